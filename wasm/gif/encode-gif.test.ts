import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeGif, JS_ENCODER_ABOVE_BYTES, suitsGifski } from './encode-gif.ts';
import { decodeGifFrames } from '../../tests/support/gif-decode.ts';
import { forceGifEngine, getGifEngineName, initGifski, loadGifEngine } from './gifski/gif-engine.ts';
import { compareFrames, makeFlatFrames, makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';

const input = { ...makeSyntheticFrames({ width: 40, height: 32, frames: 4 }), delaysCs: [2, 3, 5, 10] };

beforeAll(async () => {
  initGifski(await WebAssembly.compile(readFileSync(new URL('../../node_modules/gifski-wasm/pkg/gifski_wasm_bg.wasm', import.meta.url))));
});
afterEach(() => forceGifEngine(null));

/** Every decoded frame close to its source: colours within `tolerance` on average, transparency kept. */
function expectCloseFrames(decoded: Uint8ClampedArray[], source: Uint8ClampedArray[], tolerance: number) {
  expect(decoded).toHaveLength(source.length);
  decoded.forEach((frame, i) => {
    const { meanError, alphaMismatches } = compareFrames(frame, source[i]);
    expect(meanError).toBeLessThan(tolerance);
    expect(alphaMismatches).toBeLessThanOrEqual(source[i].length / 4 / 100);
  });
}

describe.each(['gifski', 'gifenc'] as const)('encodeGif through %s', (engine) => {
  it('round-trips frames, delays and size', async () => {
    forceGifEngine(engine);
    const { bytes, encoder, delaysCs } = await encodeGif(input, { loop: true });
    expect(encoder).toBe(engine);
    const decoded = decodeGifFrames(bytes);
    expect([decoded.width, decoded.height]).toEqual([40, 32]);
    expect(decoded.delaysCs).toEqual([2, 3, 5, 10]);
    expect(delaysCs).toEqual([2, 3, 5, 10]);
    expectCloseFrames(decoded.frames, input.frames, 8);
  });

  it('loops forever with loop on and plays once (no NETSCAPE block) with loop off', async () => {
    forceGifEngine(engine);
    expect(decodeGifFrames((await encodeGif(input, { loop: true })).bytes).loopCount).toBe(0);
    expect(decodeGifFrames((await encodeGif(input, { loop: false })).bytes).loopCount).toBeNull();
  });
});

describe('encodeGif engines', () => {
  it('loads the single-threaded gifski in Node once its module is given', async () => {
    expect((await loadGifEngine()).name).toBe('gifski');
    expect(getGifEngineName()).toBe('gifski');
  });

  it('uses the JS encoder when forced, as when the page disables WebAssembly', async () => {
    forceGifEngine('gifenc');
    expect((await loadGifEngine()).name).toBe('gifenc');
    expect(getGifEngineName()).toBe('gifenc');
  });

  it('gives similar pixels from gifski and the JS fallback', async () => {
    forceGifEngine('gifski');
    const wasm = decodeGifFrames((await encodeGif(input, { loop: true })).bytes);
    forceGifEngine('gifenc');
    const js = decodeGifFrames((await encodeGif(input, { loop: true })).bytes);
    expectCloseFrames(js.frames, wasm.frames, 10);
  });

  it('encodes a one-frame GIF, which gifski refuses, with the JS encoder', async () => {
    const one = { ...input, frames: input.frames.slice(0, 1), delaysCs: [7] };
    const { bytes, encoder } = await encodeGif(one, { loop: true });
    expect(encoder).toBe('gifenc');
    const decoded = decodeGifFrames(bytes);
    expect(decoded.delaysCs).toEqual([7]);
    expectCloseFrames(decoded.frames, one.frames, 8);
  });

  it('reports the delays gifski wrote when it merges identical consecutive frames', async () => {
    const flat = makeFlatFrames(8, 8, [[200, 0, 0, 255], [200, 0, 0, 255], [200, 0, 0, 255], [0, 0, 200, 255]], 5);
    const { bytes, delaysCs } = await encodeGif(flat, { loop: true });
    expect(delaysCs).toEqual(decodeGifFrames(bytes).delaysCs);
    expect(delaysCs.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('keeps exact colours when the animation has no more colours than the palette', async () => {
    forceGifEngine('gifenc');
    const flat = makeFlatFrames(6, 4, [[10, 20, 30, 255], [250, 128, 1, 255], [0, 0, 0, 0]]);
    const decoded = decodeGifFrames((await encodeGif(flat, { loop: true })).bytes);
    decoded.frames.forEach((frame, i) => expect(Array.from(frame)).toEqual(Array.from(flat.frames[i])));
  });
});

describe('encodeGif engine choice by input size', () => {
  const side = 1024; // 4 MiB a frame: four frames are exactly the threshold
  const frames = (count: number) => ({ ...makeFlatFrames(side, side, []), frames: Array(count).fill(new Uint8ClampedArray(side * side * 4)) });

  it('gives gifski inputs up to JS_ENCODER_ABOVE_BYTES of frames and the JS encoder anything more', () => {
    expect(4 * side * side * 4).toBe(JS_ENCODER_ABOVE_BYTES);
    expect(suitsGifski(frames(4))).toBe(true);
    expect(suitsGifski(frames(5))).toBe(false);
  });

  it('keeps gifski for a small emote and encodes a large input with the JS encoder, gifski loaded', async () => {
    expect((await encodeGif(input, { loop: true })).encoder).toBe('gifski');
    const colours: [number, number, number, number][] = [[200, 0, 0, 255], [0, 90, 200, 255], [30, 30, 30, 255], [250, 250, 0, 255], [0, 200, 0, 255]];
    const large = makeFlatFrames(side, side, colours, 4);
    const { bytes, encoder, delaysCs } = await encodeGif(large, { loop: true });
    expect(encoder).toBe('gifenc');
    expect(delaysCs).toEqual([4, 4, 4, 4, 4]);
    const decoded = decodeGifFrames(bytes);
    decoded.frames.forEach((frame, i) => expect(Array.from(frame.subarray(0, 8))).toEqual([...colours[i], ...colours[i]]));
    // Two real encodes of a large input: seconds on a busy 2-core machine, so not the 5 s default.
  }, 60_000);
});
