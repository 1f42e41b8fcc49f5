/**
 * Issue 10 item 5's bar for the default encode: on W2 with no byte limit, at least gifski q90's
 * (alpha cut) SSIM and interior PSNR at no more bytes, in ≤ 0.3 s, and which encoder ran and why.
 * The yes/no is from deterministic figures; the time is reported against its target only.
 */
import { formatBytes, formatMs, formatSsim } from './format-table.ts';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import type { Measurement } from './measurement.ts';
import { againstTarget } from './targets.ts';

/** The issue's time for the default encode on W2. */
export const DEFAULT_ENCODE_TARGET_MS = 300;

const psnr = (m: Measurement) => `${m.quality!.psnr.toFixed(1)} dB`;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The bar's lines, from the W2 rows of a run (the plain pipeline encode and the q90 anchor). */
export function formatDefaultBar(rows: Measurement[]): string {
  const w2 = rows.filter((m) => m.workload === 'W2' && m.limitBytes === null && !m.preset);
  const ours = w2.find((m) => m.kind === 'pipeline');
  const anchor = w2.find((m) => m.encoder === ANCHOR_LABELS.gifskiQ90);
  const title = `Issue 10 item 5: the W2 default encode (no byte limit) against ${ANCHOR_LABELS.gifskiQ90}`;
  if (!ours?.quality || ours.bytes === null || !anchor?.quality || anchor.bytes === null) {
    return `${title}\n  not measured: ${ours?.error ?? anchor?.error ?? 'a row is missing'}`;
  }
  const ssim = ours.quality.ssim >= anchor.quality.ssim;
  const interior = ours.quality.psnr >= anchor.quality.psnr;
  const bytes = ours.bytes <= anchor.bytes;
  const encoder = ours.encoder.replace(/^pipeline \((.*)\)$/, '$1');
  return [
    title,
    `  reaches its SSIM and interior PSNR at no more bytes: ${yesNo(ssim && interior && bytes)}`,
    `    SSIM ${formatSsim(ours.quality.ssim)} vs ${formatSsim(anchor.quality.ssim)}: ${yesNo(ssim)}; interior PSNR ${psnr(ours)} vs ${psnr(anchor)}: ${yesNo(interior)};` +
      ` bytes ${formatBytes(ours.bytes)} vs ${formatBytes(anchor.bytes)}: ${yesNo(bytes)}`,
    `  time ${formatMs(ours.ms)} ms, ${againstTarget(ours.ms, DEFAULT_ENCODE_TARGET_MS)}; the anchor took ${formatMs(anchor.ms)} ms`,
    `  encoder that ran: ${encoder}${ours.encoderReason ? `, because ${ours.encoderReason}` : ' (no reason given)'}`,
  ].join('\n');
}
