/**
 * "Remove background" (issue 18): the segmentation model cuts the slot's subject out of every
 * frame, once per input. The page's frames have moved to the encode worker, so the file is
 * decoded again for the model; its masks ride with that fresh decode, which replaces the slot's
 * animation (the worker gets it, masks and all, with the next job) and is kept in IndexedDB.
 * A failure leaves the slot as it was and says why in it. The visitor's click first measures the
 * picture (issue 33 item 2): a flat or already transparent backdrop is cut by "Remove backdrop"
 * instead, which keeps whites inside the subject and needs no model (cutout-choice.ts).
 */
import type { EmoteType } from '../../emotes/types.ts';
import { decodeAgain, rememberMasks } from '../../decode/decode-again.ts';
import type { Animation } from '../../pipeline/protocol.ts';
import { segmentFrames } from '../../cutout/segment/segment-client.ts';
import { SegmentError, type SegmentProgress } from '../../cutout/segment/segment-types.ts';
import { stateFor, type InputImage } from '../emote/emote-state.ts';
import { animationFor, putDecodedInput, releaseAnimation } from './decoded-inputs.ts';
import { cutoutRuntime } from './cutout-runtime.ts';
import { setCutout } from './cutout-actions.ts';
import { chooseToolFor, noteCutout, verdictOf } from './cutout-choice.ts';
import { restoreMasks, saveMasks } from '../persist/persist-masks.ts';
import { currentChoice, isLatest } from './slot-choice.ts';

/** Said when the model fails in a way it did not word itself. */
export const CUTOUT_FAILED = 'Background removal failed; the image is unchanged.';

const controllers = new Map<number, AbortController>();

/** The animation with the model's masks, which come back with it when it is decoded again (a new worker, the pack). */
function withMasks(animation: Animation, masks: Uint8Array[]): Animation {
  animation.masks = masks;
  rememberMasks(animation, masks);
  return animation;
}

/** Resolves in a task of its own, so the page can paint and answer the visitor in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Rejects once the signal aborts, so Cancel ends the wait at once whatever the model does. */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new SegmentError('interrupted', 'Cancelled')), { once: true }));

/**
 * A reloaded input whose slot was cut out by the model: its masks from IndexedDB, or, when none
 * are kept, the model runs again (with its progress in the slot) once the input is in place.
 */
export async function withStoredMasks(type: EmoteType, slot: number, image: InputImage, animation: Animation): Promise<Animation> {
  if (image.cutout?.mode !== 'model') return animation;
  const masks = await restoreMasks(type.slug, slot, animation);
  if (masks) return withMasks(animation, masks);
  setTimeout(() => void removeBackground(type, slot));
  return animation;
}

/**
 * Runs the model on the slot's input and, when it finishes, cuts the subject out with its masks.
 * The visitor's "Remove background" passes `reframe`: the framing then follows the cut subject's
 * alpha (framing.ts); a cut-out restored from a link or a reload keeps the framing kept with it.
 * With `choose` (the "Remove background" button) the picture's border decides first: a flat
 * backdrop is removed by the flood fill and the model does not run. The slot's note then says
 * which tool was used and why, or that the model's mask looks wrong.
 */
export async function removeBackground(type: EmoteType, slot: number, { reframe = false, choose = false } = {}) {
  const image = stateFor(type).inputImages[slot];
  const source = animationFor(slot, image);
  if (!image || !source || controllers.has(slot)) return;
  const controller = new AbortController();
  controllers.set(slot, controller);
  // A later choice for the slot stops the model as Cancel does: its masks or error are for a source that left.
  const choice = currentChoice(slot);
  const supersede = () => controller.abort();
  choice.signal.addEventListener('abort', supersede, { once: true });
  cutoutRuntime.running[slot] = { progress: null };
  delete cutoutRuntime.errors[slot];
  let fresh: Animation | null = null;
  try {
    fresh = await decodeAgain(source);
    const tool = choose ? chooseToolFor(fresh.frames[0].bitmap) : null;
    if (tool?.tool === 'backdrop') {
      if (controller.signal.aborted || !isLatest(choice) || stateFor(type).inputImages[slot] !== image) return;
      setCutout(type, slot, { mode: 'backdrop' }, { reframe });
      noteCutout(slot, image.url, 'backdrop', tool.reason);
      return;
    }
    const onProgress = (progress: SegmentProgress) => {
      if (cutoutRuntime.running[slot]) cutoutRuntime.running[slot].progress = progress;
    };
    const masks = await Promise.race([
      segmentFrames(fresh.frames.map((frame) => frame.bitmap), { signal: controller.signal, onProgress }),
      whenAborted(controller.signal),
    ]);
    // The masks' verdict, the new input with its cut-out, and keeping the masks are a task each:
    // together they held the page's main thread for over 100 ms on a loaded machine (issue 18).
    const verdict = verdictOf(masks, fresh.frames[0].bitmap);
    await nextTask();
    // The visitor may have replaced the image or cancelled meanwhile: then nothing changes.
    if (controller.signal.aborted || !isLatest(choice) || stateFor(type).inputImages[slot] !== image) return;
    // Another part of the input was decoded meanwhile (input-span.ts): these masks fit the old frames.
    if (animationFor(slot, image) !== source) return void setTimeout(() => void removeBackground(type, slot, { reframe, choose }));
    putDecodedInput(slot, image.url, withMasks(fresh, masks));
    fresh = null;
    setCutout(type, slot, { mode: 'model' }, { reframe });
    noteCutout(slot, image.url, 'model', verdict ?? (tool ? tool.reason : null));
    setTimeout(() => stateFor(type).inputImages[slot]?.url === image.url && saveMasks(type.slug, slot, masks));
  } catch (error) {
    if (!controller.signal.aborted) {
      console.warn('background removal failed', error);
      cutoutRuntime.errors[slot] = error instanceof SegmentError ? error.message : CUTOUT_FAILED;
    }
  } finally {
    releaseAnimation(fresh);
    choice.signal.removeEventListener('abort', supersede);
    controllers.delete(slot);
    delete cutoutRuntime.running[slot];
  }
}

/**
 * A slot cut out by the model whose input was decoded again with other frames (a new part of a clip or an animated image,
 * input-span.ts): its masks no longer fit, so the model runs again, with its progress in the slot.
 */
export function recutNewFrames(type: EmoteType, slot: number) {
  if (stateFor(type).inputImages[slot]?.cutout?.mode === 'model') void removeBackground(type, slot);
}

/** Stops the slot's "Remove background": the slot stays as it was. */
export function cancelRemoveBackground(slot: number) {
  controllers.get(slot)?.abort();
}
