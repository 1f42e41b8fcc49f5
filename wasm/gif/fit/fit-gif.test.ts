import { describe, expect, it } from 'vitest';
import { COLOR_LADDER, fitGif } from './fit-gif.ts';
import { LOSSY_TOLERANCE } from './fit-search.ts';
import { BASE_LOSSY, createJsGifEncoder, REUSE_TOLERANCE } from '../js-gif/js-gif-encoder.ts';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { makePhotoGif } from '../../../tests/fixtures/make-photo-gif.ts';

/** Like a Discord emote from a photo: 128×128, 60 frames at 20 ms; about 330 KB at full palette. */
const emote = makeSyntheticFrames({ width: 128, height: 128, frames: 60, delayCs: 2 });
const small = makeSyntheticFrames({ width: 64, height: 64, frames: 24, delayCs: 3 });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// Each fit is 0.1–0.5 s on an idle 2-core machine; the timeout leaves room for a busy one.
describe('fitGif', { timeout: 30_000 }, () => {
  it.each([262144, 131072])('never returns a file over %i bytes and keeps every frame there', async (limitBytes) => {
    const fitted = await fitGif(emote, { limitBytes, loop: true });
    expect(fitted.bytes.length).toBeLessThanOrEqual(limitBytes);
    expect(fitted.bytes.length).toBeGreaterThan(limitBytes * 0.75);
    expect(fitted.report).toMatchObject({ limitBytes, frameStep: 1, scale: 1 });
    expect(fitted.report.colors).toBeLessThan(255);
    // At most 4 to find the palette, then the lossy palette steps above it (fit-search.ts).
    expect(fitted.report.encodes).toBeLessThanOrEqual(5);
    expect(decodeGifFrames(fitted.bytes).frames).toHaveLength(60);
  });

  it('climbs past the first palette step bought with the lossy LZW while the next one fits', async () => {
    // A photo-like loop (a Slack emote's size): at 100 KB the largest palette at the base tolerance
    // leaves room that one lossy step does not fill.
    const photo = decodeGifFrames(makePhotoGif({ width: 128, height: 128, frames: 24, delayMs: 50 }));
    const input = { width: 128, height: 128, frames: photo.frames.map((f) => new Uint8ClampedArray(f)), delaysCs: photo.delaysCs };
    const limitBytes = 100_000;
    const encoder = createJsGifEncoder(input);
    const fitsAtBase = COLOR_LADDER.findIndex((colors) => encoder.encode({ colors, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE }).length <= limitBytes);
    const fitted = await fitGif(input, { limitBytes, loop: true });
    expect(fitted.bytes.length).toBeLessThanOrEqual(limitBytes);
    expect(fitted.report).toMatchObject({ frameStep: 1, scale: 1, lossy: LOSSY_TOLERANCE });
    // Two steps or more above the base palette: the first lossy step fitted and the next did too.
    expect(fitted.report.colors).toBeGreaterThanOrEqual(COLOR_LADDER[fitsAtBase - 2]);
  });

  it.each([20000, 4000, 1500])('never returns a file over a small limit of %i bytes', async (limitBytes) => {
    const fitted = await fitGif(small, { limitBytes, loop: false });
    expect(fitted.bytes.length).toBeLessThanOrEqual(limitBytes);
    const decoded = decodeGifFrames(fitted.bytes);
    expect([decoded.width, decoded.height]).toEqual([fitted.width, fitted.height]);
    expect(decoded.loopCount).toBeNull();
  });

  it('never returns a file over the limit across a sweep of limits', async () => {
    const tiny = makeSyntheticFrames({ width: 32, height: 32, frames: 6, delayCs: 5 });
    for (let limitBytes = 1000; limitBytes < 8000; limitBytes = Math.round(limitBytes * 1.2)) {
      const fitted = await fitGif(tiny, { limitBytes, loop: true });
      expect(fitted.bytes.length, `limit ${limitBytes}`).toBeLessThanOrEqual(limitBytes);
    }
  });

  it('changes nothing when the full palette already fits', async () => {
    const fitted = await fitGif(small, { limitBytes: 10_000_000, loop: true });
    expect(fitted.report).toEqual({ limitBytes: 10_000_000, encodes: 1, quality: 100, colors: 255, scale: 1, frameStep: 1, lossy: BASE_LOSSY, fromFps: 33.3 });
    expect(fitted.delaysCs).toEqual(small.delaysCs);
  });

  it('fits a one-frame GIF, shrinking it since there are no frames to drop', async () => {
    const still = makeSyntheticFrames({ width: 64, height: 64, frames: 1 });
    const fitted = await fitGif(still, { limitBytes: 1200, loop: true });
    expect(fitted.bytes.length).toBeLessThanOrEqual(1200);
    expect(fitted.report.frameStep).toBe(1);
    expect(decodeGifFrames(fitted.bytes).frames).toHaveLength(1);
  });

  it('keeps the total duration when it drops frames', async () => {
    const fitted = await fitGif(emote, { limitBytes: 60000, loop: true });
    expect(fitted.report.frameStep).toBeGreaterThan(1);
    expect(fitted.delaysCs).toHaveLength(Math.ceil(60 / fitted.report.frameStep));
    expect(sum(fitted.delaysCs)).toBe(sum(emote.delaysCs));
    expect(decodeGifFrames(fitted.bytes).delaysCs).toEqual(fitted.delaysCs);
  });

  it('keeps every frame and shrinks instead when a drop is refused (the flash check), asking only about tries that drop', async () => {
    const asked: number[] = [];
    const fitted = await fitGif(emote, { limitBytes: 60000, loop: true, framesMayDrop: (candidate) => (asked.push(candidate.frames.length), false) });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((frames) => frames < 60)).toBe(true);
    expect(fitted.report.frameStep).toBe(1);
    expect(fitted.delaysCs).toHaveLength(60);
    expect(fitted.report.scale).toBeLessThan(1);
    expect(fitted.bytes.length).toBeLessThanOrEqual(60000);
  });

  it('keeps a drop the check allows', async () => {
    const fitted = await fitGif(emote, { limitBytes: 60000, loop: true, framesMayDrop: () => true });
    expect(fitted.report.frameStep).toBeGreaterThan(1);
  });

  it('returns the smaller width and height when it has to scale', async () => {
    const fitted = await fitGif(emote, { limitBytes: 8000, loop: true });
    expect(fitted.report.scale).toBeLessThan(1);
    expect(fitted.width).toBe(Math.round(128 * fitted.report.scale));
    const decoded = decodeGifFrames(fitted.bytes);
    expect([decoded.width, decoded.height]).toEqual([fitted.width, fitted.height]);
    expect(fitted.bytes.length).toBeLessThanOrEqual(8000);
  });

  it("ends with can't meet file size limit when nothing can fit", async () => {
    await expect(fitGif(small, { limitBytes: 100, loop: true })).rejects.toMatchObject({ code: "can't meet file size limit" });
  });

  it('stops with encoding interrupted when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fitGif(small, { limitBytes: 4000, loop: true, signal: controller.signal })).rejects.toMatchObject({ code: 'encoding interrupted' });
  });

  it('checks for an abort between encodes', async () => {
    let checks = 0;
    const signal = { get aborted() { return ++checks > 1; } } as AbortSignal;
    await expect(fitGif(small, { limitBytes: 4000, loop: true, signal })).rejects.toMatchObject({ code: 'encoding interrupted' });
    expect(checks).toBe(2);
  });
});
