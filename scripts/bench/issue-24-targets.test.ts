import { describe, expect, it } from 'vitest';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { checksOf, checksOfW3, formatIssue24Targets } from './issue-24-targets.ts';
import type { WorkloadId } from './workloads.mjs';

function row(workload: WorkloadId, limitBytes: number | null, ms: number, bytes: number, ssim: number, psnr = 39, fields: Partial<Measurement> = {}): Measurement {
  const base = emptyMeasurement({ workload, encoder: 'pipeline (gifenc)', kind: 'pipeline', limitBytes, runs: 1 });
  return { ...base, ms, bytes, file: new Uint8Array(1), quality: { ssim, psnr, width: 128, height: 128, frameCount: 60, upscaled: false }, ...fields };
}

describe('issue 24 targets', () => {
  const rows = [
    row('W2n', null, 280, 286_760, 0.9874, 38.884),
    // A lever row of the same workload and limit is not the pipeline's own encode.
    row('W2n', null, 10, 1, 0.99, 40, { lever: '37 colours' }),
    row('W2n', 262144, 450, 255_964, 0.9867),
    row('W2n', 131072, 620, 128_738, 0.9751),
  ];
  it('judges each of W2nʼs rows against the issueʼs figures, time included', () => {
    const [plain, small, big] = checksOf(rows, 'W2n');
    expect(plain.checks.map((c) => c.met)).toEqual([true, true, true, true]);
    expect(big.checks).toEqual([{ target: 'SSIM ≥ .9870', met: false }, { target: 'fit ≤ 0.5 s', met: true }]);
    expect(small.checks).toEqual([{ target: 'SSIM ≥ .9750', met: true }, { target: 'fit ≤ 0.5 s', met: false }]);
    expect(checksOf([row('W2', null, 301, 294_001, 0.98, 38.87)], 'W2')[0].checks.map((c) => c.met)).toEqual([false, false, false, false]);
  });
  it('calls a row not measured neither met nor failed', () => {
    expect(checksOf([], 'W2')[1].checks.map((c) => c.met)).toEqual([null, null]);
  });
  it('judges W3ʼs bytes against gifencʼs of the same run, with the ratio', () => {
    const gifenc = { ...row('W3', null, 900, 10_800_000, 0.98), kind: 'anchor' as const, encoder: ANCHOR_LABELS.gifenc };
    const w3 = checksOfW3([row('W3', null, 2000, 11_340_000, 0.984), gifenc]);
    expect(w3.checks).toEqual([{ target: "bytes ≤ gifenc's (1.05× gifenc's 10,800,000 B)", met: false }, { target: 'SSIM ≥ .9830', met: true }]);
  });
  it('prints met and NOT MET per line', () => {
    const text = formatIssue24Targets(rows);
    expect(text).toContain('W2n under 256 KiB: NOT MET: SSIM ≥ .9870; met: fit ≤ 0.5 s');
    expect(text).toContain('W2n under 128 KiB: met: SSIM ≥ .9750; NOT MET: fit ≤ 0.5 s');
    expect(text).not.toContain('W3');
  });
});
