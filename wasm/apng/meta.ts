/**
 * The APNG codec unit's data (as jSquash's meta.ts): its mime type, the colour counts the fit may
 * walk and the frame type. Data only: nothing here loads or runs a codec. An APNG is a PNG file
 * (same signature, same mime type, `.png`): readers that know no animation show its first frame.
 */

export const APNG_MIME = 'image/png';

/** UPNG's colour count for a lossless encode: full RGBA, no palette. */
export const LOSSLESS_APNG_COLORS = 0;
/**
 * The palettes the fit tries after the lossless encode, most colours first: RGBA entries from the
 * project's own quantizer (quantize-apng.ts), so a soft edge keeps some alpha even at 16 colours.
 */
export const APNG_PALETTE_STEPS: readonly number[] = [256, 128, 64, 32, 16];

/** Frames of one APNG encode: RGBA with 8-bit alpha and delays in ms. */
export interface ApngFrames {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
}
