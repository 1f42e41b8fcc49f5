/** "Remove colour": every pixel near one colour goes, anywhere in the frame (green screens, flat drawn backgrounds). */
import { alphaTable, squaredColourDistance } from './colour-distance.ts';

const tables = new Map<number, Uint8Array>();

/** The alpha lookup for a tolerance, built once (it is 195,076 entries). */
export function alphaTableFor(tolerance: number) {
  let table = tables.get(tolerance);
  if (!table) tables.set(tolerance, (table = alphaTable(tolerance)));
  return table;
}

/** An alpha mask (0..255 a pixel) keeping what is farther than `tolerance` from `rgb`; the frame's own alpha is kept too. */
export function keyColour(rgba: Uint8ClampedArray, rgb: readonly [number, number, number], tolerance: number): Uint8Array {
  const table = alphaTableFor(tolerance);
  const [r, g, b] = rgb;
  const mask = new Uint8Array(rgba.length / 4);
  for (let p = 0, i = 0; p < mask.length; p++, i += 4) {
    const keep = table[squaredColourDistance(rgba, i, r, g, b)];
    mask[p] = keep < rgba[i + 3] ? keep : rgba[i + 3];
  }
  return mask;
}
