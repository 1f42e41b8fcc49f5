import { describe, expect, it } from 'vitest';
import { GifReader } from 'omggif';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { createJsGifEncoder } from './js-gif-encoder.ts';

/** An opaque photo-like scene with a slow brightness drift over the left half and a still right half. */
function driftingScene(frames: number) {
  const width = 64, height = 48;
  const base = makeSyntheticFrames({ width, height, frames: 1, transparent: false, grain: 10 }).frames[0];
  const all = Array.from({ length: frames }, (_, f) => {
    const rgba = base.slice();
    for (let y = 0; y < height; y++) for (let x = 0; x < width / 2; x++) for (let c = 0; c < 3; c++) rgba[(y * width + x) * 4 + c] += f;
    return rgba;
  });
  return { width, height, frames: all, delaysCs: all.map(() => 4) };
}

const maxError = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  let worst = 0;
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) worst = Math.max(worst, Math.abs(a[i] - b[i]));
  return worst;
};

describe('writeGifFile through the JS encoder', { timeout: 60_000 }, () => {
  it('shows the same pixels in a static region on every frame (no shimmer), and writes only the changing rectangle', () => {
    const input = driftingScene(6);
    const bytes = createJsGifEncoder(input).encode({ colors: 63, loop: true, reuseTolerance: 3, lossy: 4 });
    const decoded = decodeGifFrames(bytes);
    const reader = new GifReader(bytes);
    for (let f = 1; f < 6; f++) {
      expect(reader.frameInfo(f).x + reader.frameInfo(f).width).toBeLessThanOrEqual(32);
      for (let y = 0; y < 48; y++) {
        const row = (y * 64 + 32) * 4;
        expect(decoded.frames[f].subarray(row, row + 32 * 4)).toEqual(decoded.frames[0].subarray(row, row + 32 * 4));
      }
    }
  });

  it('keeps what the canvas shows within the reuse tolerance, and follows a drift beyond it', () => {
    const input = driftingScene(12);
    const strict = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 255, loop: true })).frames;
    const tolerant = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 255, loop: true, reuseTolerance: 4 })).frames;
    tolerant.forEach((frame, f) => {
      // Each kept pixel may be off by the tolerance (in luma levels: up to about 4/0.587 in one channel) beyond the palette's own error.
      expect(maxError(frame, input.frames[f])).toBeLessThanOrEqual(maxError(strict[f], input.frames[f]) + 8);
    });
    expect(maxError(tolerant[11], tolerant[0])).toBeGreaterThan(4);
  });

  it('makes a smaller file with a reuse tolerance on a drifting scene', () => {
    const encoder = createJsGifEncoder(driftingScene(8));
    expect(encoder.encode({ colors: 255, loop: true, reuseTolerance: 4 }).length).toBeLessThan(encoder.encode({ colors: 255, loop: true }).length);
  });

  it('round-trips a bobbing transparent emote: every frame as quantized, edges cleared where they move', () => {
    const input = makeSyntheticFrames({ width: 48, height: 48, frames: 8 });
    const decoded = decodeGifFrames(createJsGifEncoder(input).encode({ colors: 255, loop: true, lossy: 6 }));
    decoded.frames.forEach((frame, f) => {
      for (let i = 3; i < frame.length; i += 4) expect(frame[i] >= 128).toBe(input.frames[f][i] >= 128);
    });
  });

  it('writes a cleared frame only where its subject and what it clears lie: a moving square on a clear canvas', () => {
    const width = 32, height = 32;
    const frames = [0, 4, 8, 12].map((at) => {
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let y = at; y < at + 8; y++) for (let x = at; x < at + 8; x++) rgba.set([200, 40 + at * 10, 90, 255], (y * width + x) * 4);
      return rgba;
    });
    const bytes = createJsGifEncoder({ width, height, frames, delaysCs: frames.map(() => 4) }).encode({ colors: 255, loop: true });
    const reader = new GifReader(bytes);
    for (let f = 0; f < 4; f++) expect(reader.frameInfo(f).width * reader.frameInfo(f).height).toBeLessThanOrEqual(16 * 16);
    // Played through twice (the loop's first frame follows the last): no square left behind, every pixel as drawn.
    const decoded = decodeGifFrames(bytes);
    decoded.frames.forEach((frame, f) => expect(maxError(frame, frames[f])).toBe(0));
    for (let f = 0; f < 4; f++) for (let i = 3; i < frames[f].length; i += 4) expect(decoded.frames[f][i]).toBe(frames[f][i]);
  });
});
