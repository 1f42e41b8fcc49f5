/** Maps RGBA pixels to their nearest palette entry (no dithering: it costs bytes and SSIM here). */
import { toWeighted } from './color-space.ts';
import type { Palette } from './build-palette.ts';
import { createNearestSearch } from './nearest-colour.ts';

/**
 * Nearest opaque palette index of an RGB colour, memoised on 6 bits a channel: a photograph
 * has few distinct 6-bit colours, so this searches the palette far fewer times than pixels.
 */
export type NearestLookup = (r: number, g: number, b: number) => number;

/** A memoised nearest-colour search for the palette, in the quantizer's weighted space. */
export function createNearestLookup(palette: Palette): NearestLookup {
  const k = palette.opaqueCount;
  const centroids = new Float32Array(k * 3);
  for (let j = 0; j < k; j++) toWeighted(palette.rgb[j * 3], palette.rgb[j * 3 + 1], palette.rgb[j * 3 + 2], centroids, j * 3);
  const nearest = createNearestSearch(centroids);
  const memo = new Int16Array(1 << 18).fill(-1);
  const colour = new Float32Array(3);
  return (r, g, b) => {
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    let index = memo[key];
    if (index < 0) {
      toWeighted((r & 0xfc) + 2, (g & 0xfc) + 2, (b & 0xfc) + 2, colour, 0);
      index = memo[key] = nearest(colour[0], colour[1], colour[2]);
    }
    return index;
  };
}

/** The indexed image of one RGBA frame; alpha under 128 takes the transparent index. */
export function remapFrame(rgba: ArrayLike<number>, palette: Palette, nearest: NearestLookup): Uint8Array {
  const indices = new Uint8Array(rgba.length / 4);
  const transparent = Math.max(0, palette.transparentIndex);
  for (let p = 0, i = 0; p < indices.length; p++, i += 4) {
    indices[p] = rgba[i + 3] < 128 ? transparent : nearest(rgba[i], rgba[i + 1], rgba[i + 2]);
  }
  return indices;
}
