import { describe, expect, it } from 'vitest';
import { defaultCutoutSettings, type CutoutSettings } from '../../cutout/cutout-settings.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import type { Animation } from '../protocol.ts';
import { cutAnimation } from './cut-inputs.ts';

/** Frames of a green screen with a red square that moves one pixel a frame. */
async function greenScreen(count: number, size = 40): Promise<Animation> {
  const frames = [];
  for (let i = 0; i < count; i++) {
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#00ff00';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#c81e1e';
    ctx.fillRect(10 + i, 12, 16, 14);
    frames.push({ bitmap: await createImageBitmap(canvas), msDuration: 100 });
  }
  return { width: size, height: size, frames, frameEndTimes: frames.map((_, i) => (i + 1) * 100), truncated: false };
}

async function pixelsOf(bitmap: ImageBitmap) {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

const settings = (change: Partial<CutoutSettings>): CutoutSettings => ({ ...defaultCutoutSettings(), ...change });

describe('cutAnimation', () => {
  it('keys the colour out of every frame and keeps the subject', async () => {
    const cut = await cutAnimation(await greenScreen(3), settings({ mode: 'colour', colour: '#00ff00' }));
    expect(cut.frames).toHaveLength(3);
    for (const [i, frame] of cut.frames.entries()) {
      const rgba = await pixelsOf(frame.bitmap);
      expect(rgba[3], `frame ${i} corner`).toBe(0);
      expect(rgba[(18 * 40 + 15 + i) * 4 + 3], `frame ${i} subject`).toBe(255);
    }
  });

  it('trims to the box holding the subject in every frame', async () => {
    const cut = await cutAnimation(await greenScreen(3), settings({ mode: 'backdrop', trim: true }));
    expect([cut.width, cut.height]).toEqual([18, 14]);
    expect([cut.frames[0].bitmap.width, cut.frames[0].bitmap.height]).toEqual([18, 14]);
    expect(cut.frameEndTimes).toEqual([100, 200, 300]);
  });

  it('uses the model masks it is given', async () => {
    const animation = await greenScreen(1);
    const mask = new Uint8Array(40 * 40);
    mask.fill(255, 0, 20 * 40);
    animation.masks = [mask];
    const rgba = await pixelsOf((await cutAnimation(animation, settings({ mode: 'model', decontaminate: false }))).frames[0].bitmap);
    expect(rgba[(5 * 40 + 5) * 4 + 3]).toBe(255);
    expect(rgba[(30 * 40 + 5) * 4 + 3]).toBe(0);
  });

  it('says so when nothing is left', async () => {
    await expect(cutAnimation(await greenScreen(1), settings({ mode: 'colour', colour: '#00ff00', tolerance: 100 }))).rejects.toMatchObject({ code: ENCODE_ERRORS.cutoutEmpty });
  });
});
