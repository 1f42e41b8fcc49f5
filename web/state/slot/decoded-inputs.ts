/**
 * Each slot's decoded animation, kept in one record with the image it was decoded from. A job
 * pairs a slot's image with its animation through this record (the same `url`), so the flow from
 * a file to a job does not depend on which of the two stores was written first, and every write
 * bumps `inputsVersion`, which the generation watches beside the emote state.
 */
import { ref } from 'valtio';
import type { Animation } from '../../pipeline/protocol.ts';
import type { InputImage } from '../emote/emote-state-types.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { wasFoundBlank } from '../../decode/is-blank.ts';
import { takeReadThumbnails } from '../../decode/thumbnail-strip.ts';
import { markReleased } from '../../decode/decode-again.ts';

export type { DecodedInput } from '../emote/maker-runtime.ts';

/** Frees an animation's bitmaps (and thumbnails drawn while it was read that no slot took). */
export function releaseAnimation(animation: Animation | null | undefined) {
  if (!animation) return;
  markReleased(animation);
  animation.frames.forEach((f) => f.bitmap.close());
  takeReadThumbnails(animation)?.forEach((bitmap) => bitmap.close());
}

/** Puts a slot's decoded animation (null to empty it), releasing the one it replaces. */
export function putDecodedInput(slot: number, url: string | null, animation: Animation | null) {
  releaseAnimation(makerRuntime.inputs[slot]?.animation);
  makerRuntime.inputs[slot] = url && animation ? ref({ url, animation, empty: wasFoundBlank(animation) }) : null;
  makerRuntime.inputsVersion += 1;
}

/** The animation decoded from this slot's image, or null while it has none (not decoded yet, or decoded from an image since replaced). */
export function animationFor(slot: number, image: Pick<InputImage, 'url'> | null): Animation | null {
  const decoded = makerRuntime.inputs[slot];
  return image && decoded?.url === image.url ? decoded.animation : null;
}

/** True when this slot's image decoded to nothing but transparent pixels. */
export const isEmptyInput = (slot: number, image: Pick<InputImage, 'url'> | null): boolean => {
  const decoded = makerRuntime.inputs[slot];
  return !!image && decoded?.url === image.url && decoded.empty;
};

/** Releases every decoded input (leaving the page). */
export function releaseDecodedInputs() {
  makerRuntime.inputs.forEach((decoded) => releaseAnimation(decoded?.animation));
  makerRuntime.inputs = [];
  makerRuntime.inputsVersion += 1;
}

/** The animations decoded so far, in slot order. */
export const decodedAnimations = (): Animation[] => makerRuntime.inputs.flatMap((decoded) => (decoded ? [decoded.animation] : []));
