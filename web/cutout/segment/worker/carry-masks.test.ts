import { describe, expect, it } from 'vitest';
import { carryMask, estimateShift, greyOf, pickKeyFrames, shiftMask } from './carry-masks.ts';

/** A 256² frame: a textured disc of radius 50 centred at (cx, cy) on a gradient. */
function frameWithDisc(cx: number, cy: number, size = 256): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = 4 * (y * size + x);
      const inside = Math.hypot(x - cx, y - cy) < 50;
      const value = inside ? 200 + 40 * Math.sin((x - cx) / 5) * Math.cos((y - cy) / 7) : 40 + x / 8;
      rgba.set([value, value, value, 255], i);
    }
  }
  return rgba;
}

const discMask = (cx: number, cy: number, size = 256) => {
  const mask = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) mask[y * size + x] = Math.hypot(x - cx, y - cy) < 50 ? 255 : 0;
  return mask;
};

const agreement = (a: Uint8Array, b: Uint8Array) => a.filter((v, p) => v >= 128 === b[p] >= 128).length / a.length;

describe('pickKeyFrames', () => {
  it('takes every frame of a short animation and evenly spaced ones, first and last, of a long one', () => {
    expect(pickKeyFrames(5, 12)).toEqual([0, 1, 2, 3, 4]);
    const keys = pickKeyFrames(60, 12);
    expect(keys).toHaveLength(12);
    expect([keys[0], keys.at(-1)]).toEqual([0, 59]);
    expect(new Set(keys).size).toBe(12);
  });
});

describe('estimateShift', () => {
  it('finds how far the disc moved, to within the greyscale copy’s pixel', () => {
    const from = greyOf(frameWithDisc(120, 130), 256, 256);
    const to = greyOf(frameWithDisc(134, 118), 256, 256);
    const { dx, dy } = estimateShift(from, to);
    expect(Math.abs(dx - 14)).toBeLessThanOrEqual(from.scale);
    expect(Math.abs(dy + 12)).toBeLessThanOrEqual(from.scale);
  });

  it('says a still picture did not move', () => {
    const grey = greyOf(frameWithDisc(128, 128), 256, 256);
    expect(estimateShift(grey, grey)).toEqual({ dx: 0, dy: 0 });
  });
});

/** The disc over a still photo-like backdrop that does not move with it. */
function discOverBackdrop(cx: number, cy: number, size = 256): Uint8ClampedArray {
  const rgba = frameWithDisc(cx, cy, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (Math.hypot(x - cx, y - cy) < 50) continue;
      const value = 90 + 60 * Math.sin(x / 9) * Math.sin(y / 13);
      rgba.set([value, value, value, 255], 4 * (y * size + x));
    }
  }
  return rgba;
}

describe('shiftMask and carryMask', () => {
  it('follows the subject, not the still backdrop behind it', () => {
    const keyA = { index: 0, grey: greyOf(discOverBackdrop(90, 128), 256, 256), mask: discMask(90, 128) };
    const keyB = { index: 4, grey: greyOf(discOverBackdrop(170, 128), 256, 256), mask: discMask(170, 128) };
    const carried = carryMask(keyA, keyB, 2, greyOf(discOverBackdrop(130, 128), 256, 256), 256, 256);
    expect(agreement(carried, discMask(130, 128))).toBeGreaterThan(0.99);
  });

  it('moves a mask, repeating the edge where it comes in from outside', () => {
    const mask = Uint8Array.from([0, 0, 255, 255, 0, 0, 255, 255]);
    expect([...shiftMask(mask, 4, 2, 1, 0)]).toEqual([0, 0, 0, 255, 0, 0, 0, 255]);
    expect([...shiftMask(mask, 4, 2, -1, 0)]).toEqual([0, 255, 255, 255, 0, 255, 255, 255]);
  });

  it('carries the key frames’ masks onto a frame between them where its disc is', () => {
    const keyA = { index: 0, grey: greyOf(frameWithDisc(100, 128), 256, 256), mask: discMask(100, 128) };
    const keyB = { index: 4, grey: greyOf(frameWithDisc(160, 128), 256, 256), mask: discMask(160, 128) };
    const carried = carryMask(keyA, keyB, 1, greyOf(frameWithDisc(115, 128), 256, 256), 256, 256);
    expect(agreement(carried, discMask(115, 128))).toBeGreaterThan(0.99);
    // Without moving, the masks would miss the disc's leading edge.
    expect(agreement(keyA.mask, discMask(115, 128))).toBeLessThan(0.98);
  });
});
