import { describe, expect, it } from 'vitest';
import type { Palette } from './build-palette.ts';
import { toWeighted } from './color-space.ts';
import { createNearestLookup } from './remap-frame.ts';

/** The nearest opaque entry by a full scan in the quantizer's weighted space. */
function scanNearest(palette: Palette, r: number, g: number, b: number): number {
  const a = new Float32Array(3), e = new Float32Array(3);
  toWeighted(r, g, b, a, 0);
  let best = 0, bestDistance = Infinity;
  for (let j = 0; j < palette.opaqueCount; j++) {
    toWeighted(palette.rgb[j * 3], palette.rgb[j * 3 + 1], palette.rgb[j * 3 + 2], e, 0);
    const d = (a[0] - e[0]) ** 2 + (a[1] - e[1]) ** 2 + (a[2] - e[2]) ** 2;
    if (d < bestDistance) [best, bestDistance] = [j, d];
  }
  return best;
}

describe('createNearestLookup', () => {
  it('maps a colour to its own nearest entry, not the nearest to its 6-bit bucket', () => {
    // 101 lies 1 from 100 and 2 from 103; the bucket 100..103's centre, 102, lies nearer 103.
    const palette: Palette = { rgb: Uint8Array.from([100, 100, 100, 103, 103, 103]), opaqueCount: 2, transparentIndex: -1 };
    const nearest = createNearestLookup(palette);
    expect(nearest(101, 101, 101)).toBe(0);
    expect(nearest(102, 102, 102)).toBe(1);
  });

  it('agrees with a full scan on many colours, asked more than once (the memo grows past its first size)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) % 256;
    const rgb = Uint8Array.from({ length: 255 * 3 }, random);
    const palette: Palette = { rgb, opaqueCount: 255, transparentIndex: -1 };
    const nearest = createNearestLookup(palette);
    const colours = Array.from({ length: 70_000 }, () => [random(), random(), random()] as const);
    for (const pass of [0, 1]) {
      for (let i = pass; i < colours.length; i += 97) {
        const [r, g, b] = colours[i];
        expect(nearest(r, g, b)).toBe(scanNearest(palette, r, g, b));
      }
      for (const [r, g, b] of colours) nearest(r, g, b);
    }
  });
});
