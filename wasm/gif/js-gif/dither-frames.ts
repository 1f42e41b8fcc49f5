/**
 * Dithering the visitor can choose, made stable across frames so it does not shimmer:
 * - 'ordered': a Bayer 8×8 threshold fixed to the canvas, so the same colour at the same place
 *   always takes the same index, frame after frame; its regular pattern also packs well in LZW.
 * - 'diffusion': Floyd–Steinberg error diffusion (errors damped to 3/4 to keep noise down); a
 *   pixel whose source colour is the same as on the previous frame keeps that frame's index, so
 *   a static region does not crawl while the rest moves.
 */
import type { Palette } from './build-palette.ts';
import type { NearestLookup } from './remap-frame.ts';

import type { DitherMode } from '../meta.ts';

export { DITHER_MODES, type DitherMode } from '../meta.ts';

const BAYER_8 = [
  0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
  3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
];
/** Share of the diffused error passed on: full Floyd–Steinberg is noisier than it is better. */
const DIFFUSION_DAMPING = 0.75;

/** The indexed frames, dithered the chosen way (alpha under 128 takes the transparent index). */
export function ditherFrames(frames: ArrayLike<number>[], width: number, palette: Palette, nearest: NearestLookup, mode: Exclude<DitherMode, 'none'>): Uint8Array[] {
  if (mode === 'ordered') return frames.map((rgba) => ditherOrdered(rgba, width, palette, nearest));
  const out: Uint8Array[] = [];
  frames.forEach((rgba, f) => out.push(ditherDiffusion(rgba, width, palette, nearest, f > 0 ? { rgba: frames[f - 1], indices: out[f - 1] } : null)));
  return out;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * Two-colour ordered dither: the nearest entry, and the one across from it (nearest to the pixel
 * pushed by its own error), mixed in the proportion that averages to the pixel's colour.
 */
function ditherOrdered(rgba: ArrayLike<number>, width: number, palette: Palette, nearest: NearestLookup): Uint8Array {
  const indices = new Uint8Array(rgba.length / 4);
  const t = Math.max(0, palette.transparentIndex);
  const rgb = palette.rgb;
  for (let p = 0, i = 0; p < indices.length; p++, i += 4) {
    if (rgba[i + 3] < 128) {
      indices[p] = t;
      continue;
    }
    const r = rgba[i], g = rgba[i + 1], b = rgba[i + 2];
    const near = nearest(r, g, b);
    const er = r - rgb[near * 3], eg = g - rgb[near * 3 + 1], eb = b - rgb[near * 3 + 2];
    const across = nearest(clamp(r + er), clamp(g + eg), clamp(b + eb));
    let index = near;
    if (across !== near) {
      const dr = rgb[across * 3] - rgb[near * 3], dg = rgb[across * 3 + 1] - rgb[near * 3 + 1], db = rgb[across * 3 + 2] - rgb[near * 3 + 2];
      const share = (er * dr + eg * dg + eb * db) / (dr * dr + dg * dg + db * db);
      const x = p % width, y = (p - x) / width;
      if ((BAYER_8[(y & 7) * 8 + (x & 7)] + 0.5) / 64 < share) index = across;
    }
    indices[p] = index;
  }
  return indices;
}

function ditherDiffusion(rgba: ArrayLike<number>, width: number, palette: Palette, nearest: NearestLookup, previous: { rgba: ArrayLike<number>; indices: Uint8Array } | null): Uint8Array {
  const pixels = rgba.length / 4;
  const indices = new Uint8Array(pixels);
  const t = Math.max(0, palette.transparentIndex);
  const rgb = palette.rgb;
  let row = new Float32Array((width + 2) * 3);
  let next = new Float32Array((width + 2) * 3);
  for (let p = 0, i = 0; p < pixels; p++, i += 4) {
    const x = p % width;
    if (x === 0 && p > 0) {
      [row, next] = [next, row];
      next.fill(0);
    }
    if (rgba[i + 3] < 128) {
      indices[p] = t;
      continue;
    }
    const e = (x + 1) * 3;
    const r = clamp(rgba[i] + row[e]), g = clamp(rgba[i + 1] + row[e + 1]), b = clamp(rgba[i + 2] + row[e + 2]);
    const same = previous && previous.rgba[i] === rgba[i] && previous.rgba[i + 1] === rgba[i + 1] && previous.rgba[i + 2] === rgba[i + 2] && previous.rgba[i + 3] >= 128;
    const index = same ? previous.indices[p] : nearest(Math.round(r), Math.round(g), Math.round(b));
    indices[p] = index;
    const er = (r - rgb[index * 3]) * DIFFUSION_DAMPING, eg = (g - rgb[index * 3 + 1]) * DIFFUSION_DAMPING, eb = (b - rgb[index * 3 + 2]) * DIFFUSION_DAMPING;
    spread(row, e + 3, er, eg, eb, 7 / 16);
    spread(next, e - 3, er, eg, eb, 3 / 16);
    spread(next, e, er, eg, eb, 5 / 16);
    spread(next, e + 3, er, eg, eb, 1 / 16);
  }
  return indices;
}

function spread(errors: Float32Array, at: number, r: number, g: number, b: number, share: number): void {
  errors[at] += r * share;
  errors[at + 1] += g * share;
  errors[at + 2] += b * share;
}
