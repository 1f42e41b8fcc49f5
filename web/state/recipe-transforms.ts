/**
 * Placements a recipe link asked for, held for slots that had no image when it opened: the
 * sample it loads takes the placement, and so does the first image the visitor adds there.
 */
import type { InputTransform } from '../pipeline/protocol.ts';
import type { InputImage } from './emote-state.ts';

const held = new Map<string, InputTransform>();
const keyOf = (slug: string, slot: number) => `${slug}:${slot}`;

/** Forgets every placement held for a slug (a new recipe opens). */
export function dropHeldTransforms(slug: string) {
  for (const key of [...held.keys()]) if (key.startsWith(`${slug}:`)) held.delete(key);
}

export function holdTransform(slug: string, slot: number, transform: InputTransform) {
  held.set(keyOf(slug, slot), structuredClone(transform));
}

/** Gives a newly loaded image the held placement; the visitor's own image uses it up. */
export function placeNewImage(slug: string, slot: number, image: InputImage) {
  const transform = held.get(keyOf(slug, slot));
  if (!transform) return;
  image.transform = structuredClone(transform);
  if (!image.isSample) held.delete(keyOf(slug, slot));
}
