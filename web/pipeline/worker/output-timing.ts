/** How long the output loop is, so an effect and animated inputs both play in their own time. */
import { MAX_EMOTE_FRAMES } from '../../limits.ts';
import type { EffectTiming } from '../../emotes/types.ts';

export interface OutputTiming {
  frameCount: number;
  frameMs: number;
  truncated: boolean;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/**
 * The output loop: a whole number of effect loops, long enough for every input animation.
 * When the effect and the inputs share a common period within the frame cap, the loop is that
 * period and everything loops seamlessly; otherwise it is the shortest whole number of effect
 * loops that plays each input through once. Past MAX_EMOTE_FRAMES it stops and marks truncated.
 */
export function planOutputTiming(effect: EffectTiming, inputLoopsMs: number[]): OutputTiming {
  const frameMs = Math.max(1, Math.round(effect.frameMs));
  const effectMs = Math.max(1, Math.round(effect.frameCount)) * frameMs;
  const loops = inputLoopsMs.map((ms) => Math.max(1, Math.round(ms)));
  let totalMs = loops.reduce((acc, ms) => lcm(acc, ms), effectMs);
  if (totalMs % frameMs !== 0 || totalMs / frameMs > MAX_EMOTE_FRAMES) {
    const longest = Math.max(effectMs, ...loops);
    totalMs = Math.ceil(longest / effectMs) * effectMs;
  }
  const frames = Math.round(totalMs / frameMs);
  return {
    frameCount: Math.min(frames, MAX_EMOTE_FRAMES),
    frameMs,
    truncated: frames > MAX_EMOTE_FRAMES,
  };
}

/** Index of the input frame showing at `timeMs`, the input looping on its own. */
export function frameIndexAt(frameEndTimes: number[], timeMs: number): number {
  const loopMs = frameEndTimes[frameEndTimes.length - 1];
  if (!(loopMs > 0)) return 0;
  const t = timeMs % loopMs;
  let lo = 0;
  let hi = frameEndTimes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (frameEndTimes[mid] > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Source frame indices in output order: the loop starts at `startFrame` (1-based), optionally reversed. */
export function orderFrames(count: number, startFrame: number, reverse: boolean): number[] {
  const start = (((Math.round(startFrame) - 1) % count) + count) % count;
  const order = Array.from({ length: count }, (_, i) => (start + i) % count);
  return reverse ? order.reverse() : order;
}
