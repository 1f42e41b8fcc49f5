/** Whether a decoded input has nothing to show (issue 19 item 4): every pixel of every frame fully transparent. */
import type { Animation } from '../pipeline/protocol.ts';

/** True when no pixel of the bitmap has any alpha; stops at the first that has. */
export function isBlankBitmap(bitmap: ImageBitmap): boolean {
  if (bitmap.width === 0 || bitmap.height === 0) return true;
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.drawImage(bitmap, 0, 0);
  const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
  return true;
}

/**
 * True when every frame is fully transparent. Most inputs show something in their first frame, so
 * this reads one frame; only a blank one makes it read the next.
 */
export const isBlank = (animation: Animation): boolean => animation.frames.every((frame) => isBlankBitmap(frame.bitmap));

/** Animations decodeImage found blank, read when the slot takes them. */
const blankAnimations = new WeakSet<Animation>();

/** Records whether a freshly decoded animation is blank (read its pixels before its frames leave for the worker). */
export function noteIfBlank(animation: Animation) {
  if (isBlank(animation)) blankAnimations.add(animation);
}

/** True when noteIfBlank found this animation blank. */
export const wasFoundBlank = (animation: Animation): boolean => blankAnimations.has(animation);
