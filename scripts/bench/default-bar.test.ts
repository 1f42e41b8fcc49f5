import { describe, expect, it } from 'vitest';
import { formatDefaultBar } from './default-bar.ts';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';

function row(encoder: string, kind: Measurement['kind'], ms: number, bytes: number, ssim: number, psnr: number, fields: Partial<Measurement> = {}): Measurement {
  const base = emptyMeasurement({ workload: 'W2', encoder, kind, limitBytes: null, runs: 1 });
  return { ...base, ms, bytes, file: new Uint8Array(1), quality: { ssim, psnr, width: 128, height: 128, frameCount: 60, upscaled: false }, ...fields };
}

const q90 = row(ANCHOR_LABELS.gifskiQ90, 'anchor', 1500, 300_000, 0.985, 37);

describe('the default encode bar', () => {
  it('says yes when SSIM, PSNR and bytes all reach the anchor, with the time as a ratio and the encoder', () => {
    const ours = row('pipeline (gifenc-js)', 'pipeline', 150, 294_291, 0.9874, 38.9, { encoderReason: 'best quality per byte' });
    const text = formatDefaultBar([ours, q90]);
    expect(text).toContain('at no more bytes: yes');
    expect(text).toContain('SSIM .9874 vs .9850: yes; interior PSNR 38.9 dB vs 37.0 dB: yes; bytes 294,291 vs 300,000: yes');
    expect(text).toContain('time 150 ms, target ≤ 300 ms: met (0.50× the target)');
    expect(text).toContain('encoder that ran: gifenc-js, because best quality per byte');
  });
  it('says NO when one figure falls short, and which', () => {
    const ours = row('pipeline (gifenc-js)', 'pipeline', 450, 310_000, 0.9874, 38.9);
    const text = formatDefaultBar([ours, q90]);
    expect(text).toContain('at no more bytes: NO');
    expect(text).toContain('bytes 310,000 vs 300,000: NO');
    expect(text).toContain('not met (1.50× the target)');
  });
  it('ignores preset and limited rows, and says when a row is missing', () => {
    const preset = row('pipeline (gifenc-js)', 'pipeline', 100, 100, 0.99, 40, { preset: 'discord' });
    expect(formatDefaultBar([preset, q90])).toContain('not measured');
  });
});
