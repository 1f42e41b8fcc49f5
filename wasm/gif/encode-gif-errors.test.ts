import { afterEach, describe, expect, it } from 'vitest';
import { encodeGif } from './encode-gif.ts';
import { forceGifEngine } from './gifski/gif-engine.ts';
import { encodeWithGifski } from './gifski/gifski-encode.ts';
import { makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';

const input = makeSyntheticFrames({ width: 8, height: 8, frames: 2 });
const failWith = (error: Error) => () => Promise.reject(error);
// The engine is the worker's one choice: the next file finds it as detection leaves it.
afterEach(() => forceGifEngine(null));

describe('encodeGif errors', () => {
  it("ends with 'zero frames found' when there is nothing to encode", async () => {
    forceGifEngine('gifenc');
    await expect(encodeGif({ width: 8, height: 8, frames: [], delaysCs: [] }, { loop: true })).rejects.toMatchObject({ code: 'zero frames found' });
  });

  it("ends with 'GIF encoding error' when a frame's size disagrees with the GIF's", async () => {
    forceGifEngine('gifenc');
    const bad = { ...input, frames: [input.frames[0], new Uint8ClampedArray(12)] };
    await expect(encodeGif(bad, { loop: true })).rejects.toMatchObject({ code: 'GIF encoding error' });
  });

  it("turns gifski's own failures into 'GIF encoding error'", async () => {
    await expect(encodeWithGifski(failWith(new Error('Encoding error.')), input, 80, true)).rejects.toMatchObject({ code: 'GIF encoding error' });
  });

  it("turns a RangeError or an 'unreachable' trap from gifski into 'web worker out of memory'", async () => {
    const grow = new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
    await expect(encodeWithGifski(failWith(grow), input, 80, true)).rejects.toMatchObject({ code: 'web worker out of memory' });
    const trap = new WebAssembly.RuntimeError('unreachable');
    await expect(encodeWithGifski(failWith(trap), input, 80, true)).rejects.toMatchObject({ code: 'web worker out of memory' });
  });

  it('asks gifski to loop forever with repeat -1 and to play once with repeat 0', async () => {
    const seen: (number | undefined)[] = [];
    const spy = async (options: { repeat?: number }) => {
      seen.push(options.repeat);
      return new Uint8Array();
    };
    await encodeWithGifski(spy, input, 80, true);
    await encodeWithGifski(spy, input, 80, false);
    expect(seen).toEqual([-1, 0]);
  });
});
