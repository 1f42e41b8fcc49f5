/** How far a palette's colours sit from the pixels they replace, as PSNR over the opaque pixels. */
import type { Palette } from './build-palette.ts';
import type { ColourIds } from './colour-ids.ts';

/** PSNR in dB of the opaque pixels against their palette entries (Infinity when exact, NaN with none opaque). */
export function palettePsnr(frames: ArrayLike<number>[], indexed: Uint8Array[], palette: Palette): number {
  let squared = 0;
  let samples = 0;
  for (let f = 0; f < frames.length; f++) {
    squared += frameSquaredError(frames[f], indexed[f], palette.rgb);
    samples += opaqueSamples(frames[f]);
  }
  return psnrOf(squared, samples);
}

/**
 * The same PSNR from colour ids: each distinct colour's error against its entry, times its pixels.
 * The errors are whole numbers, so the sum is exact in any order and equals palettePsnr's.
 */
export function colourIdsPsnr(colours: ColourIds, entryOf: Uint8Array, palette: Palette): number {
  const rgb = palette.rgb;
  let squared = 0;
  let samples = 0;
  for (let id = 0; id < colours.count; id++) {
    const colour = colours.rgb[id], j = entryOf[id] * 3, n = colours.pixels[id];
    squared += n * (((colour >>> 16) - rgb[j]) ** 2 + (((colour >>> 8) & 255) - rgb[j + 1]) ** 2 + ((colour & 255) - rgb[j + 2]) ** 2);
    samples += 3 * n;
  }
  return psnrOf(squared, samples);
}

/** PSNR in dB of `squared` error over `samples` channel samples (Infinity when exact, NaN with none). */
export function psnrOf(squared: number, samples: number): number {
  if (samples === 0) return NaN;
  return squared === 0 ? Infinity : 10 * Math.log10((255 * 255 * samples) / squared);
}

/** Summed squared error of one frame's opaque pixels against their entries (one loop a function: V8 optimises it once for all frames). */
function frameSquaredError(rgba: ArrayLike<number>, indices: Uint8Array, rgb: Uint8Array): number {
  let squared = 0;
  for (let p = 0, i = 0; p < indices.length; p++, i += 4) {
    if (rgba[i + 3] < 128) continue;
    const j = indices[p] * 3;
    squared += (rgba[i] - rgb[j]) ** 2 + (rgba[i + 1] - rgb[j + 1]) ** 2 + (rgba[i + 2] - rgb[j + 2]) ** 2;
  }
  return squared;
}

/** Three samples per opaque pixel of one frame. */
function opaqueSamples(rgba: ArrayLike<number>): number {
  let samples = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] >= 128) samples += 3;
  return samples;
}
