import { describe, expect, it, vi } from 'vitest';
import { encodeApng } from './encode-apng.ts';

// The samples encoded, watched: the real encoder, called through a spy.
vi.mock('./encode-apng.ts', async (original) => {
  const real = await original<typeof import('./encode-apng.ts')>();
  return { ...real, encodeApng: vi.fn(real.encodeApng) };
});
import { FAR_OVER, losslessFarOver } from './lossless-far-over.ts';
import type { ApngFrames } from './meta.ts';

/** `count` frames of `side`²: noise everywhere (a photo panning), or one still picture with a small square moving (little changes). */
function frames(side: number, count: number, kind: 'noise' | 'still'): ApngFrames {
  let seed = 11;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  const still = new Uint8ClampedArray(side * side * 4).map((_, i) => (i % 4 === 3 ? 255 : random()));
  const made = Array.from({ length: count }, (_, f) => {
    if (kind === 'noise') return new Uint8ClampedArray(side * side * 4).map((_, i) => (i % 4 === 3 ? 255 : random()));
    const frame = still.slice();
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) frame.set([255, 0, 0, 255], ((y + 2) * side + ((x + f) % side)) * 4);
    return frame;
  });
  return { width: side, height: side, frames: made, delaysMs: made.map(() => 50) };
}

describe('the lossless APNG told far over from a sample', () => {
  it('is skipped for frames that all change, whose encode is many times the limit', async () => {
    const input = frames(48, 40, 'noise');
    const plain = (await encodeApng(input)).length;
    expect(await losslessFarOver(input, Math.floor(plain / (FAR_OVER * 2)))).toBe(true);
    // Near the limit, the encode is made: the sample only rules out what is far over.
    expect(await losslessFarOver(input, Math.floor(plain / 2))).toBe(false);
  });

  it('is told from 4 frames when they put it more than twice as far over, and from 16 when nearer', async () => {
    const input = frames(48, 40, 'noise');
    const plain = (await encodeApng(input)).length;
    const spy = vi.mocked(encodeApng);
    const sampled = async (limit: number) => {
      spy.mockClear();
      const far = await losslessFarOver(input, limit);
      return { far, frames: spy.mock.calls.map(([sample]) => sample.frames.length) };
    };
    // 40 frames: the quick sample is every 10th (4 frames), the full one every 2nd (20).
    expect(await sampled(Math.floor(plain / (FAR_OVER * 4)))).toEqual({ far: true, frames: [4] });
    expect(await sampled(Math.floor(plain / (FAR_OVER * 1.5)))).toEqual({ far: true, frames: [4, 20] });
    expect(await sampled(Math.floor(plain / 2))).toEqual({ far: false, frames: [4, 20] });
  });

  it('is made when little moves, however far the sampled frames are apart', async () => {
    const input = frames(48, 40, 'still');
    const plain = (await encodeApng(input)).length;
    // The encode fits here: a sample must never rule out a lossless file that would fit.
    expect(await losslessFarOver(input, plain)).toBe(false);
  });

  it('is made for too few frames to sample', async () => {
    const input = frames(16, 20, 'noise');
    expect(await losslessFarOver(input, 1)).toBe(false);
  });
});
