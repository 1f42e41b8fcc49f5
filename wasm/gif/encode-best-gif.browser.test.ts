import { describe, expect, it } from 'vitest';
import { encodeBestGif, PALETTE_PSNR_FLOOR } from './encode-best-gif.ts';
import { createJsGifEncoder } from './js-gif/js-gif-encoder.ts';
import type { GifFrames } from './gif-frames.ts';

/** 96×96 frames of soft colour along one curve of colours, moving; with `hueCycle` the hues turn once over the loop. */
function frames(hueCycle: boolean): GifFrames {
  const size = 96;
  const list = Array.from({ length: 24 }, (_, n) => {
    const rgba = new Uint8ClampedArray(size * size * 4);
    const a = hueCycle ? (n / 24) * 2 * Math.PI : 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const i = (y * size + x) * 4;
        const t = (x + y) / 2 + n;
        const r = 120 + 90 * Math.sin(t / 9), g = 110 + 80 * Math.cos(t / 11), b = 120 + 70 * Math.sin(t / 13);
        const k = 1 / 3, s = Math.sqrt(k) * Math.sin(a), c = Math.cos(a);
        const m = [c + (1 - c) * k, k * (1 - c) - s, k * (1 - c) + s];
        rgba.set([m[0] * r + m[1] * g + m[2] * b, m[2] * r + m[0] * g + m[1] * b, m[1] * r + m[2] * g + m[0] * b, 255], i);
      }
    }
    return rgba;
  });
  return { width: size, height: size, frames: list, delaysCs: list.map(() => 5) };
}

describe('encodeBestGif', () => {
  it('keeps our JS encoder when one palette holds the colours', async () => {
    const made = await encodeBestGif(frames(false), true);
    expect(made.encoder).toBe('gifenc');
    expect(made.reason).toMatch(/^one palette holds the colours/);
  });

  it('hands colour-cycling frames, which one palette cannot hold, to gifski', async () => {
    const input = frames(true);
    const js = createJsGifEncoder(input);
    js.encode({ colors: 255, loop: true });
    expect(js.lastPalettePsnr()).toBeLessThan(PALETTE_PSNR_FLOOR);
    const made = await encodeBestGif(input, true);
    expect(made.encoder).toMatch(/^gifski/);
    expect(made.reason).toMatch(/^colours change across frames/);
  });
});
