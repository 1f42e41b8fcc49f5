/** Opening a recipe link's cut-outs and outline/shadow (issue 18, recipe-cutout.ts). */
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { removeBackground } from '../slot/remove-background.ts';
import type { Recipe } from './recipe.ts';
import { holdCutout } from '../slot/recipe-transforms.ts';

/**
 * Slots with an image take the link's cut-out now, empty slots when their image comes (the sample
 * the link loads, recipe-transforms.ts); a 'model' cut-out runs the model here, as its masks never travel.
 */
export function applyRecipeCutouts(type: EmoteType, recipe: Pick<Recipe, 'cutouts' | 'subjectStyle'>) {
  const state = stateFor(type);
  if (recipe.subjectStyle) state.subjectStyle = recipe.subjectStyle;
  for (const [slotText, cutout] of Object.entries(recipe.cutouts ?? {})) {
    const slot = Number(slotText);
    const image = state.inputImages[slot];
    if (!image) {
      holdCutout(type.slug, slot, cutout);
      continue;
    }
    // Until the model's masks are here the slot is uncut; removeBackground switches it to 'model' when they are.
    image.cutout = cutout.mode === 'model' ? { ...cutout, mode: 'none' } : cutout;
    if (cutout.mode === 'model') void removeBackground(type, slot);
  }
}
