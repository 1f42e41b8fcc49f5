import { describe, expect, it } from 'vitest';
import { encodeGifenc } from './encode-gifenc.ts';
import { measureQuality } from './measure-quality.ts';
import { upscaleBilinear } from './upscale-bilinear.ts';
import { load } from './workloads.mjs';

const w1 = load('W1');
const firstFrames = { ...w1, frames: w1.frames.slice(0, 10) };

describe('measureQuality', () => {
  it('scores a 256-colour encode of the emote close to its source', () => {
    const gif = encodeGifenc(firstFrames.frames, 112, 112, 20);
    const quality = measureQuality(gif, firstFrames);
    expect(quality).toMatchObject({ width: 112, height: 112, frameCount: 10, upscaled: false });
    expect(quality.ssim).toBeGreaterThan(0.9);
    expect(quality.ssim).toBeLessThan(1);
  });
  it('upscales a scaled-down output and scores it lower', () => {
    const small = firstFrames.frames.map((f) => new Uint8Array(upscaleBilinear(f, 112, 112, 56, 56)));
    const full = measureQuality(encodeGifenc(firstFrames.frames, 112, 112, 20), firstFrames);
    const half = measureQuality(encodeGifenc(small, 56, 56, 20), firstFrames);
    expect(half).toMatchObject({ width: 56, upscaled: true });
    expect(half.ssim).toBeLessThan(full.ssim);
    expect(half.ssim).toBeGreaterThan(0.5);
  });
  it('reuses the SSIM of a file that shows the same pixels', () => {
    const cache = new Map<string, number>([]);
    const gif = encodeGifenc(firstFrames.frames, 112, 112, 20);
    const first = measureQuality(gif, firstFrames, cache);
    cache.set([...cache.keys()][0], 0.123);
    expect(measureQuality(gif.slice(), firstFrames, cache).ssim).toBe(0.123);
    expect(first.ssim).toBeGreaterThan(0.9);
  });
  it('refuses a file that is not a GIF', () => {
    expect(() => measureQuality(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), firstFrames)).toThrow(/not a GIF/);
  });
});
