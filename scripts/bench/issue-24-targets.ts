/**
 * Issue 24 item 2's targets, each judged met or not from the run's own rows: on W2 under 128 KiB
 * SSIM ≥ .975 and under 256 KiB ≥ .987, each fit ≤ 0.5 s; with no limit today's quality (.9826,
 * interior PSNR 38.9 dB) at no more bytes (294 KB) in ≤ 0.3 s; W3 with no limit no more bytes than
 * gifenc's global palette at SSIM ≥ .983. Judged on W2 and on W2n (W2 that never repeats itself):
 * W2's repeat is written once, which halves its bytes whatever the quality per byte. Times on a
 * shared machine are noisy: their verdicts are reported, never compared with a baseline.
 */
import { formatBytes, formatMs, formatSsim } from './format-table.ts';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import type { Measurement } from './measurement.ts';
import { formatChecks, type TargetCheck } from './targets.ts';
import type { WorkloadId } from './workloads.mjs';

const KIB = 1024;
/** The fits' SSIM floors by byte limit, and their time. */
export const FIT_SSIM_TARGETS: readonly { limitBytes: number; ssim: number }[] = [{ limitBytes: 128 * KIB, ssim: 0.975 }, { limitBytes: 256 * KIB, ssim: 0.987 }];
export const FIT_TARGET_MS = 500;
/** The no-limit encode: the issue's "today" (SSIM; interior PSNR 38.88 dB, which it rounds to 38.9; bytes as it rounds them) and time. */
export const NO_LIMIT = { ssim: 0.9826, psnr: 38.88, bytes: 294_000, ms: 300 };
/** W3 with no limit: SSIM floor (bytes: gifenc's in the same run). */
export const W3_SSIM = 0.983;

const atLeast = (target: string, value: number | null | undefined, floor: number): TargetCheck => ({ target, met: value == null ? null : value >= floor });
const atMost = (target: string, value: number | null | undefined, bound: number | null | undefined): TargetCheck => ({ target, met: value == null || bound == null ? null : value <= bound });

/** The pipeline's own row (not a lever, format or preset row) for a workload and limit. */
const pipelineRow = (rows: Measurement[], id: WorkloadId, limitBytes: number | null) =>
  rows.find((m) => m.kind === 'pipeline' && m.workload === id && m.limitBytes === limitBytes && !m.preset && !m.lever && !m.format);

/** What was measured, for the line's tail. */
function figures(m: Measurement | undefined): string {
  if (!m) return 'not measured';
  if (m.error || !m.quality) return m.error ?? 'no file';
  return `${formatBytes(m.bytes)} B, SSIM ${formatSsim(m.quality.ssim)}, ${m.quality.psnr.toFixed(1)} dB, ${formatMs(m.ms)} ms`;
}

/** The checks of one workload's rows (W2 or W2n). */
export function checksOf(rows: Measurement[], id: WorkloadId): { name: string; checks: TargetCheck[]; row: Measurement | undefined }[] {
  const plain = pipelineRow(rows, id, null);
  const lines = [{
    name: `${id} no limit`,
    row: plain,
    checks: [
      atLeast(`SSIM ≥ ${formatSsim(NO_LIMIT.ssim)}`, plain?.quality?.ssim, NO_LIMIT.ssim),
      atLeast(`interior PSNR ≥ ${NO_LIMIT.psnr} dB`, plain?.quality?.psnr, NO_LIMIT.psnr),
      atMost(`bytes ≤ ${formatBytes(NO_LIMIT.bytes)}`, plain?.bytes, NO_LIMIT.bytes),
      atMost(`≤ ${NO_LIMIT.ms / 1000} s`, plain?.file ? plain.ms : null, NO_LIMIT.ms),
    ],
  }];
  for (const { limitBytes, ssim } of FIT_SSIM_TARGETS) {
    const fit = pipelineRow(rows, id, limitBytes);
    lines.push({
      name: `${id} under ${limitBytes / KIB} KiB`,
      row: fit,
      checks: [atLeast(`SSIM ≥ ${formatSsim(ssim)}`, fit?.quality?.ssim, ssim), atMost(`fit ≤ ${FIT_TARGET_MS / 1000} s`, fit?.file ? fit.ms : null, FIT_TARGET_MS)],
    });
  }
  return lines;
}

/** W3 with no limit against gifenc's global palette of the same run. */
export function checksOfW3(rows: Measurement[]) {
  const ours = pipelineRow(rows, 'W3', null);
  const gifenc = rows.find((m) => m.workload === 'W3' && m.encoder === ANCHOR_LABELS.gifenc);
  const ratio = ours?.bytes && gifenc?.bytes ? ` (${(ours.bytes / gifenc.bytes).toFixed(2)}× gifenc's ${formatBytes(gifenc.bytes)} B)` : '';
  return {
    name: 'W3 no limit',
    row: ours,
    checks: [atMost(`bytes ≤ gifenc's${ratio}`, ours?.bytes, gifenc?.bytes), atLeast(`SSIM ≥ ${formatSsim(W3_SSIM)}`, ours?.quality?.ssim, W3_SSIM)],
  };
}

/** The report's block: one line per row judged, each target met or NOT MET. */
export function formatIssue24Targets(rows: Measurement[]): string {
  const ids = (['W2', 'W2n'] as const).filter((id) => pipelineRow(rows, id, null));
  const lines = ids.flatMap((id) => checksOf(rows, id));
  if (pipelineRow(rows, 'W3', null)) lines.push(checksOfW3(rows));
  const body = lines.map((l) => `  ${l.name}: ${formatChecks(l.checks)}\n      ${figures(l.row)}`);
  return `Issue 24 targets (W2n: W2 with no repeat to write once; times reported only)\n${body.join('\n')}`;
}
