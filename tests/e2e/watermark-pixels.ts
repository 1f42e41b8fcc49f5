/**
 * Finds the watermark on the pixels of a downloaded GIF: the host name is drawn bottom right in
 * near-white with a near-black outline (web/pipeline/worker/decorate.ts), so it shows as light
 * pixels with a dark pixel close by, in the bottom band of every frame.
 */
import { decodeGifFrames } from '../support/gif-decode.ts';

const LIGHT = 225;
const DARK = 50;
/** How far (px) from a light text pixel its dark outline may be. */
const OUTLINE_REACH = 2;

const isLight = (f: Uint8ClampedArray, i: number) => f[i + 3] >= 128 && f[i] >= LIGHT && f[i + 1] >= LIGHT && f[i + 2] >= LIGHT;
const isDark = (f: Uint8ClampedArray, i: number) => f[i + 3] >= 128 && f[i] <= DARK && f[i + 1] <= DARK && f[i + 2] <= DARK;

/** Light-with-dark-outline pixels in the bottom band one and a half watermark font sizes high. */
export function countWatermarkPixels(frame: Uint8ClampedArray, width: number, height: number): number {
  const fontSize = Math.min(20, Math.max(4, Math.round(height / 8)));
  const top = Math.max(0, height - Math.ceil(fontSize * 1.5));
  let count = 0;
  for (let y = top; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isLight(frame, (y * width + x) * 4)) continue;
      let outlined = false;
      for (let dy = -OUTLINE_REACH; dy <= OUTLINE_REACH && !outlined; dy++) {
        for (let dx = -OUTLINE_REACH; dx <= OUTLINE_REACH && !outlined; dx++) {
          const nx = x + dx, ny = y + dy;
          outlined = nx >= 0 && ny >= 0 && nx < width && ny < height && isDark(frame, (ny * width + nx) * 4);
        }
      }
      if (outlined) count++;
    }
  }
  return count;
}

/** The watermark pixel count of every frame of a GIF. */
export function watermarkPixelsPerFrame(gif: Uint8Array): number[] {
  const { width, height, frames } = decodeGifFrames(gif);
  return frames.map((frame) => countWatermarkPixels(frame, width, height));
}

/** A watermarked frame shows about 120 such pixels for the test host name at 112 px; clean ones show none. */
const MARKED_AT_LEAST = 40;
const CLEAN_AT_MOST = 4;

/** True when every frame carries the watermark, false when none does; throws on a mix (a broken output). */
export function hasWatermark(gif: Uint8Array): boolean {
  const counts = watermarkPixelsPerFrame(gif);
  if (counts.every((n) => n >= MARKED_AT_LEAST)) return true;
  if (counts.every((n) => n <= CLEAN_AT_MOST)) return false;
  throw new Error(`Some frames carry the watermark and some do not: ${counts.join(',')}`);
}
