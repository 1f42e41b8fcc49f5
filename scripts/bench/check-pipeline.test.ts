import { describe, expect, it } from 'vitest';
import { findPipelineProblems } from './check-pipeline.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';

const quality = (ssim: number) => ({ ssim, psnr: 38, width: 112, height: 112, frameCount: 50, upscaled: false });

function row(fields: Partial<Measurement>): Measurement {
  const base = emptyMeasurement({ workload: 'W1', encoder: 'pipeline', kind: 'pipeline', limitBytes: null, runs: 1 });
  return { ...base, ms: 900, bytes: 1000, file: new Uint8Array(1000), quality: quality(0.97), ...fields };
}

describe('findPipelineProblems', () => {
  it('passes a good file however slow it was', () => {
    expect(findPipelineProblems([row({ ms: 10 ** 7 })])).toEqual([]);
  });
  it('fails on no output, an invalid GIF, a file over the limit and an absurd SSIM', () => {
    const problems = findPipelineProblems([
      row({ file: null, bytes: null }),
      row({ error: 'invalid GIF: not a GIF' }),
      row({ limitBytes: 999 }),
      row({ quality: quality(0.3) }),
    ]);
    expect(problems).toEqual([
      'W1: no output',
      'W1: invalid GIF: not a GIF',
      'W1 under 999 bytes: 1000 bytes is over the limit',
      'W1: SSIM 0.3000 is below 0.5',
    ]);
  });
  it('ignores anchors that failed', () => {
    expect(findPipelineProblems([row({ kind: 'anchor', error: 'not installed' })])).toEqual([]);
  });
});
