/** Actions for the input clip: which part of a long animated input the emote uses. */
import type { EmoteType } from '../../emotes/types.ts';
import { MAX_SPEED, MIN_SPEED, type InputClip } from '../../pipeline/protocol.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';
import { decodedAnimations } from './decoded-inputs.ts';

/** The longest animated input's length in ms, or 0 when no input is animated. */
export function longestInputMs(): number {
  return Math.max(0, ...decodedAnimations().map((a) => (a.frames.length > 1 ? a.frameEndTimes.at(-1)! : 0)));
}

/** Start and length of a clip never exceed this (ten minutes). */
export const MAX_CLIP_MS = 600_000;

/** Clamps a clip value: start and length within MAX_CLIP_MS in whole ms, speed MIN_SPEED..MAX_SPEED. */
export function clampClip(key: keyof InputClip, value: number): number {
  if (!Number.isFinite(value)) return key === 'speed' ? 1 : 0;
  if (key === 'speed') return Math.min(MAX_SPEED, Math.max(MIN_SPEED, value));
  return Math.min(MAX_CLIP_MS, Math.max(0, Math.round(value)));
}

/** Sets the start, length (0 = automatic) or speed of the part of animated inputs used. */
export function setInputClip(type: EmoteType, key: keyof InputClip, value: number) {
  const state = stateFor(type);
  state.encodeOptions.inputClip[key] = clampClip(key, value);
  markEdited(state);
}
