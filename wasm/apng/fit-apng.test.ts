import { describe, expect, it, vi } from 'vitest';
import { fitApng } from './fit-apng.ts';
import { encodeApng } from './encode-apng.ts';

// The fit's encodes, watched: the real encoder, called through a spy.
vi.mock('./encode-apng.ts', async (original) => {
  const real = await original<typeof import('./encode-apng.ts')>();
  return { ...real, encodeApng: vi.fn(real.encodeApng) };
});
import type { ApngFrames } from './meta.ts';
import { dropMsFrames } from '../shared/ms-frames.ts';

/** Noisy frames (hard to compress) with a clear left strip. */
function noisyFrames(side: number, count: number, delayMs = 40): ApngFrames {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  const frames = Array.from({ length: count }, () => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let i = 0; i < side * side; i++) rgba.set([random(), random(), random(), i % side < side / 8 ? 0 : 255], i * 4);
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

describe('fitApng', () => {
  it('keeps the lossless encode when it fits', async () => {
    const input = noisyFrames(32, 4);
    const plain = await encodeApng(input);
    const fitted = await fitApng(input, { limitBytes: plain.length, minSide: 16 });
    expect(fitted.report).toMatchObject({ colors: 0, frameStep: 1, scale: 1 });
    expect(fitted.bytes).toEqual(plain);
  });

  it('gives up colours down to 128, then frames and size, then fewer colours, and never returns a file over the limit', async () => {
    const input = noisyFrames(48, 12);
    const plain = (await encodeApng(input)).length;
    const at16 = (await encodeApng(input, 16)).length;
    const byColors = await fitApng(input, { limitBytes: Math.round((plain + at16) / 2), minSide: 16, plainBytes: plain });
    expect(byColors.report.colors).toBeGreaterThan(0);
    expect(byColors.report.encodes).toBeGreaterThan(0);
    expect(byColors.report).toMatchObject({ frameStep: 1, scale: 1 });
    expect(byColors.bytes.length).toBeLessThanOrEqual(Math.round((plain + at16) / 2));
    const byFrames = await fitApng(input, { limitBytes: Math.round(at16 * 0.6), minSide: 16 });
    expect(byFrames.report.frameStep).toBeGreaterThan(1);
    expect(byFrames.report.colors).toBeGreaterThan(0);
    // Each kept frame shows for those dropped after it: the loop keeps its length.
    expect(byFrames.delaysMs.reduce((a, b) => a + b, 0)).toBe(12 * 40);
    expect(byFrames.bytes.length).toBeLessThanOrEqual(Math.round(at16 * 0.6));
    const smallest = (await encodeApng(dropMsFrames(input, 2), 16)).length;
    const bySize = await fitApng(input, { limitBytes: Math.round(smallest / 3), minSide: 16 });
    expect(bySize.report.scale).toBeLessThan(1);
    expect(bySize.width).toBeLessThan(48);
    expect(bySize.bytes.length).toBeLessThanOrEqual(Math.round(smallest / 3));
  });

  it('keeps 128 colours or more while frame rate can still give way, though 16 colours at every frame would fit too', async () => {
    const input = noisyFrames(48, 12);
    const limit = (await encodeApng(input, 16)).length;
    expect((await encodeApng(dropMsFrames(input, 2), 128)).length, '128 colours at every other frame fit').toBeLessThanOrEqual(limit);
    const fitted = await fitApng(input, { limitBytes: limit, minSide: 48 });
    expect(fitted.report).toMatchObject({ frameStep: 2, scale: 1 });
    expect(fitted.report.colors).toBeGreaterThanOrEqual(128);
    expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
  });

  it('drops frames below 10 fps, to 5 fps at most, when a fixed size fits no palette at 10 fps: a sticker is made, not left out', async () => {
    const input = noisyFrames(32, 20);
    const limit = (await encodeApng(dropMsFrames(input, 4), 16)).length;
    expect((await encodeApng(dropMsFrames(input, 2), 16)).length, 'nothing fits at 10 fps').toBeGreaterThan(limit);
    const fitted = await fitApng(input, { limitBytes: limit, minSide: 32 });
    expect(fitted.report.frameStep).toBeGreaterThan(2);
    expect(fitted.report.frameStep).toBeLessThanOrEqual(5);
    expect(fitted.delaysMs.reduce((a, b) => a + b, 0) / fitted.frames.length).toBeLessThanOrEqual(200);
    expect([fitted.width, fitted.height]).toEqual([32, 32]);
    expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
  });

  it('never returns a file over the limit, over a range of small limits', async () => {
    const input = noisyFrames(40, 6);
    for (const limit of [30_000, 12_000, 6_000, 3_000]) {
      const fitted = await fitApng(input, { limitBytes: limit, minSide: 8 }).catch((error: unknown) => error as Error);
      if (fitted instanceof Error) expect(fitted).toMatchObject({ code: "can't meet file size limit" });
      else expect(fitted.bytes.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps every frame and shrinks instead when a drop is refused (the flash check)', async () => {
    const input = noisyFrames(48, 12);
    const at16 = (await encodeApng(input, 16)).length;
    const fitted = await fitApng(input, { limitBytes: Math.round(at16 * 0.6), minSide: 16, framesMayDrop: () => false });
    expect(fitted.report.frameStep).toBe(1);
    expect(fitted.frames).toHaveLength(12);
    expect(fitted.report.scale).toBeLessThan(1);
    expect(fitted.bytes.length).toBeLessThanOrEqual(Math.round(at16 * 0.6));
  });

  it('clips the loop to the longest duration allowed (a Discord sticker plays at most 5 s) before trading anything', async () => {
    const input = noisyFrames(16, 8, 900);
    const fitted = await fitApng(input, { limitBytes: 1_000_000, minSide: 16, maxDurationMs: 5000 });
    expect(fitted.frames).toHaveLength(6);
    expect(fitted.delaysMs).toEqual([900, 900, 900, 900, 900, 500]);
    expect(fitted.report).toMatchObject({ colors: 0, frameStep: 1, scale: 1 });
  });

  it("says 'can't meet file size limit' with the closest try when the smallest side allowed is too big", async () => {
    const input = noisyFrames(48, 6);
    await expect(fitApng(input, { limitBytes: 200, minSide: 48 })).rejects.toMatchObject({ code: "can't meet file size limit", tried: { width: 48, height: 48 } });
  });

  it('makes no lossless encode when told a sample put it far over, and fits the same file as when the encode was made', async () => {
    const input = noisyFrames(48, 12);
    const plain = (await encodeApng(input)).length;
    const limitBytes = Math.round((await encodeApng(input, 16)).length * 1.2);
    const made = await fitApng(input, { limitBytes, minSide: 16, plainBytes: plain });
    const told = await fitApng(input, { limitBytes, minSide: 16, plainFarOver: true });
    const unknown = await fitApng(input, { limitBytes, minSide: 16 });
    expect(told.bytes).toEqual(made.bytes);
    expect(told.report.encodes).toBe(made.report.encodes);
    // Without either, the fit makes the lossless encode itself first.
    expect(unknown.report.encodes).toBe(made.report.encodes + 1);
  });

  it('never encodes the same frames at the same palette twice in a fit (the floor is often the first try of a step)', async () => {
    // A fixed-size sticker at 20 fps: frame rate and palette are the levers, and the floor is 10 fps at 16 colours.
    const input = noisyFrames(24, 16, 50);
    const spy = vi.mocked(encodeApng);
    const plain = (await encodeApng(input)).length;
    for (const share of [0.15, 0.2, 0.3, 0.45]) {
      spy.mockClear();
      const limit = Math.round(plain * share);
      const fitted = await fitApng(input, { limitBytes: limit, minSide: 24 });
      expect(fitted.bytes.length).toBeLessThanOrEqual(limit);
      const calls = spy.mock.calls.map(([frames, colors]) => `${colors} ${frames.width} ${frames.delaysMs.join(',')} ${frames.frames.map((f) => input.frames.indexOf(f)).join(',')}`);
      expect(new Set(calls).size, calls.join('\n')).toBe(calls.length);
      expect(fitted.report.encodes).toBe(calls.length);
    }
  });

  it('tries the fewest colours first where the floor puts them over too: one encode ends that frame rate', async () => {
    const input = noisyFrames(24, 16, 50);
    const spy = vi.mocked(encodeApng);
    // The floor: 10 fps (8 frames) at 16 colours. At 20 fps the same palette is about twice its bytes, over this limit.
    const floor = (await encodeApng(dropMsFrames(input, 2), 16)).length;
    spy.mockClear();
    const fitted = await fitApng(input, { limitBytes: Math.round(floor * 1.5), minSide: 24, plainFarOver: true });
    const atFullRate = spy.mock.calls.filter(([frames]) => frames.frames.length === 16).map(([, colors]) => colors);
    expect(fitted.report.frameStep).toBe(2);
    // Pass 1 (256 and 128 colours) ends at its floor; pass 2 tries 16 colours at 20 fps, over, and no more there.
    expect(atFullRate).toEqual([16]);
    expect(fitted.bytes.length).toBeLessThanOrEqual(Math.round(floor * 1.5));
    expect(fitted.report.colors).toBeGreaterThanOrEqual(16);
  });

  it("says 'encoding interrupted' when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fitApng(noisyFrames(16, 2), { limitBytes: 100, minSide: 16, signal: controller.signal })).rejects.toMatchObject({ code: 'encoding interrupted' });
  });
});
