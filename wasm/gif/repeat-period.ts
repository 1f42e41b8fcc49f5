/**
 * A looping animation that repeats itself within its loop (a jam emote bobs twice a loop, so
 * frames 0–29 of 60 come again as 30–59) is written once: a GIF that loops forever shows the
 * same pictures at the same times from half the frames, for half the bytes. Only exact repeats
 * count, pixel for pixel and delay for delay, so nothing the visitor sees changes.
 */
import type { GifFrames } from './gif-frames.ts';

/** The shortest run of frames that, repeated, makes the whole animation; the frame count when none does. */
export function findRepeatPeriod(input: GifFrames): number {
  return repeatPeriodOf(input.frames, input.delaysCs);
}

/** The same for frames with delays in any one unit (the ms of WebP, APNG and WebM: wasm/shared/ms-frames.ts). */
export function repeatPeriodOf(frames: readonly ArrayLike<number>[], delays: readonly number[]): number {
  const n = frames.length;
  for (let period = 1; period <= n / 2; period++) {
    if (n % period !== 0) continue;
    let repeats = true;
    for (let f = period; f < n && repeats; f++) repeats = delays[f] === delays[f - period] && sameBytes(frames[f], frames[f - period]);
    if (repeats) return period;
  }
  return n;
}

/** `input` cut to its repeating run when it loops forever and repeats itself; else `input` itself. */
export function collapseRepeats(input: GifFrames, loop: boolean): GifFrames {
  if (!loop) return input;
  const period = findRepeatPeriod(input);
  if (period === input.frames.length) return input;
  return { ...input, frames: input.frames.slice(0, period), delaysCs: input.delaysCs.slice(0, period) };
}

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
