import { describe, expect, it } from 'vitest';
import { featherMask, shrinkMask } from './refine-edge.ts';
import { squaredDistanceTo } from './distance-transform.ts';
import { subjectBox } from './trim-margins.ts';
import { decontaminate } from './decontaminate.ts';

/** A width×height mask, 255 in the square from (x0, y0) of `size` px. */
function squareMask(width: number, height: number, x0: number, y0: number, size: number) {
  const mask = new Uint8Array(width * height);
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) mask[y * width + x] = 255;
  return mask;
}
const count = (mask: Uint8Array, test: (v: number) => boolean) => mask.filter(test).length;

describe('squaredDistanceTo', () => {
  it('gives each pixel its squared distance to the nearest source', () => {
    const sources = new Uint8Array(5 * 5);
    sources[2 * 5 + 2] = 1;
    const d = squaredDistanceTo(sources, 5, 5);
    expect(d[2 * 5 + 2]).toBe(0);
    expect(d[0]).toBe(8);
    expect(d[2 * 5 + 4]).toBe(4);
  });
});

describe('shrinkMask', () => {
  it('takes N px off every side of the subject', () => {
    const shrunk = shrinkMask(squareMask(20, 20, 4, 4, 10), 20, 20, 2);
    expect(count(shrunk, (v) => v === 255)).toBe(6 * 6);
    expect(subjectBox([shrunk], 20, 20)).toEqual({ x: 6, y: 6, width: 6, height: 6 });
  });

  it('leaves the mask as it is at 0 px', () => {
    const mask = squareMask(8, 8, 2, 2, 4);
    expect(shrinkMask(mask, 8, 8, 0)).toBe(mask);
  });
});

describe('featherMask', () => {
  it('fades the edge inwards and never shows a pixel outside the subject', () => {
    const mask = squareMask(30, 30, 5, 5, 20);
    const soft = featherMask(mask, 30, 30, 4);
    expect(soft[4 * 30 + 15]).toBe(0);
    expect(soft[5 * 30 + 15]).toBeGreaterThan(0);
    expect(soft[5 * 30 + 15]).toBeLessThan(255);
    expect(soft[15 * 30 + 15]).toBe(255);
  });
});

describe('subjectBox', () => {
  it('holds the subject of every frame', () => {
    const box = subjectBox([squareMask(20, 20, 2, 3, 4), squareMask(20, 20, 10, 12, 2)], 20, 20);
    expect(box).toEqual({ x: 2, y: 3, width: 10, height: 11 });
  });

  it('is null when nothing is left', () => {
    expect(subjectBox([new Uint8Array(16)], 4, 4)).toBeNull();
  });
});

describe('decontaminate', () => {
  it('takes a known backdrop colour out of a half-covered edge pixel', () => {
    // Half red subject, half white backdrop: (200,30,30)/2 + (255,255,255)/2.
    const rgba = new Uint8ClampedArray([228, 143, 143, 255]);
    decontaminate(rgba, new Uint8Array([128]), 1, 1, [255, 255, 255]);
    expect(Math.abs(rgba[0] - 200)).toBeLessThanOrEqual(2);
    expect(Math.abs(rgba[1] - 30)).toBeLessThanOrEqual(2);
  });

  it('finds the background from the removed pixels nearby when no colour is given', () => {
    // Row: white backdrop, an edge pixel half red, red subject.
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 255, 255, 255, 255, 228, 143, 143, 255, 200, 30, 30, 255, 200, 30, 30, 255]);
    decontaminate(rgba, new Uint8Array([0, 0, 128, 255, 255]), 5, 1, null);
    expect(Math.abs(rgba[8] - 200)).toBeLessThanOrEqual(3);
    expect(Math.abs(rgba[9] - 30)).toBeLessThanOrEqual(3);
    expect([...rgba.slice(12, 16)]).toEqual([200, 30, 30, 255]);
  });
});
