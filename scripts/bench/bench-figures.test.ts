import { describe, expect, it } from 'vitest';
import { collectFigures, compareWithBaseline, mergeFigures, type Figure } from './bench-figures.ts';
import { emptyMeasurement } from './measurement.ts';

const figure = (key: string, fields: Partial<Figure> = {}): Figure => ({ key, ms: 100, bytes: 1000, ssim: 0.98, psnr: 38, frames: 50, passed: true, ...fields });

describe('compareWithBaseline', () => {
  it('passes equal or better deterministic figures whatever the times', () => {
    const baseline = [figure('W2 pipeline (gifenc)'), figure('W2 pipeline (gifenc) preset slack')];
    const now = [figure('W2 pipeline (gifenc)', { ms: 900, bytes: 990, ssim: 0.981 }), figure('W2 pipeline (gifenc) preset slack', { bytes: 1100 })];
    expect(compareWithBaseline(now, baseline)).toEqual([]);
  });

  it('fails a lower SSIM, fewer frames, a failed platform check, or a plain encode grown bigger', () => {
    const baseline = [figure('W2 pipeline (gifenc)'), figure('W2 pipeline (gifenc) preset slack')];
    const now = [figure('W2 pipeline (gifenc)', { bytes: 1100 }), figure('W2 pipeline (gifenc) preset slack', { ssim: 0.97, frames: 40, passed: false })];
    expect(compareWithBaseline(now, baseline)).toEqual([
      'W2 pipeline (gifenc): 1100 bytes, more than 1000',
      'W2 pipeline (gifenc) preset slack: its platform checks no longer pass',
      'W2 pipeline (gifenc) preset slack: SSIM 0.9700 below 0.9800',
      'W2 pipeline (gifenc) preset slack: 40 frames, fewer than 50',
    ]);
  });

  it('fails a row whose file went missing', () => {
    expect(compareWithBaseline([figure('W1 pipeline (gifenc)', { ssim: null, bytes: null })], [figure('W1 pipeline (gifenc)')])).toHaveLength(2);
  });

  it('fails a baseline row the run no longer has, and passes a new row', () => {
    expect(compareWithBaseline([figure('W2 pipeline'), figure('W3 pipeline')], [figure('W1 pipeline'), figure('W2 pipeline')])).toEqual([
      'W1 pipeline: missing from this run (rename or drop it in the baseline with --write-baseline, and say why)',
    ]);
  });

  it('fails an interior PSNR lower by more than floating-point noise', () => {
    expect(compareWithBaseline([figure('W2 pipeline', { psnr: 37.9 })], [figure('W2 pipeline')])).toEqual(['W2 pipeline: interior PSNR 37.90 dB below 38.00']);
    expect(compareWithBaseline([figure('W2 pipeline', { psnr: 37.97 })], [figure('W2 pipeline')])).toEqual([]);
  });
});

describe('collectFigures', () => {
  it('keys a WebP, APNG or WebM row apart from the GIF row of the same limit', () => {
    const row = (format?: 'webp' | 'webm') => ({ ...emptyMeasurement({ workload: 'W2', encoder: 'pipeline', kind: 'pipeline', limitBytes: 262144, runs: 1 }), ...(format && { format }) });
    expect(collectFigures([row(), row('webp'), { ...row('webm'), preset: 'telegram-emoji' }], []).map((f) => f.key)).toEqual([
      'W2 pipeline under 262144', 'W2 pipeline webp under 262144', 'W2 pipeline webm preset telegram-emoji',
    ]);
  });
});

describe('mergeFigures', () => {
  it('puts the rows of a partial run in place, keeps the others in order, and adds new ones at the end', () => {
    const baseline = [figure('W1 pipeline'), figure('W2n pipeline', { bytes: 2000 }), figure('site x')];
    const merged = mergeFigures(baseline, [figure('W2n pipeline', { bytes: 1500 }), figure('W3 pipeline')]);
    expect(merged.map((f) => [f.key, f.bytes])).toEqual([['W1 pipeline', 1000], ['W2n pipeline', 1500], ['site x', 1000], ['W3 pipeline', 1000]]);
  });
});
