/** The maker's emote as a set record's content: its recipe, its state as the maker stores it, its own files, masks and made file. */
import { snapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor, type EmoteState } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { encodeRecipe } from '../state/recipe/recipe-encode.ts';
import { restoreInputBlob } from '../state/persist/persist-inputs.ts';
import type { KeptContent } from './kept-emote.ts';

/** persist-state.ts's STATE_VERSION: the kept state is read back by the maker's own restore, which migrates older versions. */
const STATE_VERSION = 2;

/** The state as persist-state.ts writes it: no load status, no object URLs (the files are kept beside it). */
export function storedStateOf(state: EmoteState): string {
  const rest: Partial<EmoteState> = { ...state };
  delete rest.anisStatus;
  const inputImages = state.inputImages.map((image) => (image && !image.isSample ? { ...image, url: '', revokeUrl: false } : image));
  return JSON.stringify({ ...rest, inputImages, version: STATE_VERSION });
}

/** Each slot's own file (not a sample's, not words): from the page's object URL, or the maker's IndexedDB copy. */
export async function inputFilesOf(type: EmoteType, state: EmoteState): Promise<Record<number, Blob>> {
  const files: Record<number, Blob> = {};
  await Promise.all(
    state.inputImages.map(async (image, slot) => {
      if (!image || image.isSample || image.text) return;
      // A copy: restoreInputBlob gives the entry a new object URL when it reads IndexedDB.
      files[slot] = await restoreInputBlob(type.slug, slot, { ...image });
    }),
  );
  return files;
}

/** The model's masks of each slot cut out by it, as one blob a slot. */
export function masksOf(state: EmoteState): Record<number, Blob> {
  const masks: Record<number, Blob> = {};
  state.inputImages.forEach((image, slot) => {
    const decoded = makerRuntime.inputs[slot];
    if (image?.cutout?.mode === 'model' && decoded?.url === image.url && decoded.animation.masks) masks[slot] = new Blob(decoded.animation.masks as BlobPart[]);
  });
  return masks;
}

/** The current emote of a maker, ready to keep; null when it has made no file to show. */
export async function captureEmote(type: EmoteType): Promise<KeptContent | null> {
  const output = makerRuntime.output;
  if (!output) return null;
  const state = snapshot(stateFor(type)) as EmoteState;
  return {
    slug: type.slug,
    recipe: encodeRecipe(state),
    state: storedStateOf(state),
    inputs: await inputFilesOf(type, state),
    masks: masksOf(state),
    preview: output.blob,
  };
}
