import { readFileSync } from 'node:fs';
import decodePng from '@jsquash/png/decode.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng, initPng } from './encode-png.ts';
import { makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';

beforeAll(async () => {
  initPng(await WebAssembly.compile(readFileSync(new URL('../../node_modules/@jsquash/png/codec/pkg/squoosh_png_bg.wasm', import.meta.url))));
});

describe('encodePng', () => {
  it('round-trips RGBA exactly, transparency included', async () => {
    const { frames } = makeSyntheticFrames({ width: 21, height: 13, frames: 1 });
    const bytes = await encodePng(frames[0], 21, 13);
    expect(Array.from(bytes.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const decoded = await decodePng(bytes.slice().buffer);
    expect([decoded.width, decoded.height]).toEqual([21, 13]);
    expect(Array.from(decoded.data)).toEqual(Array.from(frames[0]));
  });

  it('encodes a view into a larger buffer from its own bytes only', async () => {
    const whole = new Uint8ClampedArray(4 * 4 * 2).fill(200);
    const second = whole.subarray(4 * 4);
    second.fill(7);
    const decoded = await decodePng((await encodePng(second, 2, 2)).slice().buffer);
    expect(Array.from(decoded.data)).toEqual(Array(16).fill(7));
  });

  it("ends with 'PNG encoding error' when the pixels do not match the size", async () => {
    await expect(encodePng(new Uint8ClampedArray(10), 2, 2)).rejects.toMatchObject({ code: 'PNG encoding error' });
    await expect(encodePng(new Uint8ClampedArray(0), 0, 0)).rejects.toMatchObject({ code: 'PNG encoding error' });
  });
});
