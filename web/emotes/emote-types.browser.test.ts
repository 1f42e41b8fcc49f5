import { describe, expect, it } from 'vitest';
import { encodeGif } from '../../wasm/gif/encode-gif.ts';
import { toCentiseconds } from '../../wasm/gif/centiseconds.ts';
import { planOutputTiming } from '../pipeline/worker/output-timing.ts';
import { makeTestInput } from '../test-support/make-test-input.ts';
import { composeEmote, opaqueBox, sameFrame, steadyAnimatedInput, testInputsFor } from '../test-support/emote-job.ts';
import { EMOTE_TYPES } from './index.ts';
import { clampSettings, defaultSettings } from './settings.ts';

const SQUARE = { width: 128, height: 128 };

describe.each(EMOTE_TYPES.map((type) => [type.slug, type] as const))('the %s emote type', (_, type) => {
  const timing = (size = type.defaultSize) => type.timing(defaultSettings(type.settings, size), size);

  it('gives the same pixels and the same GIF bytes for the same inputs twice', async () => {
    const a = await composeEmote(type);
    const b = await composeEmote(type);
    expect(a.frames.every((frame, i) => sameFrame(frame, b.frames[i]))).toBe(true);
    const encode = (out: typeof a) => encodeGif({ width: out.width, height: out.height, frames: out.frames, delaysCs: toCentiseconds(out.delaysMs) }, { quality: 80, loop: true });
    expect(Array.from((await encode(a)).bytes)).toEqual(Array.from((await encode(b)).bytes));
  });

  it('has the frame count, frame durations and size it declares', async () => {
    const { frameCount, frameMs } = timing();
    const out = await composeEmote(type);
    expect([out.width, out.height]).toEqual([type.defaultSize.width, type.defaultSize.height]);
    expect(out.frames).toHaveLength(frameCount);
    expect(out.delaysMs).toEqual(Array(frameCount).fill(frameMs));
    expect(out.frames.every((f) => f.length === out.width * out.height * 4)).toBe(true);
  });

  it('moves: no two neighbouring frames of the loop are all alike, and the last is not the first again', async () => {
    const out = await composeEmote(type, { startFrame: 1 });
    expect(sameFrame(out.frames[0], out.frames.at(-1)!)).toBe(false);
    expect(out.frames.some((f, i) => i > 0 && !sameFrame(f, out.frames[i - 1]))).toBe(true);
  });

  it('composes with settings outside their ranges as with the clamped settings', async () => {
    const wild = Object.fromEntries(Object.keys(type.settings).map((key, i) => [key, i % 2 ? 1e6 : -1e6]));
    const a = await composeEmote(type, { settings: wild });
    const b = await composeEmote(type, { settings: clampSettings(type.settings, wild, type.defaultSize) });
    expect(a.frames).toHaveLength(b.frames.length);
    expect(a.frames.every((frame, i) => sameFrame(frame, b.frames[i]))).toBe(true);
  });

});

/** The types that draw an image: zero-width (issue 35 item 5) draws an overlay alone, with no subject to time or stretch. */
const IMAGE_TYPES = EMOTE_TYPES.filter((type) => type.inputImageSpecs.length > 0);

describe.each(IMAGE_TYPES.map((type) => [type.slug, type] as const))('the %s emote type, with an image', (_, type) => {
  const timing = (size = type.defaultSize) => type.timing(defaultSettings(type.settings, size), size);

  it('plays an animated input in its own time inside the effect', async () => {
    const animated = await testInputsFor(type, () => makeTestInput(3, 64, 100));
    const out = await composeEmote(type, { inputs: animated, startFrame: 1 });
    const still = await composeEmote(type, { startFrame: 1 });
    expect(out.frames).toHaveLength(planOutputTiming(timing(), [300]).frameCount);
    expect(out.frames.some((frame, i) => !sameFrame(frame, still.frames[i % still.frames.length]))).toBe(true);
  });

  it('repeats its own loop while a longer input animation plays once', async () => {
    const steady = await testInputsFor(type, () => steadyAnimatedInput(7, 100));
    const out = await composeEmote(type, { inputs: steady, startFrame: 1 });
    const loop = timing().frameCount;
    expect(out.frames.length).toBeGreaterThan(loop);
    expect(out.frames.slice(loop).every((frame, i) => sameFrame(frame, out.frames[i]))).toBe(true);
  });

  it.each([
    [256, 128],
    [384, 128],
  ])('makes %i×%i without stretching the subject', async (width, height) => {
    // Group's bounce is a fraction of the height while its figures grow with the width: hold them still.
    const settings = type.slug === 'group' ? { bounce: 0, squash: 0 } : {};
    const square = await composeEmote(type, { size: SQUARE, settings });
    const wide = await composeEmote(type, { size: { width, height }, settings });
    expect([wide.width, wide.height, wide.frames[0].length]).toEqual([width, height, width * height * 4]);
    const a = opaqueBox(square.frames[0], SQUARE.width)!;
    const b = opaqueBox(wide.frames[0], width)!;
    expect(Math.abs(b.width / b.height - a.width / a.height)).toBeLessThan(0.06);
  });
});
