import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { craftGif } from '../../tests/fixtures/craft-gif.ts';
import { gifHasPixels } from './gif-pixels.ts';

const CORPUS = 'tests/fixtures/corpus';

describe('gifHasPixels', () => {
  it('finds pixels in every GIF of the corpus the tests use, the truncated and bad-LZW ones included', () => {
    const gifs = fs.readdirSync(CORPUS).filter((name) => name.endsWith('.gif') && !name.includes('empty-0-bytes'));
    expect(gifs.length).toBeGreaterThan(3);
    for (const name of gifs) expect(gifHasPixels(new Uint8Array(fs.readFileSync(`${CORPUS}/${name}`))), name).toBe(true);
  });

  it('finds none when the only frame is 0×0, has no data, or there is no frame on a 16384×6103 screen', () => {
    expect(gifHasPixels(craftGif([100, 100], [1, 1]))).toBe(true);
    expect(gifHasPixels(craftGif([100, 100], [0, 0]))).toBe(false);
    expect(gifHasPixels(craftGif([100, 100], [100, 0]))).toBe(false);
    expect(gifHasPixels(craftGif([100, 100], [10, 10], 0))).toBe(false);
    expect(gifHasPixels(craftGif([16384, 6103], null))).toBe(false);
  });
});
