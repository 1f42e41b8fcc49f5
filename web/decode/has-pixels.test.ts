import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { craftGif } from '../../tests/fixtures/craft-gif.ts';
import { craftPng } from '../../tests/fixtures/craft-png.ts';
import { craftEmptyWebp } from '../../tests/fixtures/craft-webp.ts';
import { hasPixelData, pngHasPixels, webpHasPixels } from './has-pixels.ts';
import { sniffImageType } from './sniff.ts';

const CORPUS = 'tests/fixtures/corpus';

describe('hasPixelData', () => {
  it('finds pixels in every PNG, APNG and WebP of the corpus, the truncated PNG included', () => {
    const names = fs.readdirSync(CORPUS).filter((name) => /\.(png|webp)$/.test(name));
    expect(names.some((name) => name.includes('truncated'))).toBe(true);
    for (const name of names) {
      const bytes = new Uint8Array(fs.readFileSync(`${CORPUS}/${name}`));
      expect(hasPixelData(bytes, sniffImageType(bytes)!), name).toBe(true);
    }
  });

  it('finds none in a 16384×6103 PNG without IDAT, cut right after IHDR, or with an empty IDAT', () => {
    expect(pngHasPixels(craftPng([16384, 6103], null))).toBe(false);
    expect(pngHasPixels(craftPng([16384, 6103], null, true))).toBe(false);
    expect(pngHasPixels(craftPng([16384, 6103], []))).toBe(false);
  });

  it('finds pixels in a PNG whose IDAT holds bytes, even one cut short inside it', () => {
    expect(pngHasPixels(craftPng([16384, 6103], [0x78, 0x9c, 0x01]))).toBe(true);
    const cut = craftPng([16384, 6103], [0x78, 0x9c, 0x01, 0x02, 0x03], true);
    expect(pngHasPixels(cut.subarray(0, cut.length - 6))).toBe(true);
  });

  it('finds none in a 16384×6103 WebP with only its VP8X header, still or animated', () => {
    expect(webpHasPixels(craftEmptyWebp([16384, 6103]))).toBe(false);
    expect(webpHasPixels(craftEmptyWebp([16384, 6103], true))).toBe(false);
  });

  it('reads GIFs with gifHasPixels and leaves kinds it does not read to the decoder', () => {
    expect(hasPixelData(craftGif([100, 100], [0, 0]), 'gif')).toBe(false);
    expect(hasPixelData(craftGif([100, 100], [1, 1]), 'gif')).toBe(true);
    expect(hasPixelData(new Uint8Array([0xff, 0xd8, 0xff]), 'jpeg')).toBe(true);
  });
});
