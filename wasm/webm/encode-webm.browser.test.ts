/** The WebM codec unit in Chromium: VP9 with its alpha stream, read back by mediabunny's demuxer and Chromium's VideoDecoder. */
import { describe, expect, it } from 'vitest';
import { encodeWebm } from './encode-webm.ts';
import { readWebm } from './read-webm.ts';
import type { WebmFrames } from './meta.ts';

/** A 64×64 square moving right over a clear background, with a half-transparent column at its left edge. */
export function movingSquare(count: number, side = 64, delayMs = 50): WebmFrames {
  const frames = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let y = 16; y < 48; y++)
      for (let x = f * 2; x < f * 2 + 24; x++) rgba.set([200, (y * 255) / side, 90 + f * 8, x === f * 2 ? 100 : 255], (y * side + x) * 4);
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

describe('encodeWebm', () => {
  it('writes VP9 with alpha that Chromium decodes frame by frame, soft edge and clear background kept', async () => {
    const bytes = await encodeWebm(movingSquare(10), 400_000);
    // EBML magic: a Matroska/WebM file.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const read = await readWebm(bytes);
    expect([read.codec, read.width, read.height, read.transparent, read.trackCount]).toEqual(['vp9', 64, 64, true, 1]);
    expect(read.frames).toHaveLength(10);
    expect(read.frames.map((f) => f.startMs)).toEqual(Array.from({ length: 10 }, (_, i) => i * 50));
    const alphaAt = (f: number, x: number, y: number) => read.frames[f].rgba[(y * 64 + x) * 4 + 3];
    expect(alphaAt(4, 20, 30)).toBeGreaterThan(245);
    expect(alphaAt(4, 60, 5)).toBeLessThan(10);
    // The half-transparent edge stays partly transparent (VP9 blurs it a little: no exact 100).
    expect(alphaAt(4, 8, 30)).toBeGreaterThan(40);
    expect(alphaAt(4, 8, 30)).toBeLessThan(180);
    // The square moved: the last frame is opaque where the first was clear.
    expect(alphaAt(0, 40, 30)).toBeLessThan(10);
    expect(alphaAt(9, 40, 30)).toBeGreaterThan(245);
  });

  it('writes an odd size (a custom 99×75) at that size', async () => {
    const input = movingSquare(4, 99);
    const cropped = { ...input, height: 75, frames: input.frames.map((f) => f.slice(0, 99 * 75 * 4)) };
    const read = await readWebm(await encodeWebm(cropped, 200_000));
    expect([read.width, read.height, read.frames.length]).toEqual([99, 75, 4]);
  });
});
