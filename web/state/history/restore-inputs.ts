/**
 * After an undo or a redo the state names each slot's source again; this brings each slot whose
 * source changed the frames of it (issue 31 item 6). The object URL of a visitor's file is still
 * alive (kept-urls.ts), so its bytes come back from it; a sample is fetched again; words need no
 * decode. Each slot's restore is a choice of its own (slot-choice.ts): a later one drops it.
 */
import type { EmoteType } from '../../emotes/types.ts';
import { decodeImage } from '../../decode/decode-image.ts';
import { decodeSample } from '../../decode/load-sample.ts';
import type { InputImage } from '../emote/emote-state-types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { putDecodedInput, releaseAnimation } from '../slot/decoded-inputs.ts';
import { takeThumbnails } from '../slot/timeline-thumbnails.ts';
import { saveInputBlob } from '../persist/persist-inputs.ts';
import { saveMasks } from '../persist/persist-masks.ts';
import { inputErrorFor } from '../emote/input-error.ts';
import { decodeOptionsFor } from '../slot/input-actions.ts';
import { removeBackground } from '../slot/remove-background.ts';
import { beginChoice, isLatest } from '../slot/slot-choice.ts';

/** The same source: the same file (its URL) or the same words. */
const sameSource = (a: InputImage | null, b: InputImage | null) => a?.url === b?.url && JSON.stringify(a?.text) === JSON.stringify(b?.text);

/** Brings every slot whose source differs from `before` the frames of its restored source. */
export function followRestoredInputs(type: EmoteType, before: (InputImage | null)[]): Promise<void> {
  const images = stateFor(type).inputImages;
  return Promise.all(images.map((image, slot) => (sameSource(before[slot] ?? null, image) ? null : restoreSlot(type, slot, image)))).then(() => undefined);
}

async function restoreSlot(type: EmoteType, slot: number, image: InputImage | null) {
  const choice = beginChoice(slot);
  delete makerRuntime.inputErrors[slot];
  delete makerRuntime.loadingSlots[slot];
  saveMasks(type.slug, slot, null);
  if (!image || image.text) {
    takeThumbnails(slot, null, null);
    putDecodedInput(slot, null, null);
    saveInputBlob(type.slug, slot, null);
    return;
  }
  makerRuntime.loadingSlots[slot] = image.filename;
  try {
    const blob = image.isSample ? null : await (await fetch(image.url, { signal: choice.signal })).blob();
    const animation = blob ? await decodeImage(blob, decodeOptionsFor(type)) : await decodeSample(image.url);
    if (!isLatest(choice) || stateFor(type).inputImages[slot]?.url !== image.url) return releaseAnimation(animation);
    saveInputBlob(type.slug, slot, blob);
    takeThumbnails(slot, image, animation);
    putDecodedInput(slot, image.url, animation);
    // The model's masks went with the source that left: a cut-out by the model is made again.
    if (image.cutout?.mode === 'model') void removeBackground(type, slot);
  } catch (error) {
    if (isLatest(choice)) makerRuntime.inputErrors[slot] = inputErrorFor(error, image.filename);
  } finally {
    if (isLatest(choice)) delete makerRuntime.loadingSlots[slot];
  }
}
