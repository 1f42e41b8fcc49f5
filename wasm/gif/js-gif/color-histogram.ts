/**
 * The opaque colours of a whole animation, binned, as weighted points for the quantizer. Each pixel
 * counts by how visible a colour error is there (activity masking, as pngquant's importance map):
 * fully in a smooth region, where too few colours band, and down to a fifth where the luma jumps
 * between neighbours, where texture hides the error. The palette's entries go where banding shows.
 */
import { toWeighted } from './color-space.ts';

/** Bits kept per channel when binning: 32768 bins, each represented by its exact mean colour. */
const BIN_BITS = 5;
/**
 * The luma step to a neighbour (levels) at which a pixel counts half: weight 1 / (1 + (step / 8)²).
 * Measured on W2n (Node, the bench's SSIM, lossy 2.5): 26 colours 133,878 B SSIM .9749 -> 130,428 B
 * .9770 (interior PSNR 31.3 -> 30.9 dB: texture takes fewer colours); 180 colours .98706 -> .98758;
 * 255 colours .98734 -> .98796 at 271,773 -> 275,002 B, 39.14 -> 39.11 dB. 14 gave less at 26 colours.
 */
const MASK_STEP = 8;
/** The least a pixel counts, in the busiest texture. */
const MASK_FLOOR = 0.2;

/** Distinct colour bins: `points` holds (y, u, v) triples, `weights` their pixel counts. */
export interface ColorHistogram {
  points: Float32Array;
  weights: Float64Array;
  /** True when some pixel is transparent, so the palette needs a transparent index. */
  hasTransparent: boolean;
}

/**
 * Bins every opaque pixel of every frame (alpha under 128 counts as transparent), each weighted by
 * visibility (maskWeights) when the frames' `width` is given, else counted once.
 */
export function buildColorHistogram(frames: ArrayLike<number>[], width = 0): ColorHistogram {
  const bins = 1 << (3 * BIN_BITS);
  const count = new Float64Array(bins);
  const sums = new Float64Array(bins * 3);
  let hasTransparent = false;
  let masks = new Float64Array(0);
  let lumas = new Float64Array(0);
  for (const frame of frames) {
    if (masks.length !== frame.length / 4) {
      masks = new Float64Array(frame.length / 4).fill(1);
      lumas = new Float64Array(frame.length / 4);
    }
    if (width > 0) maskWeights(frame, width, masks, lumas);
    hasTransparent = binFrame(frame, masks, count, sums) || hasTransparent;
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

/**
 * Adds the opaque pixels of one frame, each by its weight in `masks`, to the bins; true when some
 * pixel is transparent. (Each pass over the pixels is a function of its own with one loop: V8
 * then optimises it once for all frames, where a loop nested in another was deoptimised on every
 * frame while the page was new.)
 */
function binFrame(frame: ArrayLike<number>, masks: Float64Array, count: Float64Array, sums: Float64Array): boolean {
  const shift = 8 - BIN_BITS;
  let transparent = false;
  for (let i = 0, p = 0; i < frame.length; i += 4, p++) {
    if (frame[i + 3] < 128) {
      transparent = true;
      continue;
    }
    const r = frame[i], g = frame[i + 1], b = frame[i + 2];
    const w = masks[p];
    const bin = ((r >> shift) << (2 * BIN_BITS)) | ((g >> shift) << BIN_BITS) | (b >> shift);
    count[bin] += w;
    sums[bin * 3] += r * w;
    sums[bin * 3 + 1] += g * w;
    sums[bin * 3 + 2] += b * w;
  }
  return transparent;
}

/**
 * How much each opaque pixel counts (into `out`; `lumas` is scratch of the same length): 1 where
 * its opaque neighbours share its luma, less by the largest step to one. One pass for the lumas,
 * one for the steps, with nothing called per pixel: this runs on every pixel of every frame.
 */
export function maskWeights(rgba: ArrayLike<number>, width: number, out: Float64Array, lumas: Float64Array): void {
  lumasOf(rgba, lumas);
  maskSteps(rgba, width, lumas, out);
}

function lumasOf(rgba: ArrayLike<number>, lumas: Float64Array): void {
  for (let p = 0, i = 0; i < rgba.length; p++, i += 4) lumas[p] = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
}

function maskSteps(rgba: ArrayLike<number>, width: number, lumas: Float64Array, out: Float64Array): void {
  const pixels = rgba.length / 4;
  for (let p = 0, i = 0, x = 0; p < pixels; p++, i += 4, x = x === width - 1 ? 0 : x + 1) {
    if (rgba[i + 3] < 128) continue;
    const y = lumas[p];
    let step = 0;
    if (x > 0 && rgba[i - 1] >= 128) step = Math.max(step, Math.abs(lumas[p - 1] - y));
    if (x < width - 1 && rgba[i + 7] >= 128) step = Math.max(step, Math.abs(lumas[p + 1] - y));
    if (p >= width && rgba[i - width * 4 + 3] >= 128) step = Math.max(step, Math.abs(lumas[p - width] - y));
    if (p + width < pixels && rgba[i + width * 4 + 3] >= 128) step = Math.max(step, Math.abs(lumas[p + width] - y));
    out[p] = Math.max(MASK_FLOOR, 1 / (1 + (step / MASK_STEP) ** 2));
  }
}
