/** A clean edge: shrink the mask by N px (no fringe of old background left on it), then feather it over N px. */
import { blurValues } from './blur-mask.ts';
import { squaredDistanceTo } from './distance-transform.ts';

/** The mask with every pixel within `px` of a (mostly) transparent one taken out. */
export function shrinkMask(mask: Uint8Array, width: number, height: number, px: number): Uint8Array {
  if (px <= 0) return mask;
  const clear = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) clear[p] = mask[p] < 128 ? 1 : 0;
  const distance = squaredDistanceTo(clear, width, height);
  const limit = px * px;
  const out = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) out[p] = distance[p] <= limit ? 0 : mask[p];
  return out;
}

/**
 * The mask's edge faded inwards over `px` px: blurred, but never above what it was, so no pixel
 * outside the subject (still the old background's colour) becomes visible.
 */
export function featherMask(mask: Uint8Array, width: number, height: number, px: number): Uint8Array {
  if (px <= 0) return mask;
  const values = Float32Array.from(mask);
  // Two box passes of radius r spread an edge over about 2r px.
  const blurred = blurValues(values, width, height, Math.max(1, Math.round(px / 2)));
  const out = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) out[p] = Math.min(mask[p], Math.round(blurred[p]));
  return out;
}
