/**
 * The WebP codec unit's data (as jSquash's meta.ts): its mime type, the encode's default quality
 * and the range the fit may walk. Data only: nothing here loads or runs a codec.
 */

export const WEBP_MIME = 'image/webp';

/** libwebp's lossy quality (0..100) of the plain encode: W2 at 92 measured SSIM .998 in Debian's img2webp. */
export const DEFAULT_WEBP_QUALITY = 90;
/** The fit gives up quality down to this before frames and size: below it edges smear. */
export const MIN_WEBP_QUALITY = 40;

/** Frames of one WebP encode: RGBA with 8-bit alpha (no cut, unlike GIF) and delays in ms. */
export interface WebpFrames {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
}
