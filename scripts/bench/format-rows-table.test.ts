import { describe, expect, it } from 'vitest';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { formatFormatsTable } from './format-rows-table.ts';

const quality = (ssim: number) => ({ ssim, psnr: 38, width: 128, height: 128, frameCount: 30, upscaled: false });

function row(fields: Partial<Measurement>): Measurement {
  return { ...emptyMeasurement({ workload: 'W2', encoder: 'pipeline', kind: 'pipeline', limitBytes: 128 * 1024, runs: 3 }), ms: 400, bytes: 100_000, quality: quality(0.99), problems: [], ...fields };
}

describe('formatFormatsTable', () => {
  it("judges each WebP, APNG and WebM row against the issue's bytes, SSIM and 1 s, and leaves the GIF rows out", () => {
    const table = formatFormatsTable([
      row({ format: 'webp', settled: 'quality 90' }),
      row({ format: 'webp', limitBytes: 256 * 1024, quality: quality(0.99), ms: 1200 }),
      row({ format: 'webm', preset: 'telegram-emoji', limitBytes: 262144, bytes: 300_000, problems: ['bytes: 300,000 over 262,144'] }),
      row({ settled: 'a GIF row' }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatch(/^webp under 128 KiB +400 +yes +100,000 +yes +30 +\.9900 +yes \(≥ \.9850\) +yes +quality 90$/);
    expect(lines[4]).toMatch(/^webp under 256 KiB +1,200 +NO .* NO \(≥ \.9960\)/);
    expect(lines[5]).toMatch(/^webm telegram-emoji .* 300,000 +NO .* — +no: bytes/);
  });

  it('prints nothing when the run has no such rows', () => {
    expect(formatFormatsTable([row({})])).toBe('');
  });
});
