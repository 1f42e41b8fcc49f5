import { beforeAll, describe, expect, it } from 'vitest';
import { dropMsFrames } from '../shared/ms-frames.ts';
import { fitWebp } from './fit-webp.ts';
import { encodeWebp } from './encode-webp.ts';
import { DEFAULT_WEBP_QUALITY, type WebpFrames } from './meta.ts';
import { initWebpInNode } from '../../tests/support/node-webp.ts';

beforeAll(initWebpInNode);

/** Noisy frames (hard to compress) of a moving pattern, with a clear corner. */
function noisyFrames(side: number, count: number, delayMs = 40): WebpFrames {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  const frames = Array.from({ length: count }, () => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let i = 0; i < side * side; i++) rgba.set([random(), random(), random(), i % side < side / 8 ? 0 : 255], i * 4);
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

describe('fitWebp', () => {
  it('keeps the plain quality when the plain encode fits', async () => {
    const input = noisyFrames(32, 4);
    const plain = await encodeWebp(input, DEFAULT_WEBP_QUALITY);
    const fitted = await fitWebp(input, { limitBytes: plain.length, minSide: 16 });
    expect(fitted.report).toMatchObject({ quality: DEFAULT_WEBP_QUALITY, frameStep: 1, scale: 1 });
    expect(fitted.bytes.length).toBe(plain.length);
  });

  it('gives up quality first, then frames, then size, and never returns a file over the limit', async () => {
    const input = noisyFrames(64, 12);
    const plain = (await encodeWebp(input, DEFAULT_WEBP_QUALITY)).length;
    const lowest = (await encodeWebp(input, 40)).length;
    const byQuality = await fitWebp(input, { limitBytes: Math.round((plain + lowest) / 2), minSide: 16, plainBytes: plain });
    expect(byQuality.report.quality).toBeLessThan(DEFAULT_WEBP_QUALITY);
    expect(byQuality.report).toMatchObject({ frameStep: 1, scale: 1 });
    // Counted with no onTry listener too: at least the one try below the plain quality.
    expect(byQuality.report.encodes).toBeGreaterThan(0);
    expect(byQuality.bytes.length).toBeLessThanOrEqual(Math.round((plain + lowest) / 2));
    const byFrames = await fitWebp(input, { limitBytes: Math.round(lowest * 0.6), minSide: 16 });
    expect(byFrames.report.frameStep).toBeGreaterThan(1);
    expect(byFrames.frames.length).toBeLessThan(12);
    // Each kept frame shows for those dropped after it: the loop keeps its length.
    expect(byFrames.delaysMs.reduce((a, b) => a + b, 0)).toBe(12 * 40);
    expect(byFrames.bytes.length).toBeLessThanOrEqual(Math.round(lowest * 0.6));
    const bySize = await fitWebp(input, { limitBytes: Math.round(lowest / 8), minSide: 16 });
    expect(bySize.report.scale).toBeLessThan(1);
    expect(bySize.width).toBeLessThan(64);
    expect(bySize.bytes.length).toBeLessThanOrEqual(Math.round(lowest / 8));
  });

  it('keeps every frame and shrinks instead when a drop is refused (the flash check)', async () => {
    const input = noisyFrames(64, 12);
    const lowest = (await encodeWebp(input, 40)).length;
    const asked: number[] = [];
    const fitted = await fitWebp(input, { limitBytes: Math.round(lowest * 0.6), minSide: 16, framesMayDrop: (candidate) => (asked.push(candidate.frames.length), false) });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((frames) => frames < 12)).toBe(true);
    expect(fitted.report.frameStep).toBe(1);
    expect(fitted.frames).toHaveLength(12);
    expect(fitted.report.scale).toBeLessThan(1);
    expect(fitted.bytes.length).toBeLessThanOrEqual(Math.round(lowest * 0.6));
  });

  it('goes below quality 40 only at the smallest size the target allows, rather than leaving the file out (WhatsApp 512)', async () => {
    const input = noisyFrames(64, 12);
    const dropped = dropMsFrames(input, 2);
    const [at40, at10] = [(await encodeWebp(dropped, 40)).length, (await encodeWebp(dropped, 10)).length];
    expect(at10).toBeLessThan(at40);
    const limit = Math.round((at10 + at40) / 2);
    const fitted = await fitWebp(input, { limitBytes: limit, minSide: 64 });
    expect(fitted.report).toMatchObject({ scale: 1, frameStep: 2 });
    expect(fitted.report.quality).toBeLessThan(40);
    expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
  });

  it('drops frames below 10 fps, to 5 fps at most, when a fixed size fits no quality at 10 fps: a WhatsApp sticker is made, not left out', async () => {
    const input = noisyFrames(32, 20);
    const limit = (await encodeWebp(dropMsFrames(input, 5), 0)).length;
    expect((await encodeWebp(dropMsFrames(input, 2), 0)).length, 'nothing fits at 10 fps').toBeGreaterThan(limit);
    const fitted = await fitWebp(input, { limitBytes: limit, minSide: 32 });
    expect(fitted.report.frameStep).toBeGreaterThan(2);
    expect(fitted.report.frameStep).toBeLessThanOrEqual(5);
    expect([fitted.width, fitted.height]).toEqual([32, 32]);
    expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
  });

  it("says 'can't meet file size limit' with the closest try when the smallest side allowed is too big", async () => {
    const input = noisyFrames(64, 6);
    await expect(fitWebp(input, { limitBytes: 200, minSide: 64 })).rejects.toMatchObject({ code: "can't meet file size limit", tried: { width: 64, height: 64 } });
  });
});
