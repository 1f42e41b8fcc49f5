/** A stack of added effects as plain data (state, job, recipe link), and how it is read from anything stored. */
import { clampSettings, defaultSettings } from '../emotes/settings.ts';
import type { SettingValues, Size } from '../emotes/types.ts';
import { findEffect } from './index.ts';

/** One added effect: which, and its settings. */
export interface StackedEffect {
  effect: string;
  settings: SettingValues;
}

/** The most effects one stack holds (more is never a better party, and each costs a pass per frame). */
export const MAX_STACK_EFFECTS = 8;

/** Effect settings do not depend on the output size; the framework's helpers ask for one. */
const ANY_SIZE: Size = { width: 112, height: 112 };

/**
 * A new stack entry of this effect with its default settings. Added beside entries of the same
 * effect (`stack`), a seeded one (rain, confetti, hearts, glitch, shake) takes the lowest seed none
 * of them has: a second Hearts at the same seed drew the same hearts on top of the first.
 */
export function createStackedEffect(id: string, stack: readonly StackedEffect[] = []): StackedEffect {
  const effect = findEffect(id);
  if (!effect) throw new Error(`no effect ${id}`);
  const settings = defaultSettings(effect.settings, ANY_SIZE);
  if (typeof settings.seed === 'number') {
    const taken = new Set(stack.filter((entry) => entry.effect === id).map((entry) => entry.settings.seed));
    while (taken.has(settings.seed)) settings.seed += 1;
  }
  return { effect: id, settings };
}

/** Settings clamped to the effect's ranges (unknown keys dropped, missing ones at their default). */
export const clampEffectSettings = (id: string, values: Partial<SettingValues>): SettingValues =>
  clampSettings(findEffect(id)!.settings, values, ANY_SIZE);

/** A usable stack from stored or posted data: unknown effects dropped, settings clamped, at most MAX_STACK_EFFECTS. */
export function readStack(raw: unknown): StackedEffect[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((entry): entry is StackedEffect => typeof entry?.effect === 'string' && findEffect(entry.effect) !== undefined)
    .slice(0, MAX_STACK_EFFECTS)
    .map((entry) => ({ effect: entry.effect, settings: clampEffectSettings(entry.effect, typeof entry.settings === 'object' && entry.settings ? entry.settings : {}) }));
}
