/**
 * How long the output loop is, so an effect and animated inputs both play in their own time,
 * and how it is sampled when a platform caps the frame count.
 */
import { MAX_EMOTE_FRAMES } from '../../limits.ts';
import type { EffectTiming } from '../../emotes/types.ts';
import { MAX_SPEED, MIN_SPEED, type InputClip } from '../protocol.ts';

/** The part of one animated input that plays, in the input's own time. */
export interface InputWindow {
  startMs: number;
  lengthMs: number;
}

export interface OutputTiming {
  /** Frames of the loop at the effect's own rate (at most MAX_EMOTE_FRAMES). */
  frameCount: number;
  frameMs: number;
  truncated: boolean;
  /** Frames actually made: `frameCount`, or fewer evenly spaced over the same loop to meet a frame cap. */
  keptFrames: number;
  /** Length of the loop, ms. */
  loopMs: number;
  /** Per animated input (in the order given), the part of it that plays. */
  windows: InputWindow[];
  /** Input ms played per output ms. */
  speed: number;
  /**
   * Effect ms per output ms: 1, except when a part chosen by hand is not a whole number of effect
   * loops; the effect then plays the nearest whole number of its loops within it, a little faster
   * or slower, so the loop is the chosen length and has no seam (issue 31).
   */
  effectPace: number;
}

/** The slowest rate the automatic clip length gives up to, to fit a frame cap: 80 ms is SPEC's 12 fps. */
export const WATCHABLE_FRAME_MS = 80;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** The shortest part a clip plays (a tenth of a second, the timeline's step), unless the input is shorter. */
export const MIN_WINDOW_MS = 100;

/**
 * The window of an input of `lengthMs` that the clip asks for (the whole rest of it when its length
 * is 0). A start at or past the input's end was chosen for another input: it starts at 0 instead,
 * and a start near the end leaves at least MIN_WINDOW_MS, so the window is never empty (issue 31).
 */
export function clipWindow(lengthMs: number, clip: InputClip): InputWindow {
  const asked = Math.round(clip.startMs);
  const startMs = lengthMs > 0 && asked < lengthMs ? clamp(asked, 0, lengthMs - Math.min(MIN_WINDOW_MS, lengthMs)) : 0;
  const rest = lengthMs - startMs;
  return { startMs, lengthMs: clip.lengthMs > 0 ? Math.min(rest, Math.round(clip.lengthMs)) : rest };
}

/**
 * The output loop: a whole number of effect loops, long enough for every input animation.
 * When the effect and the inputs share a common period within the frame cap, the loop is that
 * period and everything loops seamlessly; otherwise it is the shortest whole number of effect
 * loops that plays each input through once. Past MAX_EMOTE_FRAMES it stops and marks truncated.
 *
 * With the clip's automatic length and a target, an input too long for `clipFrames` (the frame
 * cap, or what the byte limit holds) at WATCHABLE_FRAME_MS is cut to the longest whole number of
 * effect loops that fits; the loop's frames are then sampled evenly down to the frame cap,
 * keeping the loop's length. A platform's longest loop (`maxDurationMs`: Telegram's 3 s, a Discord
 * sticker's 5 s) cuts the loop, whatever the clip asks, to the most whole effect loops within it
 * (one when one is longer: the WebM and APNG encodes cut that one).
 */
export function planOutputTiming(
  effect: EffectTiming,
  inputLoopsMs: number[],
  options: { clip?: InputClip; maxFrames?: number | null; clipFrames?: number | null; maxDurationMs?: number | null } = {},
): OutputTiming {
  const frameMs = Math.max(1, Math.round(effect.frameMs));
  const effectMs = Math.max(1, Math.round(effect.frameCount)) * frameMs;
  const clip = options.clip ?? { startMs: 0, lengthMs: 0, speed: 1 };
  const speed = clamp(clip.speed, MIN_SPEED, MAX_SPEED);
  const cap = options.maxFrames ? Math.max(1, Math.min(MAX_EMOTE_FRAMES, Math.round(options.maxFrames))) : null;
  const aim = options.clipFrames ?? cap;
  const wholeLoopsWithin = (ms: number) => Math.max(effectMs, Math.floor(ms / effectMs) * effectMs);
  const clipLoopMs = aim && !(clip.lengthMs > 0) ? wholeLoopsWithin(aim * Math.max(frameMs, WATCHABLE_FRAME_MS)) : Infinity;
  const maxLoopMs = Math.min(clipLoopMs, options.maxDurationMs ? wholeLoopsWithin(options.maxDurationMs) : Infinity);
  const windows = inputLoopsMs.map((ms) => {
    const window = clipWindow(Math.max(1, Math.round(ms)), clip);
    return window.lengthMs / speed > maxLoopMs ? { ...window, lengthMs: Math.round(maxLoopMs * speed) } : window;
  });
  const loops = windows.map((w) => Math.max(1, Math.round(w.lengthMs / speed)));
  // A part chosen by hand plays for its own length, in whole frames: never twice over to meet the effect's loop.
  const chosen = clip.lengthMs > 0 && loops.length > 0;
  let totalMs = chosen ? Math.max(1, Math.round(Math.max(...loops) / frameMs)) * frameMs : loops.reduce((acc, ms) => lcm(acc, ms), effectMs);
  if (!chosen && (totalMs % frameMs !== 0 || totalMs / frameMs > MAX_EMOTE_FRAMES || totalMs > maxLoopMs)) {
    const longest = Math.max(effectMs, ...loops);
    totalMs = Math.ceil(longest / effectMs) * effectMs;
  }
  const frames = Math.round(totalMs / frameMs);
  const frameCount = Math.min(frames, MAX_EMOTE_FRAMES);
  const loopMs = frameCount * frameMs;
  return {
    frameCount,
    frameMs,
    truncated: frames > MAX_EMOTE_FRAMES,
    keptFrames: cap ? Math.min(frameCount, cap) : frameCount,
    loopMs,
    windows,
    speed,
    effectPace: loopMs % effectMs === 0 ? 1 : (Math.max(1, Math.round(loopMs / effectMs)) * effectMs) / loopMs,
  };
}

/** The time of kept frame `k` since the loop start, ms. */
export function keptFrameTime(plan: OutputTiming, k: number): number {
  return plan.keptFrames === plan.frameCount ? k * plan.frameMs : (k * plan.loopMs) / plan.keptFrames;
}

/** Where an input's window is at output time `timeMs`, in the input's own time. */
export function inputTimeAt(window: InputWindow, speed: number, timeMs: number): number {
  return window.startMs + ((timeMs * speed) % Math.max(1, window.lengthMs));
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

/** The start frame (1-based, at the effect's rate) among the kept frames. */
export function keptStartFrame(plan: OutputTiming, startFrame: number): number {
  if (plan.keptFrames === plan.frameCount) return startFrame;
  const natural = (((Math.round(startFrame) - 1) % plan.frameCount) + plan.frameCount) % plan.frameCount;
  return Math.floor((natural * plan.keptFrames) / plan.frameCount) + 1;
}

/** Indices of `count` frames evenly spaced in time over frames with `delaysMs`, for a frame cap. */
export function sampleFramesEvenly(delaysMs: number[], count: number): number[] {
  const ends: number[] = [];
  delaysMs.reduce((sum, ms, i) => (ends[i] = sum + ms), 0);
  const loopMs = ends.at(-1) ?? 0;
  return Array.from({ length: count }, (_, k) => frameIndexAt(ends, (k * loopMs) / count));
}
