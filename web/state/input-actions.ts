/** Actions that bring an image into an input slot: file, URL or sample. Errors leave the slot as it was. */
import { ref } from 'valtio';
import { LOAD_ERRORS } from '../messages.ts';
import type { EmoteType } from '../emotes/types.ts';
import { defaultInputTransform, type Animation } from '../pipeline/protocol.ts';
import { decodeImage } from '../decode/decode-image.ts';
import { LoadError } from '../decode/load-error.ts';
import { createObjectUrl, fetchImageBlob } from '../decode/load-url.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { stateFor, type InputImage } from './emote-state.ts';
import { makerRuntime } from './maker-runtime.ts';
import { markEdited } from './edit.ts';
import { saveInputBlob } from './persist-inputs.ts';
import { placeNewImage } from './recipe-transforms.ts';

/** Frees an animation's bitmaps. */
export function releaseAnimation(animation: Animation | null | undefined) {
  animation?.frames.forEach((f) => f.bitmap.close());
}

/** Replaces a slot's image and animation, releasing what was there. */
export function setSlot(type: EmoteType, slot: number, image: InputImage | null, animation: Animation | null) {
  const state = stateFor(type);
  const previous = state.inputImages[slot];
  if (previous?.revokeUrl) URL.revokeObjectURL(previous.url);
  releaseAnimation(makerRuntime.animations[slot]);
  makerRuntime.animations[slot] = animation ? ref(animation) : null;
  state.inputImages[slot] = image;
}


async function loadInto(type: EmoteType, slot: number, load: () => Promise<{ image: InputImage; animation: Animation }>) {
  makerRuntime.loadingSlots[slot] = true;
  delete makerRuntime.inputErrors[slot];
  try {
    const { image, animation } = await load();
    placeNewImage(type.slug, slot, image);
    setSlot(type, slot, image, animation);
    markEdited(stateFor(type));
    return true;
  } catch (error) {
    makerRuntime.inputErrors[slot] = error instanceof LoadError ? error.message : LOAD_ERRORS.noSize;
    if (!(error instanceof LoadError)) console.error('unexpected input failure', error);
    return false;
  } finally {
    delete makerRuntime.loadingSlots[slot];
  }
}

const svgTarget = (type: EmoteType) => ({ ...stateFor(type).size });

function imageFor(filename: string, url: string, revokeUrl: boolean, animation: Animation, isSample: boolean): InputImage {
  return { filename, url, revokeUrl, size: { width: animation.width, height: animation.height }, transform: defaultInputTransform(), isSample };
}

/** Decodes a chosen, dropped or pasted file into the slot. */
export function loadInputFile(type: EmoteType, slot: number, file: Blob, filename = (file as File).name ?? 'image') {
  return loadInto(type, slot, async () => {
    const animation = await decodeImage(file, { svgTargetSize: svgTarget(type) });
    saveInputBlob(type.slug, slot, file);
    return { image: imageFor(filename, createObjectUrl(file), true, animation, false), animation };
  });
}

/** Fetches an image URL and decodes it into the slot. */
export function loadInputUrl(type: EmoteType, slot: number, url: string) {
  return loadInto(type, slot, async () => {
    const blob = await fetchImageBlob(url);
    const animation = await decodeImage(blob, { svgTargetSize: svgTarget(type) });
    saveInputBlob(type.slug, slot, blob);
    const filename = decodeURIComponent(new URL(url, location.href).pathname.split('/').pop() || 'image');
    return { image: imageFor(filename, createObjectUrl(blob), true, animation, false), animation };
  });
}

/** Loads the emote type's own sample art into the slot. */
export function loadSample(type: EmoteType, slot: number) {
  const sample = type.inputImageSpecs[slot]?.sample;
  if (!sample) {
    console.error(`missing input sample data for ${type.slug} slot ${slot}`);
    return Promise.resolve(false);
  }
  return loadInto(type, slot, async () => {
    const animation = await decodeSample(sample.url);
    // Samples are fetched again on the next visit; no stored copy is needed.
    saveInputBlob(type.slug, slot, null);
    const image = imageFor(sample.url.split('/').pop()!, sample.url, false, animation, true);
    image.transform.pixelated = sample.pixelated;
    return { image, animation };
  });
}
