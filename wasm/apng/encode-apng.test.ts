import { describe, expect, it } from 'vitest';
import { ffprobeInfo as ffprobe } from '../../tests/support/ffprobe-info.ts';
import { apngDelays, encodeApng } from './encode-apng.ts';
import { movingDisc } from './moving-disc.ts';

describe('encodeApng', () => {
  it('writes an APNG that ffprobe reads: codec apng, its size, every frame with its delay, in RGBA', async () => {
    const bytes = await encodeApng(movingDisc(64, 48, 6));
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const info = ffprobe(bytes);
    expect(info).toMatchObject({ codec: 'apng', width: 64, height: 48, frames: 6, durationsMs: Array(6).fill(70) });
    // Colour type 6 in IHDR: RGBA, 8 bits a channel.
    expect(bytes[25]).toBe(6);
  });

  it('writes one frame as a plain PNG, and fewer bytes with a smaller palette (alpha still in the palette)', async () => {
    const still = await encodeApng(movingDisc(64, 64, 1));
    expect(ffprobe(still).codec).toBe('png');
    const lossless = await encodeApng(movingDisc(64, 64, 4));
    const palette = await encodeApng(movingDisc(64, 64, 4), 16);
    expect(palette.length).toBeLessThan(lossless.length);
    expect(ffprobe(palette)).toMatchObject({ codec: 'apng', frames: 4 });
    // Colour type 3 in IHDR: a palette (its alpha in tRNS).
    expect(palette[25]).toBe(3);
  });

  it('writes delays as whole ms, carrying the rounding so a loop of 30 frames at 33.3 ms stays 1 s', () => {
    const delays = apngDelays(Array(30).fill(1000 / 30));
    expect(delays.every((ms) => Number.isInteger(ms))).toBe(true);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(apngDelays([0, 100_000])).toEqual([1, 65_535]);
  });

  it("refuses frames it cannot take with 'PNG encoding error' or 'zero frames found'", async () => {
    await expect(encodeApng({ width: 4, height: 4, frames: [], delaysMs: [] })).rejects.toThrow('zero frames found');
    await expect(encodeApng({ width: 4, height: 4, frames: [new Uint8ClampedArray(10)], delaysMs: [100] })).rejects.toThrow('PNG encoding error');
    await expect(encodeApng({ width: 4, height: 4, frames: [new Uint8ClampedArray(64)], delaysMs: [] })).rejects.toThrow('PNG encoding error');
  });
});
