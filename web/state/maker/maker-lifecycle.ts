/** Entering and leaving a maker page: restore and decode inputs, start generation; on leaving release it all. */
import type { EmoteType } from '../../emotes/types.ts';
import { reloadErrorMessage } from '../../messages.ts';
import { decodeImage } from '../../decode/decode-image.ts';
import { decodeSample } from '../../decode/load-sample.ts';
import { stateFor, type EmoteState } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { clearOutput, startMaking } from '../output/make-emote.ts';
import { sampleFilename, sampleImage } from '../slot/input-actions.ts';
import { setSlot } from '../slot/replace-source.ts';
import { spanDecodeOptions } from '../slot/input-span.ts';
import { animationFor, putDecodedInput, releaseAnimation, releaseDecodedInputs } from '../slot/decoded-inputs.ts';
import { inputErrorFor } from '../emote/input-error.ts';
import { releaseThumbnails, takeThumbnails } from '../slot/timeline-thumbnails.ts';
import { restoreInputBlob } from '../persist/persist-inputs.ts';
import { guardUnsavedWork } from '../persist/unsaved-warning.ts';
import { listenForPaste } from '../slot/page-paste.ts';
import { clearPack, watchPack } from '../output/pack-actions.ts';
import { abandonChoices, beginChoice, isLatest } from '../slot/slot-choice.ts';
import { clearAllUrlProgress } from '../slot/load-progress.ts';
import { withStoredMasks } from '../slot/remove-background.ts';
import { startWithWords } from '../slot/text-actions.ts';
import { startHistory, stopHistory } from '../history/edit-history.ts';

/** Decodes every chosen input that has no animation yet (after a reload or coming back to the page). */
async function loadAnimations(type: EmoteType, isCurrent: () => boolean) {
  // A left maker's samples may arrive after the next one (the page mounts its maker twice on load) is loaded: it must not mark that one loading again.
  if (!isCurrent()) return;
  const state = stateFor(type);
  state.anisStatus = 'loading';
  await Promise.all(
    state.inputImages.map(async (image, slot) => {
      // Words are drawn by the worker from the text itself: nothing to decode.
      if (!image || image.text || animationFor(slot, image)) return;
      // Restoring the slot's kept source is its choice until the visitor makes another (slot-choice.ts).
      const choice = beginChoice(slot);
      const superseded = () => !isCurrent() || !isLatest(choice);
      try {
        const animation = image.isSample ? await decodeSample(image.url) : await decodeImage(await restoreInputBlob(type.slug, slot, image), { ...spanDecodeOptions(type), thumbnails: true, signal: choice.signal });
        if (superseded()) return releaseAnimation(animation);
        takeThumbnails(slot, image, animation);
        const masked = await withStoredMasks(type, slot, image, animation);
        if (superseded()) return releaseAnimation(masked);
        putDecodedInput(slot, image.url, masked);
      } catch {
        if (superseded()) return;
        // SPEC section 8: the input that no longer decodes becomes empty.
        makerRuntime.inputErrors[slot] = { message: reloadErrorMessage(image.filename), filename: null };
        state.inputImages[slot] = null;
      }
    }),
  );
  if (isCurrent()) state.anisStatus = 'loaded';
}

/** True when the visitor has no work on this page yet: never edited, and no input chosen. */
export const startsFromSamples = (state: Pick<EmoteState, 'fresh' | 'inputImages'>) => state.fresh && state.inputImages.every((image) => !image);

/**
 * A fresh page starts from the type's sample inputs, all fetched and decoded at once, so the output
 * plays on arrival (issue 12). This is not an edit: the page stays fresh, with nothing to warn about.
 */
async function loadSamples(type: EmoteType, isCurrent: () => boolean) {
  await Promise.all(
    type.inputImageSpecs.map(async ({ sample }, slot) => {
      if (!sample || startWithWords(type, slot)) return;
      const choice = beginChoice(slot);
      const latest = () => isCurrent() && isLatest(choice);
      makerRuntime.loadingSlots[slot] = sampleFilename(sample);
      try {
        const animation = await decodeSample(sample.url);
        // The visitor may have chosen an image of their own meanwhile (or be loading one): theirs stays.
        if (!latest() || stateFor(type).inputImages[slot]) return releaseAnimation(animation);
        setSlot(type, slot, sampleImage(sample, animation), animation, choice);
      } catch (error) {
        if (latest()) makerRuntime.inputErrors[slot] = inputErrorFor(error, sampleFilename(sample));
      } finally {
        if (latest()) delete makerRuntime.loadingSlots[slot];
      }
    }),
  );
}

/**
 * Revokes the object URLs of the visitor's own inputs, so their bytes are not kept in the page while
 * it shows another maker: coming back restores them from IndexedDB, as a reload does (issue 19). The
 * state forgets each URL as a reload's does, so nothing on the way back asks for a revoked one.
 */
function revokeInputUrls(type: EmoteType) {
  for (const image of stateFor(type).inputImages) {
    if (!image?.revokeUrl) continue;
    URL.revokeObjectURL(image.url);
    image.url = '';
    image.revokeUrl = false;
  }
}

/** Releases the page's decoded inputs and output (SPEC section 2, moving to another page). */
export function leaveMaker(type: EmoteType) {
  abandonChoices();
  clearAllUrlProgress();
  releaseDecodedInputs();
  releaseThumbnails();
  revokeInputUrls(type);
  makerRuntime.inputErrors = {};
  makerRuntime.loadingSlots = {};
  makerRuntime.message = null;
  makerRuntime.messageDetail = null;
  makerRuntime.making = false;
  makerRuntime.progress = null;
  makerRuntime.makingTarget = null;
  makerRuntime.preview = null;
  makerRuntime.outputStale = false;
  clearOutput();
  clearPack();
  stateFor(type).anisStatus = 'unloaded';
}

/** Starts the maker for a type; returns the function that leaves it. */
export function enterMaker(type: EmoteType): () => void {
  let current = true;
  let stopMaking: (() => void) | null = null;
  const stopGuard = guardUnsavedWork(type);
  const stopPaste = listenForPaste(type);
  const stopPack = watchPack(type);
  const isCurrent = () => current;
  const state = stateFor(type);
  const loading = startsFromSamples(state) ? loadSamples(type, isCurrent) : Promise.resolve();
  void loading.then(() => loadAnimations(type, isCurrent)).then(() => {
    if (!current) return;
    // Undo goes back as far as the page as it arrived, with its inputs.
    startHistory(type);
    stopMaking = startMaking(type);
  });
  return () => {
    current = false;
    stopGuard();
    stopPaste();
    stopPack();
    stopMaking?.();
    stopHistory();
    leaveMaker(type);
  };
}
