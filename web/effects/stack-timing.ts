/**
 * How a stack's timing composes with the emote type's: the loop is the shortest whole number of the
 * type's loops in which every effect runs a whole number of cycles, each within
 * CYCLE_STRETCH_TOLERANCE of its own speed, so every effect closes and the loop is seamless. With no
 * stretch allowed that is the least common multiple of the type's loop and the cycles (in frames at
 * the type's rate); allowing a little keeps the loop short. Pet's 0.3 s pat (5 frames) with the
 * default 1 s party (17 frames) had a 5.1 s loop by the least common multiple, which Twitch's 60
 * frames cut to 11.8 fps and an irregular pat; with the rainbow 12 % faster it loops in 0.9 s at the
 * pat's own 60 ms a frame. Past MAX_EMOTE_FRAMES with nothing shorter fitting it is the whole number
 * of type loops nearest the longest cycle, each effect running whole (stretched) cycles in it.
 */
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import type { EffectTiming } from '../emotes/types.ts';
import type { StackedEffect } from './stack.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** An effect's cycle in frames at `frameMs` (at least 1). */
export const cycleFramesAt = (entry: StackedEffect, frameMs: number) => Math.max(1, Math.round((Number(entry.settings.seconds) * 1000) / frameMs));

/**
 * How far an effect's cycle may run from its own setting so the loop closes sooner: a rainbow or a
 * spin 15 % faster or slower is hard to see, a loop seven times longer at a third of the frame rate
 * (once a platform's frame cap samples it) is not.
 */
export const CYCLE_STRETCH_TOLERANCE = 0.15;

/** Whole cycles of an effect in a loop (at least one): the count effectPhase runs. */
const cyclesIn = (loopFrames: number, cycleFrames: number) => Math.max(1, Math.round(loopFrames / cycleFrames));

/** How far the cycle runs from its own length when the loop holds whole cycles of it: 0.1 is 10 %. */
export const cycleStretch = (loopFrames: number, cycleFrames: number) => Math.abs(loopFrames / cyclesIn(loopFrames, cycleFrames) - cycleFrames) / cycleFrames;

/** An effect's cycle in the stack's loop, ms: its own length, stretched to a whole number of cycles of the loop. */
export const cycleMsIn = (entry: StackedEffect, loop: EffectTiming) => (loop.frameCount / cyclesIn(loop.frameCount, cycleFramesAt(entry, loop.frameMs))) * loop.frameMs;

/** The type's own timing stretched to a loop every effect of the stack closes in. */
export function stackTiming(own: EffectTiming, stack: readonly StackedEffect[] | undefined): EffectTiming {
  if (!stack?.length) return own;
  const cycles = stack.map((entry) => cycleFramesAt(entry, own.frameMs));
  const common = cycles.reduce(lcm, own.frameCount);
  // The least common multiple fits with no stretch at all, so within the frame limit the search ends there at the latest.
  const mostLoops = Math.floor(Math.min(common, MAX_EMOTE_FRAMES) / own.frameCount);
  for (let loops = 1; loops <= mostLoops; loops++) {
    const frameCount = own.frameCount * loops;
    if (cycles.every((cycle) => cycleStretch(frameCount, cycle) <= CYCLE_STRETCH_TOLERANCE)) return { ...own, frameCount };
  }
  const loops = Math.max(1, Math.min(Math.floor(MAX_EMOTE_FRAMES / own.frameCount), Math.round(Math.max(...cycles) / own.frameCount)));
  return { ...own, frameCount: own.frameCount * loops };
}

/** Where an effect is in its cycle at `timeMs` of a loop of `loopFrames` frames: phase in [0, 1) and frames a cycle. */
export function effectPhase(entry: StackedEffect, timeMs: number, loopFrames: number, frameMs: number) {
  const loopMs = loopFrames * frameMs;
  const cycles = cyclesIn(loopFrames, cycleFramesAt(entry, frameMs));
  const p = ((timeMs * cycles) % loopMs) / loopMs;
  return { p: p >= 1 ? 0 : p, cycleFrames: Math.max(1, Math.round(loopFrames / cycles)) };
}
