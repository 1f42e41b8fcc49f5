import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { cutAnimationIn } from '../worker/cut-inputs.ts';
import { defaultCutoutSettings, type CutoutSettings } from '../../cutout/cutout-settings.ts';
import { squareOnBackdrop } from '../../cutout/test-frames.ts';
import { cutPictureOffThread } from './cut-picture-client.ts';

const W = 64;
const H = 48;

/** A green frame with a red 20 px square at (30, 10), as a bitmap. */
const frame = () => createImageBitmap(new ImageData(squareOnBackdrop(W, H, [0, 255, 0], [255, 0, 0], 30, 10, 20) as Uint8ClampedArray<ArrayBuffer>, W, H));

/** A PNG's RGBA. */
async function pixelsOf(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height, data: [...ctx.getImageData(0, 0, bitmap.width, bitmap.height).data] };
}

/** The same cut on this thread, as the encode worker makes it. */
async function cutHere(cutout: CutoutSettings, mask?: Uint8Array) {
  const bitmap = await frame();
  const cut = await cutAnimationIn({ width: W, height: H, frames: [{ bitmap, msDuration: 100 }], frameEndTimes: [100], truncated: false, masks: mask ? [mask] : undefined }, cutout);
  const ctx = new OffscreenCanvas(cut.animation.width, cut.animation.height).getContext('2d')!;
  ctx.drawImage(cut.animation.frames[0].bitmap, 0, 0);
  return { box: cut.box, pixels: { width: cut.animation.width, height: cut.animation.height, data: [...ctx.getImageData(0, 0, cut.animation.width, cut.animation.height).data] } };
}

describe("the placement picture's cut, made in its worker", () => {
  it('is the encode worker\'s cut: "Remove colour" with a trim gives the subject\'s box and its pixels', async () => {
    const cutout: CutoutSettings = { ...defaultCutoutSettings(), mode: 'colour', trim: true };
    // As the placement editor passes them: the slot's live record in the page's state.
    const picture = await cutPictureOffThread(await frame(), undefined, proxy({ ...cutout, strokes: [] }));
    const here = await cutHere(cutout);
    expect(picture.box).toEqual({ x: 30, y: 10, width: 20, height: 20 });
    expect(picture.box).toEqual(here.box);
    expect(await pixelsOf(picture.blob)).toEqual(here.pixels);
  });

  it("cuts by the model's mask, which the page keeps (a copy crosses)", async () => {
    const mask = new Uint8Array(W * H);
    for (let y = 0; y < 24; y++) mask.fill(255, y * W, y * W + 32);
    const cutout: CutoutSettings = { ...defaultCutoutSettings(), mode: 'model', decontaminate: false };
    const picture = await cutPictureOffThread(await frame(), mask, cutout);
    expect(mask.length).toBe(W * H);
    const pixels = await pixelsOf(picture.blob);
    expect(pixels.data[(5 * W + 5) * 4 + 3]).toBe(255);
    expect(pixels.data[(40 * W + 50) * 4 + 3]).toBe(0);
    expect(pixels).toEqual((await cutHere(cutout, mask)).pixels);
  });

  it('answers each of several cuts sent at once with its own picture, and a cut that leaves nothing with a clear frame', async () => {
    const keepAll = { ...defaultCutoutSettings(), mode: 'model' as const, decontaminate: false };
    const [none, all] = await Promise.all([
      cutPictureOffThread(await frame(), new Uint8Array(W * H), keepAll),
      cutPictureOffThread(await frame(), new Uint8Array(W * H).fill(255), keepAll),
    ]);
    expect(none.box).toEqual({ x: 0, y: 0, width: W, height: H });
    expect((await pixelsOf(none.blob)).data.every((value, i) => i % 4 !== 3 || value === 0)).toBe(true);
    expect((await pixelsOf(all.blob)).data.every((value, i) => i % 4 !== 3 || value === 255)).toBe(true);
  });
});
