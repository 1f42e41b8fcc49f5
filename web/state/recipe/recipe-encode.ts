/** Writes the recipe link of an emote state: every setting, never an image or an object URL. */
import type { EmoteType } from '../../emotes/types.ts';
import type { EmoteState } from '../emote/emote-state.ts';
import { writeCutouts } from './recipe-cutout.ts';
import { writeStack } from './recipe-stack.ts';
import { writeWords } from './recipe-words.ts';
import { CLIP_KEYS, ENCODE_KEYS, GIF_KEYS, OVERLAY_KEYS, RECIPE_VERSION, SETTING_PREFIX, TRANSFORM_PREFIX } from './recipe.ts';

const text = (value: number | boolean) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/** The hash (without '#') that restores this state's settings. */
export function encodeRecipe(state: EmoteState): string {
  const params = new URLSearchParams({ v: RECIPE_VERSION, preset: state.presetId, format: state.format, w: String(state.size.width), h: String(state.size.height) });
  for (const [key, value] of Object.entries(state.settings)) params.set(SETTING_PREFIX + key, text(value));
  state.inputImages.forEach((image, slot) => {
    if (!image) return;
    const { pixelated, matrix, offset, fill, fillChosen } = image.transform;
    // A Fit or Fill the visitor chose is marked (a 9th part), so it outlasts a cut-out on the page the link opens (framing.ts).
    params.set(TRANSFORM_PREFIX + slot, [text(pixelated), ...matrix, offset.x, offset.y, text(fill), ...(fillChosen ? ['1'] : [])].map(String).join(','));
  });
  for (const [field, key] of Object.entries(OVERLAY_KEYS)) params.set(key, text(state.overlayOptions[field as keyof typeof OVERLAY_KEYS]));
  for (const [field, key] of Object.entries(ENCODE_KEYS)) params.set(key, text(state.encodeOptions[field as keyof typeof ENCODE_KEYS]));
  for (const [field, key] of Object.entries(GIF_KEYS)) {
    const value = state.encodeOptions.gifOptions[field as keyof typeof GIF_KEYS];
    if (value !== undefined) params.set(key, typeof value === 'string' ? value : text(value));
  }
  for (const [field, key] of Object.entries(CLIP_KEYS)) params.set(key, text(state.encodeOptions.inputClip[field as keyof typeof CLIP_KEYS]));
  writeCutouts(params, state.inputImages, state.subjectStyle);
  params.set('name', state.filename);
  writeStack(params, state.stack);
  writeWords(params, state);
  return params.toString();
}

/** The full link: the maker page's address with the recipe in its hash. */
export const recipeLink = (type: EmoteType, state: EmoteState, origin: string) => `${origin}${type.url}#${encodeRecipe(state)}`;
