/**
 * The frames' opaque pixels as ids of their distinct colours. Each palette (the plain encode's,
 * then the fit's tries) then costs one nearest-entry search per distinct colour and a lookup per
 * pixel, and the pixels are hashed once for all encodes: a photograph has far fewer colours than
 * pixels (W2n: 41,534 colours in 333,768 opaque pixels). Four bytes a pixel, so only for frames up
 * to ID_PIXELS pixels in all.
 */
import type { Palette } from './build-palette.ts';
import type { NearestLookup } from './remap-frame.ts';

/** Pixels in all frames above which ids are not kept (16 MB of them). */
export const ID_PIXELS = 4_000_000;

/** Distinct colours (24-bit RGB) with how many pixels have each, and per frame each pixel's colour id (-1 where transparent). */
export interface ColourIds {
  rgb: Int32Array;
  pixels: Int32Array;
  count: number;
  ids: Int32Array[];
}

/** log2 of the hash table's slots at first; it doubles when half full. */
const FIRST_BITS = 16;

/** Numbers every distinct opaque colour of `frames` (alpha under 128 is transparent). */
export function buildColourIds(frames: ArrayLike<number>[]): ColourIds {
  const table = { bits: FIRST_BITS, keys: new Int32Array(1 << FIRST_BITS), values: new Int32Array(1 << FIRST_BITS), rgb: new Int32Array(1 << 12), pixels: new Int32Array(1 << 12), count: 0 };
  const ids = frames.map((rgba) => idsOfFrame(rgba, table));
  return { rgb: table.rgb, pixels: table.pixels, count: table.count, ids };
}

interface IdTable {
  bits: number;
  /** 24-bit colour + 1 (0 marks an empty slot). */
  keys: Int32Array;
  values: Int32Array;
  rgb: Int32Array;
  pixels: Int32Array;
  count: number;
}

/** One frame's ids, adding its new colours to `table` (one loop: see color-histogram.ts). */
function idsOfFrame(rgba: ArrayLike<number>, table: IdTable): Int32Array {
  const out = new Int32Array(rgba.length / 4);
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    if (rgba[i + 3] < 128) {
      out[p] = -1;
      continue;
    }
    const key = ((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]) + 1;
    const mask = table.keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - table.bits);
    while (table.keys[slot] !== 0 && table.keys[slot] !== key) slot = (slot + 1) & mask;
    if (table.keys[slot] !== key) {
      table.keys[slot] = key;
      table.values[slot] = addColour(table, key - 1);
      if (table.count * 2 > table.keys.length) {
        out[p] = table.count - 1;
        table.pixels[table.count - 1]++;
        grow(table);
        continue;
      }
    }
    const id = table.values[slot];
    out[p] = id;
    table.pixels[id]++;
  }
  return out;
}

function addColour(table: IdTable, rgb: number): number {
  if (table.count === table.rgb.length) {
    const more = new Int32Array(table.rgb.length * 2);
    more.set(table.rgb);
    table.rgb = more;
    const counts = new Int32Array(table.pixels.length * 2);
    counts.set(table.pixels);
    table.pixels = counts;
  }
  table.rgb[table.count] = rgb;
  return table.count++;
}

function grow(table: IdTable): void {
  const { keys, values } = table;
  table.bits++;
  table.keys = new Int32Array(1 << table.bits);
  table.values = new Int32Array(1 << table.bits);
  const mask = table.keys.length - 1;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === 0) continue;
    let slot = Math.imul(keys[i], 0x9e3779b1) >>> (32 - table.bits);
    while (table.keys[slot] !== 0) slot = (slot + 1) & mask;
    table.keys[slot] = keys[i];
    table.values[slot] = values[i];
  }
}

/** Each distinct colour's palette entry (`entryOf`, by id), and the indexed frames it gives, looked up per pixel. */
export function remapByIds(colours: ColourIds, palette: Palette, nearest: NearestLookup): { entryOf: Uint8Array; indexed: Uint8Array[] } {
  const entryOf = new Uint8Array(colours.count);
  for (let id = 0; id < colours.count; id++) {
    const rgb = colours.rgb[id];
    entryOf[id] = nearest(rgb >>> 16, (rgb >>> 8) & 255, rgb & 255);
  }
  const transparent = Math.max(0, palette.transparentIndex);
  return { entryOf, indexed: colours.ids.map((ids) => lookUp(ids, entryOf, transparent)) };
}

function lookUp(ids: Int32Array, entryOf: Uint8Array, transparent: number): Uint8Array {
  const indices = new Uint8Array(ids.length);
  for (let p = 0; p < ids.length; p++) indices[p] = ids[p] < 0 ? transparent : entryOf[ids[p]];
  return indices;
}
