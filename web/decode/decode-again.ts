/**
 * How to decode an input again. Its frames cross to the pipeline worker once and leave the page
 * (issue 13: one copy of every frame); when that worker is replaced (a stuck encode, WASM memory
 * given back) or another worker needs them (the all-platforms pack), they are decoded again from
 * the file they came from.
 */
import type { Animation } from '../pipeline/protocol.ts';

const sources = new WeakMap<Animation, () => Promise<Animation>>();
/** Animations their slot let go of (replaced, emptied, or a superseded choice's): never decoded again, never posted. */
const released = new WeakSet<Animation>();

/** Marks `animation` as let go of: a job still naming it is stale (pipeline-client.ts drops it). */
export const markReleased = (animation: Animation) => released.add(animation);

/** True once the slot let go of `animation` (its bitmaps are closed). */
export const isReleased = (animation: Animation) => released.has(animation);

/** Records how `animation` was decoded, to do it again later. */
export function rememberSource(animation: Animation, decode: () => Promise<Animation>) {
  sources.set(animation, decode);
}

/**
 * Makes decoding `animation` again bring back its cut-out masks (issue 18) too: they are not in its
 * file. The fresh decode is the one its decoder remembered, given the masks, so it can be decoded
 * again in turn (a copy of it could not: a second "Remove background" then left an input the
 * pack could not decode).
 */
export function rememberMasks(animation: Animation, masks: Uint8Array[]) {
  const decode = sources.get(animation);
  if (!decode) return;
  sources.set(animation, async () => {
    const fresh = await decode();
    fresh.masks = masks;
    rememberMasks(fresh, masks);
    return fresh;
  });
}

/** True when the page no longer holds the frames (sent to a worker, or closed). */
export const isHollow = (animation: Animation) => animation.frames.some((frame) => frame.bitmap.width === 0);

/** A fresh decode of the file `animation` came from: the same frames and times. Throws when nothing says how it was decoded. */
export function decodeAgain(animation: Animation): Promise<Animation> {
  const decode = sources.get(animation);
  if (!decode) return Promise.reject(new Error('an input left the page with no way to decode it again'));
  return decode();
}

/** Gives a hollow animation its frames back (decoding its file again), closing any it still had. */
export async function refill(animation: Animation): Promise<void> {
  if (!isHollow(animation) || isReleased(animation)) return;
  const fresh = await decodeAgain(animation);
  animation.frames.forEach((frame) => frame.bitmap.close());
  animation.frames = fresh.frames;
  animation.frameEndTimes = fresh.frameEndTimes;
}
