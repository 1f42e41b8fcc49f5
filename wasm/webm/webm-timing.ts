/**
 * A platform's timing rules for a WebM, met before any byte is spent: Telegram plays at most 3 s
 * and 30 fps. These are rules, not trades, so they come before the fit and are said in words.
 */
import type { WebmFrames } from './meta.ts';

/** The timing rules of the target; null fields ask nothing. */
export interface WebmTimingRules {
  /** Each frame shows at least this long (34 ms is under 30 fps even with times rounded to whole ms). */
  minFrameMs: number | null;
  /** The file plays at most this long. */
  maxDurationMs: number | null;
}

/** The frames as the rules allow, and what was changed: the loop's length and frame rate before, when they were. */
export interface TimedWebm {
  frames: WebmFrames;
  cutFromMs: number | null;
  fromFps: number | null;
}

const totalMs = (delaysMs: readonly number[]) => delaysMs.reduce((sum, ms) => sum + ms, 0);

/**
 * Cuts frames past `maxDurationMs` (the page's loop is already whole effect loops within it when
 * it could be: this is for one effect loop longer than the rule), then resamples to the most
 * evenly spaced frames that each show at least `minFrameMs`, keeping the loop's length.
 */
export function applyWebmTiming(input: WebmFrames, rules: WebmTimingRules): TimedWebm {
  let frames = input;
  let cutFromMs: number | null = null;
  const lengthMs = totalMs(input.delaysMs);
  if (rules.maxDurationMs !== null && input.frames.length > 1 && lengthMs > rules.maxDurationMs + 0.5) {
    let endMs = 0;
    let kept = 0;
    while (kept < input.frames.length && endMs + input.delaysMs[kept] <= rules.maxDurationMs + 0.5) endMs += input.delaysMs[kept++];
    kept = Math.max(1, kept);
    frames = { ...input, frames: input.frames.slice(0, kept), delaysMs: input.delaysMs.slice(0, kept) };
    if (kept === 1) frames.delaysMs = [Math.min(input.delaysMs[0], rules.maxDurationMs)];
    cutFromMs = lengthMs;
  }
  let fromFps: number | null = null;
  const loopMs = totalMs(frames.delaysMs);
  if (rules.minFrameMs !== null && frames.frames.length > 1 && Math.min(...frames.delaysMs) < rules.minFrameMs - 1e-9) {
    const count = Math.max(1, Math.min(frames.frames.length, Math.floor(loopMs / rules.minFrameMs)));
    const ends: number[] = [];
    frames.delaysMs.reduce((sum, ms, i) => (ends[i] = sum + ms), 0);
    // Each new frame shows the old frame on screen at its start time.
    const picked = Array.from({ length: count }, (_, k) => ends.findIndex((end) => end > (k * loopMs) / count + 1e-6));
    fromFps = Math.round((frames.frames.length * 10_000) / loopMs) / 10;
    frames = { ...frames, frames: picked.map((i) => frames.frames[i < 0 ? frames.frames.length - 1 : i]), delaysMs: picked.map(() => loopMs / count) };
  }
  return { frames, cutFromMs, fromFps };
}
