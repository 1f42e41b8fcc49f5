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
}

const KB = 1024;

/** Short (CI): W1 and W2 once, W2's fits once. Full: medians of 3 (W3 once) and W3 under 256 KB. */
export function planBench(short: boolean): BenchPlan {
  const runs = short ? 1 : 3;
  const workloads: BenchPlan['workloads'] = [{ id: 'W1', runs }, { id: 'W2', runs }];
  const fits: FitCase[] = [256 * KB, 128 * KB].map((limitBytes) => ({ id: 'W2', limitBytes, runs, anchors: true }));
  if (!short) {
    workloads.push({ id: 'W3', runs: 1 });
    fits.push({ id: 'W3', limitBytes: 256 * KB, runs: 1, anchors: false });
  }
  return { workloads, fits, gifskiFit: !short };
}
