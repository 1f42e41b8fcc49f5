/**
 * The search for libwebp's highest quality under a byte limit, aimed by a model of how bytes grow
 * with quality instead of bisected: libwebp maps quality to its quantizer with a kink at 75 (below
 * it the compression grows by 2/3 a step, above it by 2, src/enc/config_enc.c's
 * QualityToCompression), and on W1, W2 and W3's content bytes grow about linearly with quality
 * below 75 and 5.5 times as fast above it. Two known points of that line aim each try. On those
 * curves (quality-search.test.ts) it takes 2.0 encodes on average (at most 4) and lands 0.3 under
 * the best quality that fits (at most 1), where bisection took 4 and landed 2.8 under (at most 6).
 */
import { DEFAULT_WEBP_QUALITY, MIN_WEBP_QUALITY } from './meta.ts';

/** libwebp's kink in quality, and how much faster bytes grow above it (W1, W2, W3 measured 5.3 to 5.6). */
const KINK = 75;
const ABOVE_KINK = 5.5;
/**
 * Bytes at quality 40 as a share of quality 90's, before quality 40 is measured: .57 on W1 and
 * W2's content (W3's photograph .35). Only aims the first guess; a guess that misses costs the
 * encode at 40 bisection would have made anyway.
 */
const PRIOR_LOW_SHARE = 0.57;
/** Tries are aimed this far under the limit: the model is close, not exact (.99 to .998 swept, this the best). */
const AIM = 0.998;
/** A fitting try this close to the limit ends the search: one more quality step would not fit or not show. */
const CLOSE_ENOUGH = 0.99;
/** Tries aimed by the model, the first guess included (the encode at 40 not counted). */
const AIMED_TRIES = 3;

/** A quality tried and the bytes it made. */
export interface QualityPoint {
  quality: number;
  bytes: number;
}

/** Quality on the axis where bytes grow linearly. */
const linearAxis = (quality: number) => (quality <= KINK ? quality : KINK + (quality - KINK) * ABOVE_KINK);
const fromLinearAxis = (x: number) => (x <= KINK ? x : KINK + (x - KINK) / ABOVE_KINK);

/** The whole quality the model through `a` and `b` expects to make `targetBytes`, rounded down. */
export function aimQuality(a: QualityPoint, b: QualityPoint, targetBytes: number): number {
  const slope = (b.bytes - a.bytes) / (linearAxis(b.quality) - linearAxis(a.quality));
  if (!(slope > 0)) return a.quality;
  return Math.floor(fromLinearAxis(linearAxis(a.quality) + (targetBytes - a.bytes) / slope));
}

/** The search's outcome: the best fitting encode, or null with the bytes at the lowest quality (they aim the frame and size levers). */
export type QualitySearch<T> = { fit: { bytes: T; quality: number } } | { fit: null; lowBytes: number };

/**
 * The highest quality whose encode fits `limit`, between MIN_WEBP_QUALITY and the default (whose
 * bytes, `plainBytes`, are over it). `encodeAt` makes and returns an encode; the search returns the
 * best fitting one it made, or null when even the lowest quality does not fit. `aimedTries` fewer
 * than AIMED_TRIES give a rougher answer for fewer encodes.
 */
export async function searchWebpQuality<T extends { length: number }>(
  encodeAt: (quality: number) => Promise<T>, limit: number, plainBytes: number, aimedTries = AIMED_TRIES,
): Promise<QualitySearch<T>> {
  let found: { bytes: T; quality: number } | null = null;
  let fails: QualityPoint = { quality: DEFAULT_WEBP_QUALITY, bytes: plainBytes };
  for (let aimed = 0; aimed < aimedTries;) {
    const from: QualityPoint = found ? { quality: found.quality, bytes: found.bytes.length } : { quality: MIN_WEBP_QUALITY, bytes: plainBytes * PRIOR_LOW_SHARE };
    // Nothing fits yet and the model aims at the floor or below: the floor is the try.
    const quality: number = found ? aimQuality(from, fails, limit * AIM) : Math.max(MIN_WEBP_QUALITY, aimQuality(from, fails, limit * AIM));
    if (quality >= fails.quality || (found && quality <= found.quality)) break;
    const bytes = await encodeAt(quality);
    if (quality === MIN_WEBP_QUALITY && bytes.length > limit) return { fit: null, lowBytes: bytes.length };
    if (quality > MIN_WEBP_QUALITY) aimed++;
    if (bytes.length <= limit) {
      found = { bytes, quality };
      if (bytes.length >= limit * CLOSE_ENOUGH) break;
    } else {
      fails = { quality, bytes: bytes.length };
      if (!found) {
        // The guess missed before anything fit: whether quality alone can fit is known only at its floor.
        const floor = await encodeAt(MIN_WEBP_QUALITY);
        if (floor.length > limit) return { fit: null, lowBytes: floor.length };
        found = { bytes: floor, quality: MIN_WEBP_QUALITY };
      }
    }
  }
  // The first pass always tries a quality under the default's, and either returns or leaves a fit.
  return { fit: found! };
}
