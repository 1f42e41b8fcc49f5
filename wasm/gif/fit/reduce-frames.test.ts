import { describe, expect, it } from 'vitest';
import { dropFrames, scaleFrames, scaledSize } from './reduce-frames.ts';
import { resizeRgba } from './resize-rgba.ts';
import { makeFlatFrames } from '../../../tests/support/synthetic-frames.ts';

describe('dropFrames', () => {
  it('keeps every n-th frame and gives it the delays of the frames dropped after it', () => {
    const input = { ...makeFlatFrames(1, 1, [[1, 0, 0, 255], [2, 0, 0, 255], [3, 0, 0, 255], [4, 0, 0, 255], [5, 0, 0, 255]]), delaysCs: [2, 3, 4, 5, 6] };
    const dropped = dropFrames(input, 2);
    expect(dropped.frames.map((f) => f[0])).toEqual([1, 3, 5]);
    expect(dropped.delaysCs).toEqual([5, 9, 6]);
  });
});

describe('resizeRgba', () => {
  it('averages the pixels each output pixel covers', () => {
    const src = Uint8ClampedArray.from([0, 0, 0, 255, 100, 100, 100, 255, 200, 200, 200, 255, 40, 40, 40, 255]);
    expect(Array.from(resizeRgba(src, 2, 2, 1, 1))).toEqual([85, 85, 85, 255]);
  });

  it('lends no colour from transparent pixels', () => {
    const src = Uint8ClampedArray.from([255, 255, 255, 0, 10, 20, 30, 255]);
    expect(Array.from(resizeRgba(src, 2, 1, 1, 1))).toEqual([10, 20, 30, 128]);
  });
});

describe('scaleFrames', () => {
  it('shrinks every frame to the rounded size and cuts the softened alpha again', () => {
    const input = makeFlatFrames(10, 6, [[50, 60, 70, 255], [0, 0, 0, 0]]);
    const scaled = scaleFrames(input, 0.5);
    expect(scaledSize(10, 6, 0.5)).toEqual({ width: 5, height: 3 });
    expect([scaled.width, scaled.height]).toEqual([5, 3]);
    expect(scaled.frames[0].length).toBe(5 * 3 * 4);
    expect(new Set(scaled.frames.flatMap((f) => Array.from(f.filter((_, i) => i % 4 === 3))))).toEqual(new Set([0, 255]));
  });
});
