/**
 * Frame levers for codecs whose frames keep 8-bit alpha and delays in ms (WebP, APNG, WebM): write
 * a loop that repeats itself once, drop frames, shrink, clip to a duration, and the frame-rate
 * floor of dropping. Each keeps the frames' shape.
 */
import { resizeRgba } from '../gif/fit/resize-rgba.ts';
import { scaledSize } from '../gif/fit/reduce-frames.ts';
import { repeatPeriodOf } from '../gif/repeat-period.ts';

/** RGBA frames (width·height·4 bytes each) and how long each shows, in ms. */
export interface MsFrames {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
}

/**
 * The loop written once when it repeats itself within its length (a jam bobs twice a loop), as
 * the GIF writes it (wasm/gif/repeat-period.ts): WebP, APNG and WebM files always loop, so a
 * player shows the same pictures at the same times from half the frames, for about half the
 * bytes and half the encode time. Only exact repeats count, pixel for pixel and delay for delay.
 */
export function collapseMsRepeats<T extends MsFrames>(input: T): T {
  const period = repeatPeriodOf(input.frames, input.delaysMs);
  if (period === input.frames.length) return input;
  return { ...input, frames: input.frames.slice(0, period), delaysMs: input.delaysMs.slice(0, period) };
}

/** Frame dropping stops at 10 fps (a mean delay of 100 ms), as in the GIF fit. */
export const MAX_MEAN_DELAY_MS = 100;

/** Largest frame step that keeps at least 2 frames and a mean delay of at most `maxMeanDelayMs` (100 ms). */
export function maxMsFrameStep(input: MsFrames, maxMeanDelayMs = MAX_MEAN_DELAY_MS): number {
  const meanMs = input.delaysMs.reduce((sum, ms) => sum + ms, 0) / input.frames.length;
  return Math.max(1, Math.min(Math.floor(maxMeanDelayMs / Math.max(1, meanMs)), Math.floor(input.frames.length / 2)));
}

/**
 * The last frame-rate pass of a fit, when every setting at 10 fps failed: frames dropped further,
 * down to 5 fps (a mean delay of 200 ms), so a file whose size cannot shrink (a 320 px sticker, a
 * 512 px WhatsApp sticker) is made slower rather than left out. Null when no slower step exists.
 */
export const SLOWEST_MEAN_DELAY_MS = 200;
export function slowerFrameSteps(input: MsFrames): { firstStep: number; maxMeanDelayMs: number } | null {
  const fastest = maxMsFrameStep(input);
  return maxMsFrameStep(input, SLOWEST_MEAN_DELAY_MS) > fastest ? { firstStep: fastest + 1, maxMeanDelayMs: SLOWEST_MEAN_DELAY_MS } : null;
}

/**
 * A sample of many frames, for estimating an encode's bytes from a few (the WebP and APNG fits):
 * every k-th frame, their delays summed, about `count` of them; null when there are fewer than
 * twice `count`, where a sample's encode would cost near the whole one.
 */
export function sampleMsFrames<T extends MsFrames>(input: T, count: number): T | null {
  const step = Math.floor(input.frames.length / count);
  return step < 2 ? null : dropMsFrames(input, step);
}

/** Every `step`-th frame; each kept frame also shows for the frames dropped after it. */
export function dropMsFrames<T extends MsFrames>(input: T, step: number): T {
  if (step <= 1) return input;
  const frames: Uint8ClampedArray[] = [];
  const delaysMs: number[] = [];
  for (let i = 0; i < input.frames.length; i += step) {
    frames.push(input.frames[i]);
    delaysMs.push(input.delaysMs.slice(i, i + step).reduce((sum, ms) => sum + ms, 0));
  }
  return { ...input, frames, delaysMs };
}

/** Frames shrunk to `scale` by area averaging, alpha kept as it is. */
export function scaleMsFrames<T extends MsFrames>(input: T, scale: number): T {
  const { width, height } = scaledSize(input.width, input.height, scale);
  if (width === input.width && height === input.height) return input;
  return { ...input, width, height, frames: input.frames.map((frame) => resizeRgba(frame, input.width, input.height, width, height)) };
}

/**
 * The frames that start within `maxMs`, the last one cut to end there (a Discord sticker plays at
 * most 5 s): the first seconds of the loop, as a clip of a long input keeps its start.
 */
export function clipMsFrames<T extends MsFrames>(input: T, maxMs: number | null | undefined): T {
  if (maxMs == null || input.frames.length < 2) return input;
  const frames: Uint8ClampedArray[] = [];
  const delaysMs: number[] = [];
  let at = 0;
  for (let i = 0; i < input.frames.length && at < maxMs; i++) {
    frames.push(input.frames[i]);
    delaysMs.push(Math.min(input.delaysMs[i], maxMs - at));
    at += input.delaysMs[i];
  }
  return frames.length === input.frames.length && at <= maxMs ? input : { ...input, frames, delaysMs };
}

/** Frames per second over the loop, to one decimal; 0 for a still. */
export function fpsOfMs(delaysMs: readonly number[]): number {
  const total = delaysMs.reduce((sum, ms) => sum + ms, 0);
  return total > 0 ? Math.round((delaysMs.length * 10_000) / total) / 10 : 0;
}
