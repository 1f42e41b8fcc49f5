import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { createJsGifEncoder } from './js-gif-encoder.ts';
import { DITHER_MODES } from './dither-frames.ts';

/** A smooth gradient whose left half stays still while a bright square moves on the right. */
function gradientScene(frames: number) {
  const width = 64, height = 32;
  const base = makeSyntheticFrames({ width, height, frames: 1, transparent: false, grain: 0 }).frames[0];
  const all = Array.from({ length: frames }, (_, f) => {
    const rgba = base.slice();
    for (let y = 0; y < height; y++) for (let x = 0; x < 32; x++) rgba.set([40 + x * 6, 40 + x * 6, 60 + x * 5, 255], (y * width + x) * 4);
    for (let y = 8; y < 16; y++) for (let x = 36 + f * 3; x < 44 + f * 3; x++) rgba.set([250, 240, 20, 255], (y * width + x) * 4);
    return rgba;
  });
  return { width, height, frames: all, delaysCs: all.map(() => 5) };
}

const distinct = (frame: Uint8ClampedArray, x0: number, x1: number, width: number) => {
  const seen = new Set<number>();
  for (let i = 0; i < frame.length; i += 4) {
    const x = (i / 4) % width;
    if (x >= x0 && x < x1) seen.add((frame[i] << 16) | (frame[i + 1] << 8) | frame[i + 2]);
  }
  return seen.size;
};

describe('dithering', { timeout: 60_000 }, () => {
  it.each(DITHER_MODES)('keeps a static region pixel for pixel across frames with %s (no shimmer)', (dither) => {
    const input = gradientScene(5);
    const decoded = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 7, loop: true, dither }));
    for (let f = 1; f < 5; f++) {
      for (let y = 0; y < 32; y++) {
        const row = y * 64 * 4;
        expect(decoded.frames[f].subarray(row, row + 30 * 4), `frame ${f} row ${y}`).toEqual(decoded.frames[0].subarray(row, row + 30 * 4));
      }
    }
  });

  it.each(['ordered', 'diffusion'] as const)('%s mixes palette colours where nearest-colour mapping bands', (dither) => {
    const input = gradientScene(1);
    // 3 colours: the palette weighs smooth regions up (activity masking), so 7 gave the ramp enough
    // entries that nearest-colour mapping hardly banded; with 3 it must.
    const plain = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 3, loop: true })).frames[0];
    const dithered = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 3, loop: true, dither })).frames[0];
    // Mean colour of each 8×8 block of the still ramp: dithering keeps it nearer the source's than flat bands do.
    const meanError = (frame: Uint8ClampedArray) => {
      let sum = 0;
      for (let by = 0; by < 32; by += 8) {
        for (let bx = 0; bx < 32; bx += 8) {
          for (let c = 0; c < 3; c++) {
            let a = 0, b = 0;
            for (let y = by; y < by + 8; y++) {
              for (let x = bx; x < bx + 8; x++) {
                a += frame[(y * 64 + x) * 4 + c];
                b += input.frames[0][(y * 64 + x) * 4 + c];
              }
            }
            sum += Math.abs(a - b) / 64;
          }
        }
      }
      return sum;
    };
    expect(meanError(dithered)).toBeLessThan(meanError(plain));
    expect(distinct(dithered, 0, 32, 64)).toBeGreaterThanOrEqual(distinct(plain, 0, 32, 64));
  });
});
