import { describe, expect, it } from 'vitest';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { buildPalette } from './build-palette.ts';
import { buildColorHistogram } from './color-histogram.ts';

const colours = (rgb: Uint8Array, count: number) => Array.from({ length: count }, (_, j) => Array.from(rgb.subarray(j * 3, j * 3 + 3)));

describe('buildPalette', () => {
  it('finds the exact colours when there are no more than asked', () => {
    const pixels = new Uint8ClampedArray([10, 20, 30, 255, 200, 100, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0]);
    const palette = buildPalette(buildColorHistogram([pixels]), 255);
    expect(palette.opaqueCount).toBe(2);
    expect(colours(palette.rgb, 2).sort()).toEqual([[10, 20, 30], [200, 100, 0]].sort());
    expect(palette.transparentIndex).toBe(2);
  });

  it('has no transparent index for opaque frames unless one is reserved', () => {
    const opaque = makeSyntheticFrames({ width: 16, height: 16, frames: 1, transparent: false }).frames;
    expect(buildPalette(buildColorHistogram(opaque), 15).transparentIndex).toBe(-1);
    expect(buildPalette(buildColorHistogram(opaque), 15, true).transparentIndex).toBe(15);
  });

  it('keeps to the asked number of colours, and more colours fit the image better', () => {
    const { frames } = makeSyntheticFrames({ width: 48, height: 48, frames: 2, transparent: false });
    const histogram = buildColorHistogram(frames);
    const error = (count: number) => {
      const palette = buildPalette(histogram, count);
      expect(palette.opaqueCount).toBeLessThanOrEqual(count);
      let total = 0;
      for (let i = 0; i < frames[0].length; i += 4) {
        let best = Infinity;
        for (let j = 0; j < palette.opaqueCount; j++) {
          best = Math.min(best, (frames[0][i] - palette.rgb[j * 3]) ** 2 + (frames[0][i + 1] - palette.rgb[j * 3 + 1]) ** 2 + (frames[0][i + 2] - palette.rgb[j * 3 + 2]) ** 2);
        }
        total += best;
      }
      return total;
    };
    expect(error(63)).toBeLessThan(error(7));
  });

  it('still gives a usable palette for an all-transparent animation', () => {
    const palette = buildPalette(buildColorHistogram([new Uint8ClampedArray(16)]), 255);
    expect(palette.opaqueCount).toBe(1);
    expect(palette.transparentIndex).toBe(1);
  });
});
