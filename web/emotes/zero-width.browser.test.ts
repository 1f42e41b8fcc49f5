import { describe, expect, it } from 'vitest';
import { findEffect } from '../effects/index.ts';
import { defaultSettings } from './settings.ts';
import { composeEmote } from '../test-support/emote-job.ts';
import zeroWidth from './zero-width.ts';

const SIZE = zeroWidth.defaultSize;

/** Where the overlay alone draws on an empty canvas of the size, frame by frame: the effect's own pixels. */
function effectAlone(id: string, frames: number): Uint8ClampedArray[] {
  const settings = defaultSettings(zeroWidth.settings, SIZE);
  const effect = findEffect(id)!;
  return Array.from({ length: frames }, (_, i) => {
    const canvas = new OffscreenCanvas(SIZE.width, SIZE.height);
    const ctx = canvas.getContext('2d')!;
    effect.apply({ canvas, ctx, width: SIZE.width, height: SIZE.height, p: i / frames, cycleFrames: frames, scratch: canvas, settings: { ...settings, wholeFrame: true } });
    return ctx.getImageData(0, 0, SIZE.width, SIZE.height).data;
  });
}

/** Share of pixels with any alpha. */
const drawnShare = (frame: Uint8ClampedArray) => {
  let drawn = 0;
  for (let i = 3; i < frame.length; i += 4) if (frame[i] > 0) drawn++;
  return drawn / (frame.length / 4);
};

describe('zero-width', () => {
  it.each([[0, 'rain'], [1, 'confetti'], [2, 'hearts']] as const)('overlay %i (%s) is fully transparent where the effect draws nothing and drawn where it draws', async (overlay, id) => {
    const out = await composeEmote(zeroWidth, { inputs: [], settings: { overlay } });
    expect(out.frames.length).toBeGreaterThan(4);
    const alone = effectAlone(id, out.frames.length);
    let strayPixels = 0, differentPixels = 0, drawn = 0, solid = 0;
    out.frames.forEach((frame, f) => {
      for (let i = 3; i < frame.length; i += 4) {
        if (alone[f][i] === 0) strayPixels += frame[i] === 0 ? 0 : 1;
        else if ([0, 1, 2, 3].some((k) => frame[i - k] !== alone[f][i - k])) differentPixels++;
        if (frame[i] > 0) drawn++;
        if (frame[i] >= 128) solid++;
      }
      const share = drawnShare(frame);
      expect(share, `frame ${f}`).toBeGreaterThan(0.01);
      expect(share, `frame ${f}`).toBeLessThan(0.6);
    });
    // Clear wherever the effect alone draws nothing; its own pixels wherever it draws.
    expect([strayPixels, differentPixels]).toEqual([0, 0]);
    // Opaque where it draws: a good share of drawn pixels is solid enough for a GIF to keep (alpha at least 128;
    // rain's thin streaks have antialiased edges, about half their pixels at 112 px).
    expect(solid / drawn).toBeGreaterThan(0.35);
  });

  it('party lights draw spots of rainbow on a clear frame, and change colour through the loop', async () => {
    const out = await composeEmote(zeroWidth, { inputs: [], settings: { overlay: 3 } });
    for (const frame of out.frames) {
      const share = drawnShare(frame);
      expect(share).toBeGreaterThan(0.02);
      expect(share).toBeLessThan(0.8);
      // The corners of the canvas between the lights stay clear somewhere in every frame.
      expect(frame.some((v, i) => i % 4 === 3 && v === 0)).toBe(true);
    }
    const colourAt = (frame: Uint8ClampedArray) => {
      const i = frame.findIndex((v, k) => k % 4 === 3 && v > 0);
      return Array.from(frame.slice(i - 3, i));
    };
    expect(colourAt(out.frames[0])).not.toEqual(colourAt(out.frames[Math.floor(out.frames.length / 2)]));
  });

  it('takes no image: nothing of a BG or input is asked for, and the same settings give the same frames', async () => {
    expect(zeroWidth.inputImageSpecs).toEqual([]);
    expect(zeroWidth.minInputs).toBe(0);
    const [a, b] = [await composeEmote(zeroWidth, { inputs: [] }), await composeEmote(zeroWidth, { inputs: [] })];
    expect(a.frames.map((f) => Array.from(f).join())).toEqual(b.frames.map((f) => Array.from(f).join()));
  });
});
