/** The emote's own timing as the page sees it: the same settings, size and stack the worker plans with. */
import type { EffectTiming, EmoteType } from '../../emotes/types.ts';
import { clampSettings } from '../../emotes/settings.ts';
import { stackTiming } from '../../effects/stack-timing.ts';
import { stateFor } from './emote-state.ts';

/** Frames and frame length of the emote's loop (its type, then its added effects). */
export function emoteTiming(type: EmoteType): EffectTiming {
  const state = stateFor(type);
  const settings = clampSettings(type.settings, state.settings, state.size);
  return stackTiming(type.timing(settings, state.size), state.stack);
}
