/**
 * Takes the old background's colour out of the edge. A pixel the edge crosses shows
 * C = a·F + (1 − a)·B (subject F, background B, alpha a); knowing B, the subject's own colour is
 * F = (C − (1 − a)·B) / a. The 1-bit GIF edge shows such pixels fully opaque, so without this a
 * light backdrop leaves a light halo on a dark chat.
 */
import { blurValues } from './blur-mask.ts';

/** How far around an edge pixel the background is looked for when its colour is not known. */
const NEAR_BACKGROUND_PX = 6;
/** Mask values up to this count as removed background (a model's mask is rarely exactly 0). */
const REMOVED_ALPHA = 8;

/**
 * Per-pixel background colours, planar [r…, g…, b…]: the known backdrop everywhere, or the mean
 * colour of the removed pixels nearby (a segmentation mask over a busy background).
 */
function backgroundColours(rgba: Uint8ClampedArray, mask: Uint8Array, width: number, height: number): Float32Array[] {
  const count = mask.length;
  const weight = new Float32Array(count);
  const channels = [new Float32Array(count), new Float32Array(count), new Float32Array(count)];
  for (let p = 0; p < count; p++) {
    // Only pixels removed whole (and visible) tell what the background looked like; edge pixels hold subject too.
    const w = mask[p] <= REMOVED_ALPHA ? rgba[p * 4 + 3] / 255 : 0;
    weight[p] = w;
    for (let c = 0; c < 3; c++) channels[c][p] = rgba[p * 4 + c] * w;
  }
  const blurredWeight = blurValues(weight, width, height, NEAR_BACKGROUND_PX, 1);
  return channels.map((channel) => {
    const blurred = blurValues(channel, width, height, NEAR_BACKGROUND_PX, 1);
    for (let p = 0; p < count; p++) blurred[p] = blurredWeight[p] > 1e-4 ? blurred[p] / blurredWeight[p] : -1;
    return blurred;
  });
}

/** The frame's edge pixels (0 < mask < 255) with the background's share taken out of their colour, in place. */
export function decontaminate(rgba: Uint8ClampedArray, mask: Uint8Array, width: number, height: number, backdrop: readonly number[] | null) {
  let edge = false;
  for (let p = 0; p < mask.length && !edge; p++) edge = mask[p] > 0 && mask[p] < 255;
  if (!edge) return;
  const local = backdrop ? null : backgroundColours(rgba, mask, width, height);
  for (let p = 0; p < mask.length; p++) {
    const m = mask[p];
    if (m === 0 || m === 255) continue;
    const a = m / 255;
    for (let c = 0; c < 3; c++) {
      const b = backdrop ? backdrop[c] : local![c][p];
      if (b < 0) continue;
      const i = p * 4 + c;
      rgba[i] = (rgba[i] - (1 - a) * b) / a;
    }
  }
}
