/** How far a pixel's colour is from a key colour, and the alpha that distance gives under a tolerance. */

/** Distance over which a kept pixel fades in past the tolerance, so the edge is soft enough to decontaminate. */
export const SOFT_EDGE = 32;

/** The largest RGB distance (black to white): a tolerance of 100 takes every colour. */
export const MAX_DISTANCE = Math.sqrt(3) * 255;

/** The RGB distance at or below which a pixel goes entirely, for a tolerance of 0..100. */
export const innerDistance = (tolerance: number) => (tolerance / 100) * MAX_DISTANCE;

/** Squared RGB distance of the pixel at byte offset `i` from [r, g, b]. */
export function squaredColourDistance(rgba: Uint8ClampedArray, i: number, r: number, g: number, b: number) {
  const dr = rgba[i] - r;
  const dg = rgba[i + 1] - g;
  const db = rgba[i + 2] - b;
  return dr * dr + dg * dg + db * db;
}

/**
 * A lookup from squared distance to alpha: 0 at or within the tolerance, rising to 255 over
 * SOFT_EDGE beyond it. Squared RGB distances top out at 3·255², so the table has that many entries.
 */
export function alphaTable(tolerance: number): Uint8Array {
  const inner = innerDistance(tolerance);
  const table = new Uint8Array(3 * 255 * 255 + 1);
  for (let sq = 0; sq < table.length; sq++) {
    const d = Math.sqrt(sq);
    table[sq] = d <= inner ? 0 : d >= inner + SOFT_EDGE ? 255 : Math.round(((d - inner) / SOFT_EDGE) * 255);
  }
  return table;
}
