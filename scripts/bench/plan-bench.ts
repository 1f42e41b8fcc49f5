/** What a full or short run measures. */
import type { WorkloadId } from './workloads.mjs';

/** One byte-limit loop to run. */
export interface FitCase {
  id: WorkloadId;
  limitBytes: number;
  runs: number;
  /** Run the Node anchors' own fit loops too (W3 would need scaling, which the anchors do not do). */
  anchors: boolean;
}

/** The workloads, their run counts, and the fit cases. */
export interface BenchPlan {
  workloads: { id: WorkloadId; runs: number }[];
  fits: FitCase[];
  /** gifski-wasm's quality bisection costs ~10 s a limit: full mode only. */
  gifskiFit: boolean;
  /** When set, the run is the GIF rows of these workloads alone: no other format, preset or page row, and gifenc's anchors only. */
  only: WorkloadId[] | null;
}

const KB = 1024;

/**
 * Short (CI): W1, W2 and W2n once, W2's and W2n's fits once. Full: medians of 3 (W3 once) and W3
 * under 256 KB. W2n (W2 that never repeats itself) keeps issue 24's figures honest: W2's repeat is
 * written once, which halves its bytes whatever the quality per byte.
 */
export function planBench(short: boolean, only: WorkloadId[] | null = null): BenchPlan {
  const runs = short ? 1 : 3;
  const workloads: BenchPlan['workloads'] = [{ id: 'W1', runs }, { id: 'W2', runs }, { id: 'W2n', runs }];
  const fits: FitCase[] = (['W2', 'W2n'] as const).flatMap((id) => [256 * KB, 128 * KB].map((limitBytes) => ({ id, limitBytes, runs, anchors: true })));
  if (!short) {
    workloads.push({ id: 'W3', runs: 1 });
    fits.push({ id: 'W3', limitBytes: 256 * KB, runs: 1, anchors: false });
  }
  if (only) {
    // W3 is named to be run: its plain row then comes in a short run too (gifenc's W3 is issue 24's bar).
    if (only.includes('W3') && !workloads.some((w) => w.id === 'W3')) workloads.push({ id: 'W3', runs: 1 });
    return { workloads: workloads.filter((w) => only.includes(w.id)), fits: fits.filter((f) => only.includes(f.id)), gifskiFit: false, only };
  }
  return { workloads, fits, gifskiFit: !short, only: null };
}
