/** The APNG codec in Chromium, read back by Chromium's own ImageDecoder: every frame, its time and its 8-bit alpha. */
import { describe, expect, it } from 'vitest';
import { encodeApng } from './encode-apng.ts';
import { fitApng } from './fit-apng.ts';
import type { ApngFrames } from './meta.ts';
import { wasmRgbaRows } from '../png/png-rows.ts';
import { fflateDeflate, nativeDeflate, zlibDeflate } from './zlib-deflate.ts';
import { makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';

/** A gradient square moving right, with a half-transparent (alpha 100) column at its left edge. */
function frames(count: number, side = 64, delayMs = 50): ApngFrames {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let y = 16; y < 48; y++)
      for (let x = f * 2; x < f * 2 + 24; x++) rgba.set([200, (y * 255) / side, 90 + f * 8, x === f * 2 ? 100 : 255], (y * side + x) * 4);
    return rgba;
  });
  return { width: side, height: side, frames: list, delaysMs: Array(count).fill(delayMs) };
}

/** Every frame Chromium decodes from the bytes, with its duration in ms and its pixels. */
async function decodeEvery(bytes: Uint8Array) {
  const decoder = new ImageDecoder({ data: bytes, type: 'image/png' });
  await decoder.tracks.ready;
  const count = decoder.tracks.selectedTrack!.frameCount;
  const out: { durationMs: number; rgba: Uint8ClampedArray }[] = [];
  for (let i = 0; i < count; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    out.push({ durationMs: (image.duration ?? 0) / 1000, rgba: ctx.getImageData(0, 0, canvas.width, canvas.height).data });
    image.close();
  }
  decoder.close();
  return out;
}

const alphaAt = (rgba: Uint8ClampedArray, side: number, x: number, y: number) => rgba[(y * side + x) * 4 + 3];

describe('encodeApng in Chromium', () => {
  it('round-trips every frame losslessly, with its duration and its soft alpha', async () => {
    const input = frames(6);
    const decoded = await decodeEvery(await encodeApng(input));
    expect(decoded).toHaveLength(6);
    decoded.forEach((frame, f) => {
      expect(frame.durationMs).toBe(50);
      expect(alphaAt(frame.rgba, 64, f * 2, 20)).toBe(100);
      expect(alphaAt(frame.rgba, 64, f * 2 + 5, 20)).toBe(255);
      expect(alphaAt(frame.rgba, 64, 60, 4)).toBe(0);
      // Lossless: an opaque pixel comes back exactly.
      expect([...frame.rgba.subarray((20 * 64 + f * 2 + 5) * 4, (20 * 64 + f * 2 + 5) * 4 + 3)]).toEqual([...input.frames[f].subarray((20 * 64 + f * 2 + 5) * 4, (20 * 64 + f * 2 + 5) * 4 + 3)]);
    });
  });

  it("deflates lossless frames with the PNG codec's WebAssembly here, which Chromium reads back frame for frame as the JavaScript path's", async () => {
    const rows = await wasmRgbaRows();
    expect(rows, 'the codec started in Chromium').not.toBeNull();
    const input = frames(6);
    const [js, wasm] = [await encodeApng(input), await encodeApng(input, 0, rows)];
    expect(wasm).not.toEqual(js);
    const [fromJs, fromWasm] = [await decodeEvery(js), await decodeEvery(wasm)];
    expect(fromWasm).toHaveLength(6);
    fromWasm.forEach((frame, f) => {
      expect(frame.durationMs).toBe(50);
      expect([...frame.rgba]).toEqual([...fromJs[f].rgba]);
    });
  });

  it('keeps the half-transparent edge in a 16-colour palette', async () => {
    const decoded = await decodeEvery(await encodeApng(frames(4), 16));
    expect(decoded).toHaveLength(4);
    for (const [f, frame] of decoded.entries()) {
      const edge = alphaAt(frame.rgba, 64, f * 2, 20);
      expect(edge).toBeGreaterThan(60);
      expect(edge).toBeLessThan(160);
    }
  });

  it("deflates palette frames with Chromium's own zlib, which it reads back frame for frame as fflate's", async () => {
    expect(zlibDeflate, 'CompressionStream is there').toBe(nativeDeflate);
    const input = frames(5);
    const [native, js] = [await encodeApng(input, 32), await encodeApng(input, 32, null, fflateDeflate)];
    expect(native).not.toEqual(js);
    const [fromNative, fromJs] = [await decodeEvery(native), await decodeEvery(js)];
    expect(fromNative).toHaveLength(5);
    fromNative.forEach((frame, f) => expect([...frame.rgba]).toEqual([...fromJs[f].rgba]));
  });

  it('fits photo-like frames under a small byte limit by giving up colours, and every frame it wrote still decodes', async () => {
    const photo = makeSyntheticFrames({ width: 64, height: 64, frames: 10 });
    const input: ApngFrames = { width: 64, height: 64, frames: photo.frames, delaysMs: Array(10).fill(40) };
    const limit = Math.round((await encodeApng(input)).length * 0.7);
    const fitted = await fitApng(input, { limitBytes: limit, minSide: 16 });
    expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
    expect(fitted.report.colors).toBeGreaterThan(0);
    expect(fitted.report.encodes).toBeGreaterThan(1);
    const decoded = await decodeEvery(fitted.bytes);
    expect(decoded).toHaveLength(fitted.frames.length);
    expect(decoded.reduce((sum, frame) => sum + frame.durationMs, 0)).toBe(400);
  });
});
