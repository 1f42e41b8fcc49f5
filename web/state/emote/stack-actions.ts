/** The visitor's edits of the effect stack ("Add effect"): add, change, move and remove, each one edit; a click (add, move, remove) is an undo step of its own. */
import type { EmoteType } from '../../emotes/types.ts';
import { clampEffectSettings, createStackedEffect, MAX_STACK_EFFECTS } from '../../effects/stack.ts';
import { moveTarget } from '../../effects/stack-order.ts';
import { stateFor } from './emote-state.ts';
import { markEdited } from './edit.ts';

/** Appends an effect with its default settings, a seed of its own beside its twins (nothing past MAX_STACK_EFFECTS). */
export function addEffect(type: EmoteType, id: string) {
  const state = stateFor(type);
  if (state.stack.length >= MAX_STACK_EFFECTS) return;
  state.stack.push(createStackedEffect(id, state.stack));
  markEdited(state, { step: true });
}

/** Sets one setting of the effect at `index`, clamped to its range. */
export function setEffectSetting(type: EmoteType, index: number, key: string, value: number | boolean) {
  const state = stateFor(type);
  const entry = state.stack[index];
  if (!entry) return;
  entry.settings = clampEffectSettings(entry.effect, { ...entry.settings, [key]: value });
  markEdited(state);
}

/**
 * Moves the effect at `index` up (−1) or down (+1) past the nearest effect of its own group, the
 * one move that changes the output (effects/stack-order.ts); returns where it went, or null when
 * no move would change anything.
 */
export function moveEffect(type: EmoteType, index: number, delta: -1 | 1): number | null {
  const state = stateFor(type);
  const to = moveTarget(state.stack, index, delta);
  if (to === null) return null;
  const [moved] = state.stack.splice(index, 1);
  state.stack.splice(to, 0, moved);
  markEdited(state, { step: true });
  return to;
}

/** Removes the effect at `index`. */
export function removeEffect(type: EmoteType, index: number) {
  const state = stateFor(type);
  if (!state.stack[index]) return;
  state.stack.splice(index, 1);
  markEdited(state, { step: true });
}
