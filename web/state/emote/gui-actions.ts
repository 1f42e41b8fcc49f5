/** Actions on the options panel itself: collapsing sections and resetting to defaults. */
import type { EmoteType } from '../../emotes/types.ts';
import { createEmoteState, stateFor, type GuiState } from './emote-state.ts';
import { markEdited } from './edit.ts';

/** Flips one boolean of guiState (a gui option is an edit too, SPEC section 4). */
export function toggleGui(type: EmoteType, key: keyof GuiState) {
  const state = stateFor(type);
  state.guiState[key] = !state.guiState[key];
  markEdited(state);
}

/** The sections 'Collapse all' and 'Expand all' act on. */
const SECTION_KEYS = ['settingsCollapsed', 'encodeOptionsCollapsed', 'overlayOptionsCollapsed', 'transformOptionsCollapsed'] as const;

/** Collapses or expands every option section at once (one edit). */
export function setAllSectionsCollapsed(type: EmoteType, collapsed: boolean) {
  const state = stateFor(type);
  SECTION_KEYS.forEach((key) => (state.guiState[key] = collapsed));
  markEdited(state);
}

/** Puts every option back to the type's defaults; the chosen input images stay, untransformed (pixelated, fit or fill kept). */
export function resetToDefaults(type: EmoteType) {
  const state = stateFor(type);
  const fresh = createEmoteState(type);
  state.presetId = fresh.presetId;
  state.format = fresh.format;
  state.size = fresh.size;
  state.settings = fresh.settings;
  state.overlayOptions = { ...fresh.overlayOptions, imageUrl: state.overlayOptions.imageUrl, imageName: state.overlayOptions.imageName };
  state.filename = fresh.filename;
  state.encodeOptions = fresh.encodeOptions;
  state.guiState = { ...fresh.guiState };
  state.stack = fresh.stack;
  state.inputImages.forEach((image) => {
    if (image) image.transform = { ...image.transform, matrix: [1, 0, 0, 1], offset: { x: 0, y: 0 } };
  });
  markEdited(state);
}
