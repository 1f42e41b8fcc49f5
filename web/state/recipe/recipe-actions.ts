/** Opening a recipe link: its settings applied over the emote state, the sample loaded where a slot is empty. */
import type { EmoteType } from '../../emotes/types.ts';
import { clampSettings } from '../../emotes/settings.ts';
import { findPreset } from '../../platforms/presets.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';
import { loadSample } from '../slot/input-actions.ts';
import { decodeRecipe } from './recipe-decode.ts';
import { dropHeldTransforms, holdTransform } from '../slot/recipe-transforms.ts';
import { reconcilePreset } from '../emote/style-actions.ts';
import type { Recipe } from './recipe.ts';
import { applyRecipeCutouts } from './apply-recipe-cutouts.ts';
import { applyWords } from './recipe-words.ts';
import { startWithWords } from '../slot/text-actions.ts';
import { holdLinkTimeline } from '../slot/slot-timeline.ts';

/** Applies a decoded recipe in one edit; placements for empty slots wait for their image. */
export function applyRecipe(type: EmoteType, recipe: Recipe) {
  const state = stateFor(type);
  const before = { settings: { ...state.settings }, size: { ...state.size } };
  const preset = recipe.presetId ? findPreset(recipe.presetId) : undefined;
  if (preset) {
    state.presetId = preset.id;
    if (preset.format) state.format = preset.format;
    if (preset.size) state.size = { ...preset.size };
  }
  if (recipe.format) state.format = recipe.format;
  state.size = { ...state.size, ...recipe.size };
  reconcilePreset(type);
  state.settings = clampSettings(type.settings, { ...state.settings, ...recipe.settings }, state.size);
  const startWasDefault = state.encodeOptions.startFrame === type.defaultStartFrame(before.settings, before.size);
  Object.assign(state.overlayOptions, recipe.overlay);
  Object.assign(state.encodeOptions, recipe.encode);
  Object.assign(state.encodeOptions.gifOptions, recipe.gif);
  Object.assign(state.encodeOptions.inputClip, recipe.clip);
  // The link's timeline waits for its input: the samples and the visitor's first file keep it (slot-timeline.ts).
  if (Object.keys(recipe.clip).length > 0) holdLinkTimeline(type.slug);
  if (recipe.encode.startFrame === undefined && startWasDefault) state.encodeOptions.startFrame = type.defaultStartFrame(state.settings, state.size);
  if (recipe.filename !== undefined) state.filename = recipe.filename;
  if (recipe.stack) state.stack = recipe.stack;
  applyWords(type, recipe);
  dropHeldTransforms(type.slug);
  for (const [slotText, transform] of Object.entries(recipe.transforms)) {
    const slot = Number(slotText);
    const image = state.inputImages[slot];
    if (image) image.transform = structuredClone(transform);
    else holdTransform(type.slug, slot, transform);
  }
  applyRecipeCutouts(type, recipe);
  markEdited(state);
}

/**
 * Opens a recipe hash on its maker page: applies it and loads the sample into every empty slot
 * that has one. Returns the notes on what was not applied as written.
 */
export function openRecipe(type: EmoteType, hash: string): string[] {
  const state = stateFor(type);
  const { recipe, notes } = decodeRecipe(hash, type, state.size);
  applyRecipe(type, recipe);
  type.inputImageSpecs.forEach((spec, slot) => {
    if (spec.sample && !state.inputImages[slot] && !startWithWords(type, slot)) void loadSample(type, slot);
  });
  return notes;
}
