import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { createJsGifEncoder, encodeJsGif } from './js-gif-encoder.ts';

/** An opaque scene where only a small square moves: most pixels repeat from frame to frame. */
function movingSquare(frames: number) {
  const width = 64, height = 64;
  const base = makeSyntheticFrames({ width, height, frames: 1, transparent: false, grain: 0 }).frames[0];
  const all = Array.from({ length: frames }, (_, f) => {
    const rgba = base.slice();
    for (let y = 10; y < 18; y++) for (let x = 4 + f * 6; x < 12 + f * 6; x++) rgba.set([255, 255, 0, 255], (y * width + x) * 4);
    return rgba;
  });
  return { width, height, frames: all, delaysCs: all.map(() => 5) };
}

const distinctOpaque = (frames: Uint8ClampedArray[]) => {
  const seen = new Set<number>();
  for (const f of frames) for (let i = 0; i < f.length; i += 4) if (f[i + 3]) seen.add((f[i] << 16) | (f[i + 1] << 8) | f[i + 2]);
  return seen.size;
};

describe('the JS GIF encoder', () => {
  it('uses at most the asked number of colours', () => {
    const input = makeSyntheticFrames({ width: 48, height: 48, frames: 3 });
    expect(distinctOpaque(decodeGifFrames(encodeJsGif(input, { colors: 15, loop: true })).frames)).toBeLessThanOrEqual(15);
  });

  it('asked again, writes the same file a fresh encoder writes (its later mappings go through colour ids), and the same PSNR', () => {
    const input = makeSyntheticFrames({ width: 48, height: 48, frames: 4 });
    const reused = createJsGifEncoder(input);
    reused.encode({ colors: 255, loop: true, lossy: 2.75 });
    for (const colors of [180, 26]) {
      const fresh = createJsGifEncoder(input);
      expect(reused.encode({ colors, loop: true, lossy: 2.75 })).toEqual(fresh.encode({ colors, loop: true, lossy: 2.75 }));
      expect(reused.lastPalettePsnr()).toBe(fresh.lastPalettePsnr());
    }
  });

  it('makes smaller files with fewer colours', () => {
    const encoder = createJsGifEncoder(makeSyntheticFrames({ width: 48, height: 48, frames: 3 }));
    expect(encoder.encode({ colors: 15, loop: true }).length).toBeLessThan(encoder.encode({ colors: 255, loop: true }).length);
  });

  it('reuses unchanged pixels between opaque frames and still shows every frame as drawn', () => {
    const input = movingSquare(8);
    const decoded = decodeGifFrames(encodeJsGif(input, { colors: 255, loop: true }));
    const oneFrame = encodeJsGif({ ...input, frames: input.frames.slice(0, 1), delaysCs: [5] }, { colors: 255, loop: true });
    expect(encodeJsGif(input, { colors: 255, loop: true }).length).toBeLessThan(oneFrame.length * 3);
    decoded.frames.forEach((frame, f) => {
      const x = 4 + f * 6 + 3, y = 12;
      expect(Array.from(frame.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4))).toEqual([255, 255, 0, 255]);
      const left = 4 + f * 6 - 2;
      if (f > 0) expect(Array.from(frame.subarray((y * 64 + left) * 4, (y * 64 + left) * 4 + 3))).not.toEqual([255, 255, 0]);
    });
  });
});
