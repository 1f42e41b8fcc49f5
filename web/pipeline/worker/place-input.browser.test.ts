import { describe, expect, it } from 'vitest';
import { defaultInputTransform, type JobInput } from '../protocol.ts';
import { InputPlacer } from './place-input.ts';

/** A still, opaque red input of w×h. */
async function wideInput(w: number, h: number, fill: boolean): Promise<JobInput> {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#f00';
  ctx.fillRect(0, 0, w, h);
  const frames = [{ bitmap: await createImageBitmap(canvas), msDuration: 100 }];
  return { animation: { width: w, height: h, frames, frameEndTimes: [100], truncated: false }, transform: { ...defaultInputTransform(), fill } };
}

/** Alpha at (x, y) of a placed 100×100 canvas. */
const alphaAt = (canvas: OffscreenCanvas, x: number, y: number) => canvas.getContext('2d')!.getImageData(x, y, 1, 1).data[3];

describe('InputPlacer', () => {
  it('fits a wide input inside a square output, with clear bands above and below', async () => {
    const placed = new InputPlacer(100, 100).placeAt(0, await wideInput(200, 100, false), 0);
    expect(alphaAt(placed, 50, 5)).toBe(0);
    expect(alphaAt(placed, 50, 50)).toBe(255);
    expect(alphaAt(placed, 50, 95)).toBe(0);
  });

  it('fills a square output with a wide input, cropping its sides', async () => {
    const placed = new InputPlacer(100, 100).placeAt(0, await wideInput(200, 100, true), 0);
    for (const [x, y] of [[1, 1], [98, 1], [1, 98], [98, 98], [50, 50]]) expect(alphaAt(placed, x, y)).toBe(255);
  });

  it('fills a wide output with a tall input, cropping top and bottom', async () => {
    const placed = new InputPlacer(200, 100).placeAt(0, await wideInput(50, 150, true), 0);
    expect([alphaAt(placed, 1, 1), alphaAt(placed, 198, 98)]).toEqual([255, 255]);
  });
});
