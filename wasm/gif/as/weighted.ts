/**
 * The quantizer's colour space, as js-gif/color-space.ts defines it: luma plus scaled colour
 * differences. The constants are computed the same way in f64, so both sides agree to the bit
 * (the parity test compares whole files).
 */

const CHROMA_WEIGHT: f64 = 0.8;
export const U_SCALE: f64 = 0.564 * CHROMA_WEIGHT;
export const V_SCALE: f64 = 0.713 * CHROMA_WEIGHT;

/** Luma of an RGB colour, in f64 as JavaScript computes it. */
export function lumaOf(r: f64, g: f64, b: f64): f64 {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
