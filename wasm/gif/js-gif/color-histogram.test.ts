import { describe, expect, it } from 'vitest';
import { buildPalette } from './build-palette.ts';
import { buildColorHistogram, maskWeights } from './color-histogram.ts';

/** A 64×32 frame: a smooth grey ramp (100 to 162) on the left half, grey noise over 0..255 on the right. */
function rampBesideNoise(): Uint8ClampedArray {
  const width = 64, height = 32;
  const rgba = new Uint8ClampedArray(width * height * 4);
  let seed = 3;
  const random = () => (seed = (seed * 16807) % 2147483647) % 256;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = x < 32 ? 100 + 2 * x : random();
      rgba.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

/** Largest luma error on the ramp (left half) when each pixel takes its nearest palette grey. */
function worstOnRamp(rgba: Uint8ClampedArray, greys: number[]): number {
  let worst = 0;
  for (let p = 0; p < rgba.length / 4; p++) {
    if (p % 64 >= 32) continue;
    const v = rgba[p * 4];
    worst = Math.max(worst, Math.min(...greys.map((g) => Math.abs(g - v))));
  }
  return worst;
}

/** maskWeights' weight of the centre pixel of a 3×3 frame. */
function weightAtCentre(rgba: Uint8ClampedArray): number {
  const out = new Float64Array(9);
  maskWeights(rgba, 3, out, new Float64Array(9));
  return out[4];
}

describe('buildColorHistogram with activity masking', () => {
  it('counts a pixel fully where it is smooth, half at a luma step of 8 to a neighbour, a fifth at least; transparent neighbours do not count', () => {
    const flat = new Uint8ClampedArray(3 * 3 * 4).fill(100);
    for (let i = 3; i < flat.length; i += 4) flat[i] = 255;
    expect(weightAtCentre(flat)).toBe(1);
    const step = flat.slice();
    step.set([108, 108, 108], 5 * 4);
    expect(weightAtCentre(step)).toBeCloseTo(0.5, 5);
    const busy = flat.slice();
    busy.set([250, 250, 250], 1 * 4);
    expect(weightAtCentre(busy)).toBe(0.2);
    busy[1 * 4 + 3] = 0;
    expect(weightAtCentre(busy)).toBe(1);
  });

  it('gives a smooth ramp more of a small palette than texture beside it, so the ramp bands less', () => {
    const frame = rampBesideNoise();
    const greys = (width?: number) => {
      const palette = buildPalette(buildColorHistogram([frame], width), 8);
      return Array.from({ length: palette.opaqueCount }, (_, j) => palette.rgb[j * 3]);
    };
    const unmasked = worstOnRamp(frame, greys());
    const masked = worstOnRamp(frame, greys(64));
    expect(masked).toBeLessThan(unmasked * 0.8);
  });
});
