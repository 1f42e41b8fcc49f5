/**
 * The colour space the JS encoder quantizes in: luma plus scaled colour differences, so that
 * squared distances weigh brightness errors, which the eye sees most, above hue errors.
 */

/**
 * How much a colour-difference unit counts against a luma unit (1 would be plain YCbCr).
 * Lower values buy luma SSIM (0.6 scored .0007 more on the Discord emote under 128 KB) but
 * grey out skin tones at 15–30 colours; 0.8 keeps them.
 */
const CHROMA_WEIGHT = 0.8;
/** The chroma axes' scales (inlined where a loop converts every pixel). */
export const U_SCALE = 0.564 * CHROMA_WEIGHT;
export const V_SCALE = 0.713 * CHROMA_WEIGHT;

/** Writes the weighted (y, u, v) of an RGB colour into `out` at `offset`. */
export function toWeighted(r: number, g: number, b: number, out: Float32Array, offset: number): void {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  out[offset] = y;
  out[offset + 1] = U_SCALE * (b - y);
  out[offset + 2] = V_SCALE * (r - y);
}

/** Writes the RGB bytes of a weighted (y, u, v) into `out` at `offset`, rounded and clamped. */
export function fromWeighted(y: number, u: number, v: number, out: Uint8Array, offset: number): void {
  const r = y + v / V_SCALE;
  const b = y + u / U_SCALE;
  const g = (y - 0.299 * r - 0.114 * b) / 0.587;
  out[offset] = clampByte(r);
  out[offset + 1] = clampByte(g);
  out[offset + 2] = clampByte(b);
}

function clampByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}
