import { describe, expect, it } from 'vitest';
import { GifReader } from 'omggif';
import { mulberry32 } from '../../../web/emotes/seeded-random.ts';
import { createByteWriter } from './byte-writer.ts';
import { encodeLzw, type LossyMatch } from './lzw-encode.ts';

/** A one-frame GIF around the LZW data, with a grey ramp palette (entry i is grey 4·i), read back by omggif as palette indices. */
function roundTrip(pixels: Uint8Array, width: number, lossy: LossyMatch | null = null): Uint8Array {
  const out = createByteWriter();
  out.ascii('GIF89a');
  out.uint16(width);
  out.uint16(pixels.length / width);
  out.bytes([0xf7, 0, 0]);
  for (let i = 0; i < 256; i++) out.bytes([(i * 4) & 0xff, (i * 4) & 0xff, (i * 4) & 0xff]);
  out.byte(0x2c);
  out.uint16(0);
  out.uint16(0);
  out.uint16(width);
  out.uint16(pixels.length / width);
  out.byte(0);
  encodeLzw(pixels, 8, out, lossy);
  out.byte(0x3b);
  const reader = new GifReader(out.result());
  const rgba = new Uint8Array(pixels.length * 4);
  reader.decodeAndBlitFrameRGBA(0, rgba);
  return Uint8Array.from({ length: pixels.length }, (_, p) => rgba[p * 4] / 4);
}

/** Noisy grey ramp: index i shows luma 4·i, each pixel ±1 index from the ramp. */
function noisyRamp(width: number, height: number): { indices: Uint8Array; yuv: Float32Array } {
  const random = mulberry32(3);
  const indices = new Uint8Array(width * height);
  const yuv = new Float32Array(width * height * 3);
  for (let p = 0; p < indices.length; p++) {
    const ramp = Math.floor(((p % width) / width) * 60);
    indices[p] = Math.max(0, ramp + Math.round(random() * 2 - 1));
    yuv[p * 3] = ramp * 4;
  }
  return { indices, yuv };
}

const greyPalette = () => {
  const yuv = new Float32Array(256 * 3);
  for (let i = 0; i < 64; i++) yuv[i * 3] = i * 4;
  return yuv;
};

describe('encodeLzw', { timeout: 60_000 }, () => {
  it('round-trips exactly through omggif when lossless, over table resets', () => {
    const { indices } = noisyRamp(200, 120);
    expect(roundTrip(indices.slice(), 200)).toEqual(indices);
  });

  it('round-trips what it says it wrote when lossy, and each pixel stays within the tolerance of the source', () => {
    const { indices, yuv } = noisyRamp(128, 96);
    const pixels = indices.slice();
    const paletteYuv = greyPalette();
    const tolerance = 6;
    const decoded = roundTrip(pixels, 128, { paletteYuv, source: yuv, limit: tolerance ** 2, transparentIndex: 255, shown: null });
    expect(decoded).toEqual(pixels);
    for (let p = 0; p < pixels.length; p++) {
      const nearest = (paletteYuv[indices[p] * 3] - yuv[p * 3]) ** 2;
      const shown = (paletteYuv[pixels[p] * 3] - yuv[p * 3]) ** 2;
      expect(shown - nearest).toBeLessThanOrEqual(tolerance ** 2);
    }
    expect(pixels).not.toEqual(indices);
  });

  it('makes a smaller stream when lossy, and a larger tolerance makes it smaller still', () => {
    const { indices, yuv } = noisyRamp(128, 96);
    const size = (tolerance: number) => {
      const out = createByteWriter();
      encodeLzw(indices.slice(), 8, out, tolerance ? { paletteYuv: greyPalette(), source: yuv, limit: tolerance ** 2, transparentIndex: 255, shown: null } : null);
      return out.result().length;
    };
    expect(size(4)).toBeLessThan(size(0));
    expect(size(8)).toBeLessThan(size(4));
  });

  it('never turns a transparent pixel opaque or an opaque one transparent over a clear canvas', () => {
    const { indices, yuv } = noisyRamp(64, 64);
    for (let p = 0; p < indices.length; p += 7) indices[p] = 255;
    const pixels = indices.slice();
    roundTrip(pixels, 64, { paletteYuv: greyPalette(), source: yuv, limit: 100, transparentIndex: 255, shown: null });
    for (let p = 0; p < pixels.length; p++) expect(pixels[p] === 255).toBe(indices[p] === 255);
  });
});
