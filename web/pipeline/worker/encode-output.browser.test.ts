import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import { defaultEncodeOptions, type EncodeTarget } from '../protocol.ts';
import { encodeOutput, type FramesToEncode } from './encode-output.ts';

const gifOptions = () => defaultEncodeOptions().gifOptions;
const signal = () => new AbortController().signal;
const limit = (maxBytes: number, minSide = 16): EncodeTarget => ({ name: 'Custom limit', platformId: null, maxBytes, maxFrames: null, clipFrames: null, minSide });

/** A 32×32 animation of a square moving right, half transparent at the edges. */
function frames(count: number): FramesToEncode {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(32 * 32 * 4);
    for (let y = 8; y < 24; y++)
      for (let x = f; x < f + 12; x++) rgba.set([200, 40 + f * 10, 90, x === f ? 100 : 255], (y * 32 + x) * 4);
    return rgba;
  });
  return { width: 32, height: 32, frames: list, delaysMs: Array(count).fill(30), truncated: false };
}

/** 32×32 frames of seeded noise: they do not compress, so only shrinking fits a tight limit. */
function noise(count: number): FramesToEncode {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
  const list = Array.from({ length: count }, () => {
    const rgba = new Uint8ClampedArray(32 * 32 * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([next(), next(), next(), 255], i);
    return rgba;
  });
  return { width: 32, height: 32, frames: list, delaysMs: Array(count).fill(30), truncated: false };
}

/** 48×48 frames of a shifting photo-like texture: many colours, neighbours close, where the lossy LZW saves bytes. */
function photoLike(count: number): FramesToEncode {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(48 * 48 * 4);
    for (let y = 0; y < 48; y++)
      for (let x = 0; x < 48; x++) rgba.set([120 + 60 * Math.sin((x + f) / 5), 100 + 50 * Math.cos(y / 4), 90 + ((x * 7 + y * 3 + f) % 40), 255], (y * 48 + x) * 4);
    return rgba;
  });
  return { width: 48, height: 48, frames: list, delaysMs: Array(count).fill(40), truncated: false };
}

describe('encodeOutput', () => {
  it('ends with zero frames found when there is nothing to encode', async () => {
    await expect(encodeOutput({ ...frames(0) }, 'gif', gifOptions(), null, signal())).rejects.toMatchObject({ code: 'zero frames found' });
  });

  it('writes 30 ms frames as 3 cs and cuts alpha at the cutoff', async () => {
    const made = await encodeOutput(frames(6), 'gif', gifOptions(), null, signal());
    const gif = decodeGifFrames(new Uint8Array(made.bytes));
    expect(made.delaysMs).toEqual(Array(6).fill(30));
    expect(gif.delaysCs).toEqual(Array(6).fill(3));
    // The column at alpha 100 is below the default cutoff of 128, so it became transparent.
    expect(gif.frames[0][(10 * 32 + 0) * 4 + 3]).toBe(0);
    expect(gif.frames[0][(10 * 32 + 1) * 4 + 3]).toBe(255);
  });

  it('makes a PNG of the first frame it is given', async () => {
    const made = await encodeOutput(frames(1), 'png', gifOptions(), null, signal());
    expect(made.mime).toBe('image/png');
    expect(new Uint8Array(made.bytes).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });

  it("ends with can't meet file size limit when no GIF fits, saying what it tried", async () => {
    const failed = encodeOutput(frames(6), 'gif', gifOptions(), limit(40), signal());
    await expect(failed).rejects.toMatchObject({ code: "can't meet file size limit" });
    const { detail } = (await failed.catch((error: unknown) => error)) as { detail: string };
    expect(detail).toMatch(/^tried \d+ colours? · [\d.]+ fps · \d+×\d+: \d+ B of 40 B$/);
  });

  it("refuses a file its platform would refuse, though under the byte limit: BTTV's 112 px on 32 px frames", async () => {
    const bttv: EncodeTarget = { name: 'BTTV 1,000,000 bytes', platformId: 'bttv', maxBytes: 1_000_000, maxFrames: null, clipFrames: null, minSide: 32 };
    const failed = encodeOutput(frames(6), 'gif', gifOptions(), bttv, signal());
    await expect(failed).rejects.toMatchObject({ code: "can't meet file size limit" });
    const { detail } = (await failed.catch((error: unknown) => error)) as { detail: string };
    // BTTV's rule since issue 22: 112 px high, up to 3:1 wide.
    expect(detail).toMatch(/^tried [\d.]+ fps · 32×32: \d+ B of 1\.0 MB; size: 32×32 is not 112 px high and 112 to 336 px wide$/);
  });

  it('fits under a custom limit and reports what it gave up', async () => {
    const plain = await encodeOutput(frames(6), 'gif', gifOptions(), null, signal());
    const limitBytes = plain.bytes.byteLength - 60;
    const made = await encodeOutput(frames(6), 'gif', gifOptions(), limit(limitBytes), signal());
    expect(made.bytes.byteLength).toBeLessThanOrEqual(limitBytes);
    expect(made.fit?.limitBytes).toBe(limitBytes);
    const { colors, frameStep, scale } = made.fit!;
    expect(colors < 255 || frameStep > 1 || scale < 1).toBe(true);
  });

  it("never shrinks below the target's smallest side: it gives up colours there instead", async () => {
    const shrunk = await encodeOutput(noise(6), 'gif', gifOptions(), limit(400, 16), signal());
    const fixed = await encodeOutput(noise(6), 'gif', gifOptions(), limit(400, 32), signal());
    expect(shrunk.width).toBeLessThan(32);
    expect([fixed.width, fixed.height]).toEqual([32, 32]);
    expect(fixed.bytes.byteLength).toBeLessThanOrEqual(400);
    expect(fixed.fit!.colors).toBeLessThan(shrunk.fit!.colors);
  });

  it('refuses a PNG over the target\'s byte limit', async () => {
    await expect(encodeOutput(frames(1), 'png', gifOptions(), limit(50), signal())).rejects.toMatchObject({
      code: "can't meet file size limit", detail: expect.stringMatching(/^tried 32×32: \d+ B of 50 B; bytes: [\d,]+ is over Custom limit's 50 byte limit$/),
    });
  });

  it('ends with encoding interrupted when aborted during a fit', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(encodeOutput(frames(6), 'gif', gifOptions(), limit(900), controller.signal)).rejects.toMatchObject({ code: 'encoding interrupted' });
  });

  it('spends room under a limit on the lossless LZW, and keeps the lossy one when only that fits (issue 34 item 5)', async () => {
    const plain = await encodeOutput(photoLike(5), 'gif', gifOptions(), null, signal());
    expect(plain.lossy, 'no limit: the plain encode, lossy LZW').toBeGreaterThan(0);
    const roomy = await encodeOutput(photoLike(5), 'gif', gifOptions(), limit(10_000_000), signal());
    expect(roomy.lossy, 'room: written without lossy LZW').toBeUndefined();
    expect(roomy.fit).toBeNull();
    expect(roomy.bytes.byteLength).toBeGreaterThan(plain.bytes.byteLength);
    // Lossless, every pixel is its palette colour: against the plain file, it is never further from the source.
    const source = photoLike(5).frames;
    const error = (bytes: ArrayBuffer) => decodeGifFrames(new Uint8Array(bytes)).frames.reduce((sum, frame, f) => sum + frame.reduce((s, v, i) => s + Math.abs(v - source[f][i]), 0), 0);
    expect(error(roomy.bytes)).toBeLessThan(error(plain.bytes));
    const tight = await encodeOutput(photoLike(5), 'gif', gifOptions(), limit(roomy.bytes.byteLength - 1), signal());
    expect(tight.bytes.byteLength).toBe(plain.bytes.byteLength);
    expect(tight.lossy).toBe(plain.lossy);
  });
});
