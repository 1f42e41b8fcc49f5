/**
 * Issue 21 item 5's figure: a stack of three effects on a 128×128 jam of 60 frames, composed by
 * the worker's own composeFrames (run here on the bench page's OffscreenCanvas, so the time is
 * the composition alone, without posting frames or encoding).
 */
import { findEmoteType } from '../emotes/index.ts';
import { createStackedEffect, type StackedEffect } from '../effects/stack.ts';
import { composeFrames } from '../pipeline/worker/compose-frames.ts';
import { emoteJob } from '../test-support/emote-job.ts';

/** The stack timed: a hue cycle, a spin and a glitch, cycles that divide jam's 3 s loop (60 frames at 50 ms). */
export const BENCH_STACK: StackedEffect[] = [
  { ...createStackedEffect('party'), settings: { ...createStackedEffect('party').settings, seconds: 1 } },
  { ...createStackedEffect('spin'), settings: { ...createStackedEffect('spin').settings, seconds: 1.5 } },
  { ...createStackedEffect('glitch'), settings: { ...createStackedEffect('glitch').settings, seconds: 0.5 } },
];

/** Composes the stacked job `runs` times after one warm-up; ms of each run and the frames made. */
export async function composeStackTimed(runs: number): Promise<{ ms: number[]; frames: number }> {
  const jam = findEmoteType('jam')!;
  const job = { ...(await emoteJob(jam, { size: { width: 128, height: 128 }, settings: { seconds: 3 } })), stack: BENCH_STACK };
  const hooks = { signal: new AbortController().signal, onProgress: () => {} };
  let frames = (await composeFrames(job, jam, hooks)).frames.length;
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    frames = (await composeFrames(job, jam, hooks)).frames.length;
    ms.push(performance.now() - t0);
  }
  return { ms, frames };
}
