/** The WebM fit in Chromium: under a small byte limit, bitrate first, never over, and the outcome when nothing fits. */
import { describe, expect, it } from 'vitest';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { encodeWebm } from './encode-webm.ts';
import { fitWebm } from './fit-webm.ts';
import { defaultWebmBitrate } from './meta.ts';
import { readWebm } from './read-webm.ts';
import type { WebmFrames } from './meta.ts';

/** Noisy moving frames: VP9 needs many bytes for them at a high bitrate. */
function noisy(count: number, side = 100, delayMs = 40): WebmFrames {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  const frames = Array.from({ length: count }, () => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([random(), random(), random(), i % 3 === 0 ? 255 : 128], i);
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

/** A soft-edged disc swaying over moving stripes: content whose bytes follow VP9's bitrate, as an emote's do. */
function swaying(count: number, side = 100, delayMs = 40): WebmFrames {
  const frames = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) {
      const d = Math.hypot(x - side / 2 - 20 * Math.sin(f / 5), y - side / 2);
      const t = Math.sin(x * 0.3 + f) * Math.cos(y * 0.25 - f * 0.5);
      rgba.set([128 + 100 * t, (x * 255) / side, (y * 255) / side + 30 * Math.sin(x * y + f), d < 35 ? 255 : d < 45 ? (45 - d) * 25 : 0], (y * side + x) * 4);
    }
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

describe('fitWebm', () => {
  it('fits a 3 s 100×100 loop under 60 KB by bitrate alone, at full size and frame rate, and the file reads back', async () => {
    const input = swaying(75);
    const plain = await encodeWebm(input, defaultWebmBitrate(100, 100));
    expect(plain.length).toBeGreaterThan(150_000);
    const fitted = await fitWebm(input, { limitBytes: 60_000, minSide: 100, plainBytes: plain.length });
    expect(fitted.bytes.length).toBeLessThanOrEqual(60_000);
    // Most of the budget is used: the bitrate was aimed, not dropped to the floor.
    expect(fitted.bytes.length).toBeGreaterThan(35_000);
    expect([fitted.width, fitted.height, fitted.frames.length]).toEqual([100, 100, 75]);
    expect(fitted.report.quality).toBeLessThan(defaultWebmBitrate(100, 100) / 1000);
    expect(fitted.report.frameStep).toBe(1);
    expect(fitted.report.encodes).toBeGreaterThan(0);
    const read = await readWebm(fitted.bytes);
    expect([read.width, read.height, read.frames.length, read.transparent]).toEqual([100, 100, 75, true]);
  });

  it("ends with 'can't meet file size limit' and the closest try when even the lowest bitrate at the smallest size is over", async () => {
    const input = noisy(12);
    await expect(fitWebm(input, { limitBytes: 300, minSide: 100 })).rejects.toMatchObject({
      code: ENCODE_ERRORS.fileSizeLimit,
      tried: expect.objectContaining({ width: 100, height: 100, limitBytes: 300 }),
    });
  });
});
