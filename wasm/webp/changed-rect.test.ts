import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedRect, cropRgba, maxDiffForQuality, pasteRect } from './changed-rect.ts';

const flat = (width: number, height: number, rgba: number[]) => {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < out.length; i += 4) out.set(rgba, i);
  return out;
};

describe('changedRect', () => {
  it("allows libwebp's differences by quality: 1 at 100, 31 at 0", () => {
    expect([maxDiffForQuality(100), maxDiffForQuality(90), maxDiffForQuality(55), maxDiffForQuality(0)]).toEqual([1, 3, 9, 31]);
  });

  it('is null for the same picture, and for colour under transparency', () => {
    const a = flat(8, 6, [10, 20, 30, 255]);
    expect(changedRect(a, a.slice(), 8, 6, 0)).toBeNull();
    expect(changedRect(flat(8, 6, [0, 0, 0, 0]), flat(8, 6, [200, 9, 9, 0]), 8, 6, 0)).toBeNull();
  });

  it('holds one changed pixel in a rectangle starting at even x and y', () => {
    const a = flat(8, 8, [10, 20, 30, 255]);
    const b = a.slice();
    b.set([10, 20, 30, 254], (7 * 8 + 5) * 4);
    expect(changedRect(a, b, 8, 8, 9)).toEqual({ x: 4, y: 6, width: 2, height: 2 });
  });

  it('treats alpha as exact and colour within the allowance at full opacity as unchanged', () => {
    const a = flat(4, 4, [100, 100, 100, 255]);
    expect(changedRect(a, flat(4, 4, [109, 91, 100, 255]), 4, 4, 9)).toBeNull();
    expect(changedRect(a, flat(4, 4, [110, 100, 100, 255]), 4, 4, 9)).toEqual({ x: 0, y: 0, width: 4, height: 4 });
    // At half opacity a colour moves twice as far before it counts.
    expect(changedRect(flat(4, 4, [100, 100, 100, 128]), flat(4, 4, [117, 100, 100, 128]), 4, 4, 9)).toBeNull();
  });

  it('leaves the shown canvas within the allowance of every frame, whatever the frames (property)', () => {
    const size = fc.record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) });
    fc.assert(fc.property(size.chain(({ width, height }) => fc.record({
      width: fc.constant(width), height: fc.constant(height), maxDiff: fc.integer({ min: 0, max: 31 }),
      frames: fc.array(fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }), { minLength: 2, maxLength: 5 }),
    })), ({ width, height, maxDiff, frames }) => {
      const shown = Uint8ClampedArray.from(frames[0]);
      for (const raw of frames.slice(1)) {
        const next = Uint8ClampedArray.from(raw);
        const rect = changedRect(shown, next, width, height, maxDiff);
        if (rect) {
          expect(rect.x % 2 + rect.y % 2).toBe(0);
          expect(cropRgba(next, width, rect)).toHaveLength(rect.width * rect.height * 4);
          pasteRect(shown, next, width, rect);
        }
        for (let i = 0; i < shown.length; i += 4) {
          const alpha = next[i + 3];
          expect(shown[i + 3]).toBe(alpha);
          for (let c = 0; c < 3; c++) expect(Math.abs(shown[i + c] - next[i + c]) * alpha).toBeLessThanOrEqual(maxDiff * 255);
        }
      }
    }), { numRuns: 300 });
  });
});
