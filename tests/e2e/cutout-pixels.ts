/** Reading a downloaded cut-out's pixels: alpha, edge pixels, ΔE against the removed colour, and the outline around the subject. */

import { labOf } from '../support/delta-e00.ts';

/** CIE76 colour difference. */
export function deltaE(a: readonly number[], b: readonly number[]) {
  const [l1, a1, b1] = labOf(a[0], a[1], a[2]);
  const [l2, a2, b2] = labOf(b[0], b[1], b[2]);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

export const alphaAt = (rgba: ArrayLike<number>, width: number, x: number, y: number) => rgba[(y * width + x) * 4 + 3];

const opaque = (rgba: ArrayLike<number>, p: number) => rgba[p * 4 + 3] >= 128;

/** Opaque pixels with a transparent 4-neighbour: the edge a chat shows. */
export function edgePixels(rgba: ArrayLike<number>, width: number, height: number): number[] {
  const edge: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!opaque(rgba, p)) continue;
      const near = [x > 0 && p - 1, x < width - 1 && p + 1, y > 0 && p - width, y < height - 1 && p + width];
      if (near.some((q) => q !== false && !opaque(rgba, q))) edge.push(p);
    }
  }
  return edge;
}

/** The share of `pixels` whose colour is within ΔE `limit` of `colour`. */
export function shareNear(rgba: ArrayLike<number>, pixels: number[], colour: readonly number[], limit = 10) {
  const near = pixels.filter((p) => deltaE([rgba[p * 4], rgba[p * 4 + 1], rgba[p * 4 + 2]], colour) <= limit).length;
  return pixels.length ? near / pixels.length : 0;
}

/** True when the pixel is within ΔE `limit` of `colour` and opaque. */
export const isColour = (rgba: ArrayLike<number>, p: number, colour: readonly number[], limit = 12) =>
  opaque(rgba, p) && deltaE([rgba[p * 4], rgba[p * 4 + 1], rgba[p * 4 + 2]], colour) <= limit;

/**
 * The share of the ring just outside the plain cut-out's subject (transparent pixels that touch
 * it) that the outlined file makes opaque: an outline drawn where it should be covers all of it.
 */
export function ringCovered(plain: ArrayLike<number>, outlined: ArrayLike<number>, width: number, height: number) {
  const ring = new Set<number>();
  for (const p of edgePixels(plain, width, height)) {
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q >= 0 && q < width * height && plain[q * 4 + 3] < 128) ring.add(q);
    }
  }
  const covered = [...ring].filter((q) => outlined[q * 4 + 3] >= 128).length;
  return { ring: ring.size, share: ring.size ? covered / ring.size : 0 };
}
