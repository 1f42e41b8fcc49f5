import { describe, expect, it } from 'vitest';
import { encodeGif } from './gif/encode-gif.ts';
import { encodePng } from './png/encode-png.ts';
import { decodeGifFrames } from '../tests/support/gif-decode.ts';
import { loadGifEngine } from './gif/gifski/gif-engine.ts';
import { makeSyntheticFrames } from '../tests/support/synthetic-frames.ts';

// In Chromium the wasm files load from the URLs Vite serves, with no init call: as in the app.
describe('codecs in the browser', () => {
  it('start gifski from its bundled wasm and encode with it', async () => {
    expect((await loadGifEngine()).name).toBe('gifski');
    const input = makeSyntheticFrames({ width: 24, height: 24, frames: 3 });
    const { bytes, encoder } = await encodeGif(input, { loop: true });
    expect(encoder).toBe('gifski');
    expect(decodeGifFrames(bytes).frames).toHaveLength(3);
  });

  it('start the PNG encoder from its bundled wasm', async () => {
    const { frames } = makeSyntheticFrames({ width: 8, height: 8, frames: 1 });
    const bytes = await encodePng(frames[0], 8, 8);
    expect(Array.from(bytes.subarray(1, 4))).toEqual([80, 78, 71]);
  });
});
