/** "Trim margins": the box that holds the subject in every frame, so cropping to it lets the subject fill the emote. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Alpha at or above this counts as subject (faint specks of a feathered edge do not hold the box open). */
export const SUBJECT_ALPHA = 16;

/** The smallest box holding every mask's subject pixels, or null when no mask has any. */
export function subjectBox(masks: readonly Uint8Array[], width: number, height: number): Box | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (const mask of masks) {
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (mask[row + x] < SUBJECT_ALPHA) continue;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
