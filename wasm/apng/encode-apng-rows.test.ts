import { readFileSync } from 'node:fs';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import UPNG from 'upng-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ffprobeInfo } from '../../tests/support/ffprobe-info.ts';
import { initPng } from '../png/encode-png.ts';
import { idatStream, wasmRgbaRows, type RgbaRows } from '../png/png-rows.ts';
import { encodeApng } from './encode-apng.ts';
import { encodeLosslessApng, ROWS_SLACK } from './encode-lossless.ts';
import { fitApng } from './fit-apng.ts';
import { movingDisc } from './moving-disc.ts';
import type { ApngFrames } from './meta.ts';

/** Every frame of an APNG as full RGBA canvases, read by UPNG's decoder (pako's inflate, not the encoders'). */
const decodeFrames = (bytes: Uint8Array) => UPNG.toRGBA8(UPNG.decode(bytes.slice().buffer)).map((frame) => Array.from(new Uint8Array(frame)));

let rows: RgbaRows;
let pngModule: WebAssembly.Module;
beforeAll(async () => {
  pngModule = await WebAssembly.compile(readFileSync(new URL('../../node_modules/@jsquash/png/codec/pkg/squoosh_png_bg.wasm', import.meta.url)));
  initPng(pngModule);
  rows = (await wasmRgbaRows())!;
});

/** Four 96² frames panning across a photograph (tests/fixtures/photos, whose rows the Rust encoder filters worse than the line-by-line path). */
async function photoFrames(name: string): Promise<ApngFrames> {
  await initPngDecode(pngModule);
  const image = await decodePng(readFileSync(new URL(`../../tests/fixtures/photos/${name}`, import.meta.url)).buffer as ArrayBuffer);
  const side = 96;
  const frames = [0, 1, 2, 3].map((f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let y = 0; y < side; y++) rgba.set(image.data.subarray(((y + 100) * image.width + 150 + f * 4) * 4, ((y + 100) * image.width + 150 + f * 4 + side) * 4), y * side * 4);
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: [80, 80, 80, 80] };
}

describe("the APNG's lossless frames deflated by the PNG codec's WebAssembly (png-rows.ts)", () => {
  it('are the rows of the given frames, read back as the JavaScript path reads back, in other bytes', async () => {
    expect(rows).toBeTypeOf('function');
    const input = movingDisc(96, 64, 5);
    const js = await encodeApng(input);
    const wasm = await encodeApng(input, 0, rows);
    expect(Buffer.from(wasm).equals(Buffer.from(js)), 'the rows came from elsewhere').toBe(false);
    expect(decodeFrames(wasm)).toEqual(decodeFrames(js));
    // The first frame is whole; later ones are the rectangles that changed, blended over it.
    expect(decodeFrames(wasm)[0]).toEqual(Array.from(input.frames[0]));
    expect(ffprobeInfo(wasm)).toMatchObject({ codec: 'apng', width: 96, height: 64, frames: 5 });
    expect(wasm[25], 'colour type 6: RGBA').toBe(6);
  });

  it('leave palette frames to the JavaScript path: the same bytes with or without them', async () => {
    const input = movingDisc(64, 64, 4);
    expect(Buffer.from(await encodeApng(input, 16, rows)).equals(Buffer.from(await encodeApng(input, 16)))).toBe(true);
  });

  it('make a still PNG of one frame, and the fit hands them to its lossless tries', async () => {
    const still = movingDisc(40, 30, 1);
    expect(decodeFrames(await encodeApng(still, 0, rows))).toEqual([Array.from(still.frames[0])]);
    const input = movingDisc(64, 48, 6);
    const fitted = await fitApng(input, { limitBytes: 1_000_000, minSide: 16, rows });
    expect(fitted.report.colors).toBe(0);
    expect(Buffer.from(fitted.bytes).equals(Buffer.from(await encodeApng(input, 0, rows)))).toBe(true);
  });
});

describe('encodeLosslessApng', () => {
  it("encodes again without the rows only where their larger bytes decide whether the file fits", async () => {
    const input = await photoFrames('chelsea.png');
    const fast = await encodeApng(input, 0, rows);
    const slow = await encodeApng(input);
    expect(fast.length, 'the rows lose bytes on this photograph').toBeGreaterThan(slow.length);
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
    expect(same(await encodeLosslessApng(input, rows, fast.length), fast), 'fits as it is').toBe(true);
    expect(same(await encodeLosslessApng(input, rows, null), fast), 'no limit').toBe(true);
    expect(same(await encodeLosslessApng(input, rows, slow.length), slow), 'fits only the slow way').toBe(true);
    expect(same(await encodeLosslessApng(input, rows, Math.floor(fast.length / ROWS_SLACK) - 1), fast), 'far over either way').toBe(true);
    expect(same(await encodeLosslessApng(input, null, slow.length), slow), 'no rows').toBe(true);
  });
});

describe('idatStream', () => {
  it("joins the data of a PNG's IDAT chunks in order and skips the rest", () => {
    const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...[...type].map((c) => c.charCodeAt(0)), ...data, 1, 2, 3, 4];
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...chunk('IHDR', [9, 9]), ...chunk('IDAT', [1, 2, 3]), ...chunk('tEXt', [7]), ...chunk('IDAT', [4, 5]), ...chunk('IEND', [])]);
    expect(Array.from(idatStream(png))).toEqual([1, 2, 3, 4, 5]);
  });
});
