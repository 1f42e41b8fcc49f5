import { unzlibSync } from 'fflate';
import UPNG from 'upng-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeApng } from './encode-apng.ts';
import { movingDisc } from './moving-disc.ts';
import { fflateDeflate, nativeDeflate, zlibDeflate, type Deflate } from './zlib-deflate.ts';

/** Bytes that compress as a frame of palette indices does: runs and noise. */
function indexRows(length: number): Uint8Array {
  const data = new Uint8Array(length);
  let seed = 7;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = i % 97 < 40 ? 3 : seed >>> 24;
  }
  return data;
}

/** Every frame of an APNG as full RGBA canvases, read by UPNG's decoder (pako's inflate). */
const decodeFrames = (bytes: Uint8Array) => UPNG.toRGBA8(UPNG.decode(bytes.slice().buffer)).map((frame) => Array.from(new Uint8Array(frame)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the zlib stream of a frame', () => {
  it('is the engine’s own zlib where CompressionStream exists, and inflates back to the rows either way', async () => {
    expect(zlibDeflate).toBe(nativeDeflate);
    const data = indexRows(100_000);
    for (const deflate of [nativeDeflate, fflateDeflate]) expect(unzlibSync(await deflate(data))).toEqual(data);
    // Two coders, two streams: a test that could not tell them apart would not show which one ran.
    expect(Buffer.from(await nativeDeflate(data)).equals(Buffer.from(await fflateDeflate(data)))).toBe(false);
    expect(unzlibSync(await nativeDeflate(new Uint8Array(0)))).toEqual(new Uint8Array(0));
  });

  it('is fflate’s where the engine has no CompressionStream', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const fresh = await import('./zlib-deflate.ts');
    expect(fresh.zlibDeflate).toBe(fresh.fflateDeflate);
  });

  it('is what the APNG writer deflates every palette frame with: the file decodes alike from either coder', async () => {
    const input = movingDisc(64, 48, 5);
    const calls: number[] = [];
    const counted: Deflate = (data) => (calls.push(data.length), nativeDeflate(data));
    const native = await encodeApng(input, 16, null, counted);
    expect(calls, 'one deflate a frame').toHaveLength(5);
    const js = await encodeApng(input, 16, null, fflateDeflate);
    expect(Buffer.from(native).equals(Buffer.from(js))).toBe(false);
    expect(decodeFrames(native)).toEqual(decodeFrames(js));
    // The default is the engine's zlib: the same bytes as with it handed over.
    expect(Buffer.from(await encodeApng(input, 16)).equals(Buffer.from(native))).toBe(true);
  });

  it('rejects the encode with the PNG error when a frame cannot be deflated', async () => {
    const failing: Deflate = () => Promise.reject(new Error('no memory'));
    await expect(encodeApng(movingDisc(32, 32, 3), 16, null, failing)).rejects.toThrow('PNG encoding error');
  });
});
