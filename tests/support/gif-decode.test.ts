import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from './gif-decode.ts';
import { readGifDelays } from '../../wasm/gif/gif-timing.ts';
import { encodeJsGif } from '../../wasm/gif/js-gif/js-gif-encoder.ts';
import { makeFlatFrames } from './synthetic-frames.ts';

describe('decodeGifFrames', () => {
  const flat = makeFlatFrames(4, 3, [[255, 0, 0, 255], [0, 0, 0, 0], [0, 255, 0, 255]], 6);

  it('gives every frame as the full canvas, clearing frames disposed to background', () => {
    const decoded = decodeGifFrames(encodeJsGif(flat, { colors: 255, loop: true }));
    expect(decoded.frames.map((frame) => Array.from(frame.subarray(0, 4)))).toEqual([[255, 0, 0, 255], [0, 0, 0, 0], [0, 255, 0, 255]]);
    expect(decoded.delaysCs).toEqual([6, 6, 6]);
  });

  it('reads the loop count, null without a NETSCAPE block', () => {
    expect(decodeGifFrames(encodeJsGif(flat, { colors: 255, loop: true })).loopCount).toBe(0);
    expect(decodeGifFrames(encodeJsGif(flat, { colors: 255, loop: false })).loopCount).toBeNull();
  });
});

describe('readGifDelays', () => {
  it('reads the delays without decoding pixels', () => {
    const gif = encodeJsGif({ ...makeFlatFrames(3, 3, [[1, 2, 3, 255], [4, 5, 6, 255]]), delaysCs: [2, 250] }, { colors: 255, loop: true });
    expect(readGifDelays(gif)).toEqual([2, 250]);
  });

  it('refuses bytes that are not GIF blocks', () => {
    expect(() => readGifDelays(new Uint8Array(20).fill(0x55))).toThrow(/not a GIF block/);
  });
});
