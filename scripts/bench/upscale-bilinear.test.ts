import { describe, expect, it } from 'vitest';
import { upscaleBilinear } from './upscale-bilinear.ts';

const px = (out: Uint8ClampedArray, i: number) => Array.from(out.subarray(i * 4, i * 4 + 4));

describe('upscaleBilinear', () => {
  it('keeps a flat colour flat', () => {
    const out = upscaleBilinear([10, 20, 30, 255, 10, 20, 30, 255], 2, 1, 5, 3);
    for (let i = 0; i < 15; i++) expect(px(out, i)).toEqual([10, 20, 30, 255]);
  });
  it('blends between pixel centres', () => {
    const out = upscaleBilinear([0, 0, 0, 255, 200, 200, 200, 255], 2, 1, 4, 1);
    expect(out.filter((_, i) => i % 4 === 0)).toEqual(new Uint8ClampedArray([0, 50, 150, 200]));
  });
  it('lends no colour from transparent pixels', () => {
    const out = upscaleBilinear([255, 0, 0, 255, 0, 0, 0, 0], 2, 1, 4, 1);
    expect(px(out, 1)).toEqual([255, 0, 0, 191]);
    expect(px(out, 2)).toEqual([255, 0, 0, 64]);
  });
});
