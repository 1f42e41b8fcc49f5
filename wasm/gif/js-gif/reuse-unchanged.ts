/**
 * Inter-frame reuse: where a pixel shows the same palette entry as on the previous frame, it is
 * written as transparent over a kept (undisposed) previous frame, and LZW packs those runs into
 * a few codes. A frame where some pixel turns from opaque to transparent cannot build on the
 * previous one (GIF can only clear a whole frame), so its predecessor is disposed instead.
 */

/** GIF disposal methods used here. */
export const DISPOSE_KEEP = 1;
export const DISPOSE_CLEAR = 2;

/** The pixels to write for each frame and how each frame is disposed of after it shows. */
export interface ReusePlan {
  written: Uint8Array[];
  disposals: number[];
}

/** Plans reuse over indexed frames; without a transparent index every frame is written whole. */
export function planFrameReuse(frames: Uint8Array[], transparentIndex: number): ReusePlan {
  const disposals = frames.map(() => DISPOSE_CLEAR);
  if (transparentIndex < 0) return { written: frames, disposals: frames.map(() => DISPOSE_KEEP) };
  const written = frames.slice();
  for (let f = 1; f < frames.length; f++) {
    const previous = frames[f - 1];
    const current = frames[f];
    if (turnsTransparent(previous, current, transparentIndex)) continue;
    disposals[f - 1] = DISPOSE_KEEP;
    const out = current.slice();
    for (let p = 0; p < out.length; p++) if (out[p] === previous[p]) out[p] = transparentIndex;
    written[f] = out;
  }
  return { written, disposals };
}

function turnsTransparent(previous: Uint8Array, current: Uint8Array, transparentIndex: number): boolean {
  for (let p = 0; p < current.length; p++) {
    if (current[p] === transparentIndex && previous[p] !== transparentIndex) return true;
  }
  return false;
}
