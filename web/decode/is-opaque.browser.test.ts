import { describe, expect, it } from 'vitest';
import { isOpaque } from './is-opaque.ts';

/** A w×h bitmap filled with `fill`, with one pixel at (x, y) cleared when `hole` is given. */
async function bitmap(w: number, h: number, fill: string, hole?: [number, number]) {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, w, h);
  if (hole) ctx.clearRect(hole[0], hole[1], 1, 1);
  return createImageBitmap(canvas);
}

describe('isOpaque', () => {
  it('finds a photo-like bitmap with no transparency opaque', async () => {
    expect(isOpaque(await bitmap(300, 120, '#3a6'))).toBe(true);
  });

  it('finds a single clear pixel, even in the last corner', async () => {
    expect(isOpaque(await bitmap(300, 120, '#3a6', [299, 119]))).toBe(false);
  });

  it('counts half-transparent pixels as transparency', async () => {
    expect(isOpaque(await bitmap(10, 10, 'rgb(0 0 0 / 0.9)'))).toBe(false);
  });
});
