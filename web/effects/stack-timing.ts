/**
 * How a stack's timing composes with the emote type's: the loop is the least common multiple of
 * the type's loop and every effect's cycle (in frames at the type's rate), so every effect closes;
 * past MAX_EMOTE_FRAMES it is the whole number of type loops nearest the longest cycle, and each
 * effect then runs a whole number of (slightly stretched) cycles in it: the loop stays seamless.
 */
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import type { EffectTiming } from '../emotes/types.ts';
import type { StackedEffect } from './stack.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** An effect's cycle in frames at `frameMs` (at least 1). */
export const cycleFramesAt = (entry: StackedEffect, frameMs: number) => Math.max(1, Math.round((Number(entry.settings.seconds) * 1000) / frameMs));

/** The type's own timing stretched to a loop every effect of the stack closes in. */
export function stackTiming(own: EffectTiming, stack: readonly StackedEffect[] | undefined): EffectTiming {
  if (!stack?.length) return own;
  const cycles = stack.map((entry) => cycleFramesAt(entry, own.frameMs));
  const common = cycles.reduce(lcm, own.frameCount);
  if (common <= MAX_EMOTE_FRAMES) return { ...own, frameCount: common };
  const loops = Math.max(1, Math.min(Math.floor(MAX_EMOTE_FRAMES / own.frameCount), Math.round(Math.max(...cycles) / own.frameCount)));
  return { ...own, frameCount: own.frameCount * loops };
}

/** Where an effect is in its cycle at `timeMs` of a loop of `loopFrames` frames: phase in [0, 1) and frames a cycle. */
export function effectPhase(entry: StackedEffect, timeMs: number, loopFrames: number, frameMs: number) {
  const loopMs = loopFrames * frameMs;
  const cycles = Math.max(1, Math.round(loopFrames / cycleFramesAt(entry, frameMs)));
  const p = ((timeMs * cycles) % loopMs) / loopMs;
  return { p: p >= 1 ? 0 : p, cycleFrames: Math.max(1, Math.round(loopFrames / cycles)) };
}
