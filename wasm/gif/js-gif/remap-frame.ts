/** Maps RGBA pixels to their nearest palette entry (no dithering: it costs bytes and SSIM here). */
import { toWeighted, U_SCALE, V_SCALE } from './color-space.ts';
import type { Palette } from './build-palette.ts';
import { createNearestSearch } from './nearest-colour.ts';

/**
 * Nearest opaque palette index of an RGB colour, exact, memoised per distinct colour in a hash
 * table: a photograph has far fewer distinct colours than pixels. (A memo on 6 bits a channel,
 * answering for the bucket's centre, was 2 levels off at worst and picked a farther entry for
 * some pixels: on W2n at 255 colours exact mapping scores SSIM .98766 and 39.28 dB against .98736
 * and 38.88 dB, in the same bytes.)
 */
export type NearestLookup = (r: number, g: number, b: number) => number;

/** log2 of the memo's slots at first; it doubles when half full. */
const MEMO_BITS = 16;

/** The exact nearest opaque entry of an RGB colour, unmemoised: for colours met once each (colour-ids.ts). */
export function createNearestEntry(palette: Palette): NearestLookup {
  const nearest = createNearestSearch(opaqueEntries(palette));
  return (r, g, b) => {
    // toWeighted's (y, u, v), rounded to Float32 as the centroids are.
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    return nearest(Math.fround(y), Math.fround(U_SCALE * (b - y)), Math.fround(V_SCALE * (r - y)));
  };
}

/** The palette's opaque entries in the weighted space, rounded to Float32: what the nearest-entry searches (JS and WASM) compare against. */
export function opaqueEntries(palette: Palette): Float32Array {
  const k = palette.opaqueCount;
  const centroids = new Float32Array(k * 3);
  for (let j = 0; j < k; j++) toWeighted(palette.rgb[j * 3], palette.rgb[j * 3 + 1], palette.rgb[j * 3 + 2], centroids, j * 3);
  return centroids;
}

/** A memoised exact nearest-colour search for the palette, in the quantizer's weighted space. */
export function createNearestLookup(palette: Palette): NearestLookup {
  const nearest = createNearestEntry(palette);
  // Keys are the 24-bit colour + 1 (0 marks an empty slot); values the index found.
  let bits = MEMO_BITS;
  let keys = new Int32Array(1 << bits);
  let values = new Uint8Array(1 << bits);
  let used = 0;
  const grow = () => {
    const oldKeys = keys, oldValues = values;
    bits++;
    keys = new Int32Array(1 << bits);
    values = new Uint8Array(1 << bits);
    const mask = (1 << bits) - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] === 0) continue;
      let slot = Math.imul(oldKeys[i], 0x9e3779b1) >>> (32 - bits);
      while (keys[slot] !== 0) slot = (slot + 1) & mask;
      keys[slot] = oldKeys[i];
      values[slot] = oldValues[i];
    }
  };
  // The probe and the conversion are written out here rather than called: this runs for every pixel.
  return (r, g, b) => {
    const key = ((r << 16) | (g << 8) | b) + 1;
    const mask = keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
    while (keys[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask;
    if (keys[slot] === key) return values[slot];
    const index = nearest(r, g, b);
    keys[slot] = key;
    values[slot] = index;
    if (++used * 2 > keys.length) grow();
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
