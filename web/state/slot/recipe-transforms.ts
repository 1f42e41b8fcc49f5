/**
 * Placements and cut-outs a recipe link asked for, held for slots that had no image when it
 * opened: the sample it loads takes them, and so does the first image the visitor adds there.
 */
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { InputTransform } from '../../pipeline/protocol.ts';
import type { InputImage } from '../emote/emote-state.ts';

const held = new Map<string, InputTransform>();
const heldCutouts = new Map<string, CutoutSettings>();
const keyOf = (slug: string, slot: number) => `${slug}:${slot}`;

/** Forgets every placement and cut-out held for a slug (a new recipe opens). */
export function dropHeldTransforms(slug: string) {
  for (const map of [held, heldCutouts]) for (const key of [...map.keys()]) if (key.startsWith(`${slug}:`)) map.delete(key);
}

export function holdTransform(slug: string, slot: number, transform: InputTransform) {
  held.set(keyOf(slug, slot), structuredClone(transform));
}

export function holdCutout(slug: string, slot: number, cutout: CutoutSettings) {
  heldCutouts.set(keyOf(slug, slot), { ...cutout });
}

/**
 * Gives a newly loaded image the held placement and cut-out; the visitor's own image uses them up.
 * True when the cut-out is the model's: its masks never travel, so the caller runs the model once
 * the image is in place (until then the slot is uncut).
 */
export function placeNewImage(slug: string, slot: number, image: InputImage): boolean {
  const key = keyOf(slug, slot);
  const transform = held.get(key);
  const cutout = heldCutouts.get(key);
  if (transform) image.transform = structuredClone(transform);
  if (cutout) image.cutout = cutout.mode === 'model' ? { ...cutout, mode: 'none' } : { ...cutout };
  if (!image.isSample) {
    held.delete(key);
    heldCutouts.delete(key);
  }
  return cutout?.mode === 'model';
}
