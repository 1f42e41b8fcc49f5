/**
 * Composed frames down to a platform's frame cap, for frames already in hand (the encode job of
 * the bench and tests). A looping animation that repeats itself within its loop is written once
 * (repeat-period.ts), so when that repeat fits the cap the file holds no more frames than the cap
 * allows with every frame kept: W2 (60 frames repeating every 30) under Slack's 50 stays whole
 * instead of 50 frames sampled evenly, which put frames 24 ms apart beside a source drawn 20 ms
 * apart (SSIM .890 against .9867 for the same frames under a plain 128 KiB limit).
 */
import { toCentiseconds } from '../../../wasm/gif/centiseconds.ts';
import { repeatPeriodOf } from '../../../wasm/gif/repeat-period.ts';
import { sampleFramesEvenly } from './output-timing.ts';

/** `frames` and `delaysMs` as they go to the encode step under `cap` (null: no cap). */
export function capFrames(frames: Uint8ClampedArray[], delaysMs: number[], cap: number | null | undefined, loop: boolean): { frames: Uint8ClampedArray[]; delaysMs: number[] } {
  if (!cap || frames.length <= cap) return { frames, delaysMs };
  // The repeat must hold in the ms delays (WebP, APNG, WebM) and in the GIF's whole centiseconds.
  const period = Math.max(repeatPeriodOf(frames, delaysMs), repeatPeriodOf(frames, toCentiseconds(delaysMs)));
  if (loop && period <= cap) return { frames, delaysMs };
  const loopMs = delaysMs.reduce((sum, ms) => sum + ms, 0);
  return { frames: sampleFramesEvenly(delaysMs, cap).map((i) => frames[i]), delaysMs: Array.from({ length: cap }, () => loopMs / cap) };
}
