import { describe, expect, it } from 'vitest';
import { workloadAtSize } from './workload-at-size.ts';
import type { Workload } from './workloads.mjs';

/** A 4×4 one-frame workload, opaque red. */
const red: Workload = { id: 'W2', name: 'test', width: 4, height: 4, delayMs: 20, alpha: true, frames: [new Uint8Array(64).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0))] };
const pixel = (w: Workload, x: number, y: number) => [...w.frames[0].subarray((y * w.width + x) * 4, (y * w.width + x) * 4 + 4)];

describe('a workload at another size', () => {
  it('is the same workload at its own size', () => {
    expect(workloadAtSize(red, 4, 4)).toBe(red);
  });
  it('centres the content on a transparent canvas when wider, unscaled', () => {
    const wide = workloadAtSize(red, 8, 4);
    expect([wide.width, wide.height, wide.frames[0].length]).toEqual([8, 4, 128]);
    expect(pixel(wide, 1, 1)).toEqual([0, 0, 0, 0]);
    expect(pixel(wide, 2, 1)).toEqual([255, 0, 0, 255]);
    expect(pixel(wide, 5, 3)).toEqual([255, 0, 0, 255]);
    expect(pixel(wide, 6, 0)).toEqual([0, 0, 0, 0]);
  });
  it('scales down by area when smaller, colour kept', () => {
    const small = workloadAtSize(red, 2, 2);
    expect(small.frames[0].length).toBe(16);
    expect(pixel(small, 1, 1)).toEqual([255, 0, 0, 255]);
  });
});
