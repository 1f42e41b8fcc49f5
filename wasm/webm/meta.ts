/**
 * The WebM codec unit's data (as jSquash's meta.ts): its mime type, the encode's default bitrate
 * (bits per pixel, and the one-line formula from a size) and the range the fit may walk. Nothing
 * here loads or runs a codec, so the page's words may read it.
 */

export const WEBM_MIME = 'video/webm';

/** Bits a second per pixel of the plain encode: 100×100 at 30 fps gets 1.2 Mbit/s, far more than VP9 needs there. */
export const DEFAULT_WEBM_BITS_PER_PIXEL = 120;
/** The plain encode's bitrate for frames of this size, bits a second. */
export const defaultWebmBitrate = (width: number, height: number) => DEFAULT_WEBM_BITS_PER_PIXEL * width * height;
/** The fit gives up bitrate down to this many bits a second per pixel (60 kbit/s at 100×100) before frames and size. */
export const MIN_WEBM_BITS_PER_PIXEL = 6;
/** The shortest frame a WebM for a platform with a 30 fps cap may show: 34 ms is 29.4 fps, safely under. */
export const MIN_WEBM_FRAME_MS = 34;

/** Frames of one WebM encode: RGBA with 8-bit alpha (kept as VP9's alpha side data) and delays in ms. */
export interface WebmFrames {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
}
