/** Actions that bring an image into an input slot: file, URL or sample. Errors leave the slot as it was. */
import type { EmoteType, InputImageSpec } from '../../emotes/types.ts';
import { defaultInputTransform, type Animation } from '../../pipeline/protocol.ts';
import { decodeImage } from '../../decode/decode-image.ts';
import { createObjectUrl, fetchImageBlob } from '../../decode/load-url.ts';
import { decodeSample } from '../../decode/load-sample.ts';
import { isOpaque } from '../../decode/is-opaque.ts';
import { isVideoFile } from '../../decode/sniff-video.ts';
import { stateFor, type InputImage } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { releaseAnimation } from './decoded-inputs.ts';
import { markEdited } from '../emote/edit.ts';
import { saveInputBlob } from '../persist/persist-inputs.ts';
import { placeNewImage } from './recipe-transforms.ts';
import { removeBackground } from './remove-background.ts';
import { inputErrorFor } from '../emote/input-error.ts';
import { spanDecodeOptions } from './input-span.ts';
import { filenameOfUrl } from './url-filename.ts';
import { beginChoice, isLatest } from './slot-choice.ts';
import { setSlot } from './replace-source.ts';
import { clearUrlProgress, setUrlProgress } from './load-progress.ts';

/** What a load brings: the slot's entry, its frames, and the bytes to keep for a reload (null: nothing to keep). */
interface Loaded {
  image: InputImage;
  animation: Animation;
  blob: Blob | null;
}

/**
 * Loads `filename` into the slot as a new choice (slot-choice.ts); on failure the slot keeps what it
 * had and the error names the file. A load superseded by a later choice meanwhile is dropped, result
 * or error: its frames are released, never shown or posted (issue 31).
 */
async function loadInto(type: EmoteType, slot: number, filename: string, load: (filename: string, signal: AbortSignal) => Promise<Loaded>) {
  const choice = beginChoice(slot);
  makerRuntime.loadingSlots[slot] = filename;
  delete makerRuntime.inputErrors[slot];
  try {
    const { image, animation, blob } = await load(filename, choice.signal);
    if (!isLatest(choice)) {
      releaseAnimation(animation);
      if (image.revokeUrl) URL.revokeObjectURL(image.url);
      return false;
    }
    saveInputBlob(type.slug, slot, blob);
    const runModel = placeNewImage(type.slug, slot, image);
    setSlot(type, slot, image, animation, choice);
    if (runModel) void removeBackground(type, slot);
    markEdited(stateFor(type));
    return true;
  } catch (error) {
    if (isLatest(choice)) makerRuntime.inputErrors[slot] = inputErrorFor(error, filename);
    return false;
  } finally {
    if (isLatest(choice)) {
      delete makerRuntime.loadingSlots[slot];
      clearUrlProgress(slot);
    }
  }
}

const svgTarget = (type: EmoteType) => ({ ...stateFor(type).size });

/** How the visitor's own file is decoded for this emote: an SVG at its size, a clip or an animated image over the part it plays (with its timeline's thumbnails). */
export const decodeOptionsFor = (type: EmoteType) => ({ svgTargetSize: svgTarget(type), ...spanDecodeOptions(type), thumbnails: true });

function imageFor(filename: string, url: string, revokeUrl: boolean, animation: Animation, isSample: boolean): InputImage {
  return { filename, url, revokeUrl, size: { width: animation.width, height: animation.height }, transform: defaultInputTransform(), isSample };
}

/**
 * The visitor's own image, from an object URL of ours. A photo (no transparency in its first
 * frame) fills the output by default: bands beside a photo look like a mistake, while cut-out art
 * with transparency is shown whole.
 */
async function ownImage(filename: string, blob: Blob, animation: Animation): Promise<InputImage> {
  const image = imageFor(filename, createObjectUrl(blob), true, animation, false);
  image.opaque = isOpaque(animation.frames[0].bitmap);
  image.transform.fill = image.opaque;
  if (await isVideoFile(blob)) image.video = true;
  return image;
}

/** The image entry, or the animation's frames closed when it cannot be made (no object URL): no bitmap is left to the collector. */
async function ownImageOrRelease(filename: string, blob: Blob, animation: Animation): Promise<InputImage> {
  try {
    return await ownImage(filename, blob, animation);
  } catch (error) {
    releaseAnimation(animation);
    throw error;
  }
}

/** Decodes a chosen, dropped or pasted file into the slot. */
export function loadInputFile(type: EmoteType, slot: number, file: Blob, filename = (file as File).name || 'image') {
  return loadInto(type, slot, filename, async (_name, signal) => {
    const animation = await decodeImage(file, { ...decodeOptionsFor(type), signal });
    return { image: await ownImageOrRelease(filename, file, animation), animation, blob: file };
  });
}

/** Fetches an image URL and decodes it into the slot. */
export function loadInputUrl(type: EmoteType, slot: number, url: string) {
  return loadInto(type, slot, filenameOfUrl(url), async (filename, signal) => {
    // A later choice (or Cancel, or leaving) stops the fetch: a stalled URL never answers over the file chosen after it.
    const blob = await fetchImageBlob(url, { signal, onProgress: (progress) => !signal.aborted && setUrlProgress(slot, progress) });
    signal.throwIfAborted();
    clearUrlProgress(slot);
    const animation = await decodeImage(blob, { ...decodeOptionsFor(type), signal });
    return { image: await ownImageOrRelease(filename, blob, animation), animation, blob };
  });
}

type Sample = NonNullable<InputImageSpec['sample']>;

/** The file name a sample goes by: the last part of its URL. */
export const sampleFilename = (sample: Sample) => sample.url.split('/').pop()!;

/** The input image entry of a decoded sample. */
export function sampleImage(sample: Sample, animation: Animation): InputImage {
  const image = imageFor(sampleFilename(sample), sample.url, false, animation, true);
  image.transform.pixelated = sample.pixelated;
  return image;
}

/** Loads the emote type's own sample art into the slot. */
export function loadSample(type: EmoteType, slot: number) {
  const sample = type.inputImageSpecs[slot]?.sample;
  if (!sample) {
    console.error(`missing input sample data for ${type.slug} slot ${slot}`);
    return Promise.resolve(false);
  }
  return loadInto(type, slot, sampleFilename(sample), async () => {
    const animation = await decodeSample(sample.url);
    // Samples are fetched again on the next visit; no stored copy is needed.
    return { image: sampleImage(sample, animation), animation, blob: null };
  });
}
