/** Actions for the overlay: an image laid over inputs, preview or output to line the emote up with. */
import { ref } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import { decodeImage } from '../../decode/decode-image.ts';
import { stateFor, type OverlayOptions } from './emote-state.ts';
import { makerRuntime } from './maker-runtime.ts';
import { inputErrorFor } from './input-error.ts';
import { markEdited } from './edit.ts';

type OverlayFlags = Pick<OverlayOptions, 'opacity' | 'showOnInputs' | 'showOnPreview' | 'showOnOutput'>;

export function setOverlayOption<K extends keyof OverlayFlags>(type: EmoteType, key: K, value: OverlayFlags[K]) {
  const state = stateFor(type);
  (state.overlayOptions as OverlayFlags)[key] = (key === 'opacity' ? Math.min(100, Math.max(0, Math.round(value as number))) : value) as OverlayFlags[K];
  markEdited(state);
}

/** Uses a file as the overlay image (its first frame). */
export async function chooseOverlayImage(type: EmoteType, file: File) {
  const state = stateFor(type);
  try {
    const animation = await decodeImage(file);
    animation.frames.slice(1).forEach((f) => f.bitmap.close());
    makerRuntime.overlayBitmap?.close();
    makerRuntime.overlayBitmap = ref(animation.frames[0].bitmap);
    if (state.overlayOptions.imageUrl) URL.revokeObjectURL(state.overlayOptions.imageUrl);
    state.overlayOptions.imageUrl = URL.createObjectURL(file);
    state.overlayOptions.imageName = file.name;
    delete makerRuntime.inputErrors.overlay;
    markEdited(state);
  } catch (error) {
    makerRuntime.inputErrors.overlay = inputErrorFor(error, file.name);
  }
}

/** Removes the overlay image. */
export function clearOverlayImage(type: EmoteType) {
  const state = stateFor(type);
  if (state.overlayOptions.imageUrl) URL.revokeObjectURL(state.overlayOptions.imageUrl);
  makerRuntime.overlayBitmap?.close();
  makerRuntime.overlayBitmap = null;
  state.overlayOptions.imageUrl = null;
  state.overlayOptions.imageName = null;
  markEdited(state);
}
