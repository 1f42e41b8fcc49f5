/** Entering and leaving a maker page: restore and decode inputs, start generation; on leaving release it all. */
import { ref } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { reloadErrorMessage } from '../messages.ts';
import { decodeImage } from '../decode/decode-image.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { stateFor } from './emote-state.ts';
import { makerRuntime } from './maker-runtime.ts';
import { clearOutput, startMaking } from './make-emote.ts';
import { releaseAnimation } from './input-actions.ts';
import { restoreInputBlob } from './persist-inputs.ts';
import { guardUnsavedWork } from './unsaved-warning.ts';

/** Decodes every chosen input that has no animation yet (after a reload or coming back to the page). */
async function loadAnimations(type: EmoteType, isCurrent: () => boolean) {
  const state = stateFor(type);
  state.anisStatus = 'loading';
  await Promise.all(
    state.inputImages.map(async (image, slot) => {
      if (!image || makerRuntime.animations[slot]) return;
      try {
        const animation = image.isSample ? await decodeSample(image.url) : await decodeImage(await restoreInputBlob(type.slug, slot, image));
        if (!isCurrent()) return releaseAnimation(animation);
        makerRuntime.animations[slot] = ref(animation);
      } catch {
        if (!isCurrent()) return;
        // SPEC section 8: the input that no longer decodes becomes empty.
        makerRuntime.inputErrors[slot] = reloadErrorMessage(image.filename);
        state.inputImages[slot] = null;
      }
    }),
  );
  if (isCurrent()) state.anisStatus = 'loaded';
}

/** Releases the page's decoded inputs and output (SPEC section 2, moving to another page). */
export function leaveMaker(type: EmoteType) {
  makerRuntime.animations.forEach((a) => releaseAnimation(a));
  makerRuntime.animations = [];
  makerRuntime.inputErrors = {};
  makerRuntime.loadingSlots = {};
  makerRuntime.message = null;
  makerRuntime.making = false;
  makerRuntime.progress = null;
  makerRuntime.preview = null;
  makerRuntime.outputStale = false;
  clearOutput();
  stateFor(type).anisStatus = 'unloaded';
}

/** Starts the maker for a type; returns the function that leaves it. */
export function enterMaker(type: EmoteType): () => void {
  let current = true;
  let stopMaking: (() => void) | null = null;
  const stopGuard = guardUnsavedWork(type);
  void loadAnimations(type, () => current).then(() => {
    if (current) stopMaking = startMaking(type);
  });
  return () => {
    current = false;
    stopGuard();
    stopMaking?.();
    leaveMaker(type);
  };
}
