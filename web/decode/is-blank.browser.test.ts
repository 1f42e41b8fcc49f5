import { describe, expect, it } from 'vitest';
import { createAnimation } from './animation.ts';
import { isBlank, isBlankBitmap } from './is-blank.ts';

/** A w×h bitmap, clear, with one pixel at (x, y) painted `paint` when given. */
async function bitmap(w: number, h: number, paint?: { at: [number, number]; color: string }) {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  if (paint) {
    ctx.fillStyle = paint.color;
    ctx.fillRect(paint.at[0], paint.at[1], 1, 1);
  }
  return createImageBitmap(canvas);
}

describe('isBlankBitmap', () => {
  it('finds a fully transparent bitmap blank', async () => {
    expect(isBlankBitmap(await bitmap(200, 80))).toBe(true);
  });

  it('finds one faint pixel in the last corner', async () => {
    expect(isBlankBitmap(await bitmap(200, 80, { at: [199, 79], color: 'rgb(255 0 0 / 0.05)' }))).toBe(false);
  });
});

describe('isBlank', () => {
  it('is blank only when every frame is', async () => {
    const blank = createAnimation([{ bitmap: await bitmap(20, 20), msDuration: 100 }, { bitmap: await bitmap(20, 20), msDuration: 100 }], false);
    const lateArt = createAnimation([{ bitmap: await bitmap(20, 20), msDuration: 100 }, { bitmap: await bitmap(20, 20, { at: [3, 4], color: '#000' }), msDuration: 100 }], false);
    expect(await isBlank(blank)).toBe(true);
    expect(await isBlank(lateArt)).toBe(false);
  });
});
