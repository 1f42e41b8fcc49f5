/** The opaque colours of a whole animation, binned, as weighted points for the quantizer. */
import { toWeighted } from './color-space.ts';

/** Bits kept per channel when binning: 32768 bins, each represented by its exact mean colour. */
const BIN_BITS = 5;

/** Distinct colour bins: `points` holds (y, u, v) triples, `weights` their pixel counts. */
export interface ColorHistogram {
  points: Float32Array;
  weights: Float64Array;
  /** True when some pixel is transparent, so the palette needs a transparent index. */
  hasTransparent: boolean;
}

/** Bins every opaque pixel of every frame (alpha under 128 counts as transparent). */
export function buildColorHistogram(frames: ArrayLike<number>[]): ColorHistogram {
  const shift = 8 - BIN_BITS;
  const bins = 1 << (3 * BIN_BITS);
  const count = new Float64Array(bins);
  const sums = new Float64Array(bins * 3);
  let hasTransparent = false;
  for (const frame of frames) {
    for (let i = 0; i < frame.length; i += 4) {
      if (frame[i + 3] < 128) {
        hasTransparent = true;
        continue;
      }
      const r = frame[i], g = frame[i + 1], b = frame[i + 2];
      const bin = ((r >> shift) << (2 * BIN_BITS)) | ((g >> shift) << BIN_BITS) | (b >> shift);
      count[bin]++;
      sums[bin * 3] += r;
      sums[bin * 3 + 1] += g;
      sums[bin * 3 + 2] += b;
    }
  }
  let used = 0;
  for (let bin = 0; bin < bins; bin++) if (count[bin]) used++;
  const weights = new Float64Array(used);
  const points = new Float32Array(used * 3);
  for (let bin = 0, j = 0; bin < bins; bin++) {
    const n = count[bin];
    if (!n) continue;
    weights[j] = n;
    toWeighted(sums[bin * 3] / n, sums[bin * 3 + 1] / n, sums[bin * 3 + 2] / n, points, j * 3);
    j++;
  }
  return { points, weights, hasTransparent };
}
