/** How far a palette's colours sit from the pixels they replace, as PSNR over the opaque pixels. */
import type { Palette } from './build-palette.ts';

/** PSNR in dB of the opaque pixels against their palette entries (Infinity when exact, NaN with none opaque). */
export function palettePsnr(frames: ArrayLike<number>[], indexed: Uint8Array[], palette: Palette): number {
  let squared = 0;
  let samples = 0;
  const rgb = palette.rgb;
  for (let f = 0; f < frames.length; f++) {
    const rgba = frames[f];
    const indices = indexed[f];
    for (let p = 0, i = 0; p < indices.length; p++, i += 4) {
      if (rgba[i + 3] < 128) continue;
      const j = indices[p] * 3;
      squared += (rgba[i] - rgb[j]) ** 2 + (rgba[i + 1] - rgb[j + 1]) ** 2 + (rgba[i + 2] - rgb[j + 2]) ** 2;
      samples += 3;
    }
  }
  if (samples === 0) return NaN;
  return squared === 0 ? Infinity : 10 * Math.log10((255 * 255 * samples) / squared);
}
