/**
 * Masks for the frames between key frames. The model costs seconds a frame whatever the frame's
 * size (its input is a fixed square, 704²), so a long animation is cut on evenly spaced key frames and
 * every other frame borrows the masks of the key frames either side, each moved by how far the
 * subject moved between that key frame and this one (a translation of the key frame's masked
 * pixels, found on small greyscale copies, coarse then fine), blended by nearness in time. Emotes mostly bob, shake and slide, which
 * a translation follows; scripts/bench/measure-segment.ts measures the carried masks against the
 * model's own on every frame.
 */

/** The most frames the model itself cuts in one animation (about 2.5 s each on a 2-core machine). */
export const MAX_KEY_FRAMES = 12;

/** Evenly spaced frame indices, first and last included; every frame when there are few. */
export function pickKeyFrames(frames: number, max = MAX_KEY_FRAMES): number[] {
  if (frames <= max) return Array.from({ length: frames }, (_, i) => i);
  return Array.from({ length: max }, (_, k) => Math.round((k * (frames - 1)) / (max - 1)));
}

/** A greyscale copy of a frame, its longer side at most `side` pixels; `scale` is frame pixels per copy pixel. */
export interface Grey {
  data: Float32Array;
  width: number;
  height: number;
  scale: number;
}

/** The frame's luma, box-averaged down so its longer side is at most `side`. */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number, side = 128): Grey {
  const scale = Math.max(1, Math.ceil(Math.max(width, height) / side));
  return shrink({ data: lumaOf(rgba), width, height, scale: 1 }, scale);
}

function lumaOf(rgba: Uint8ClampedArray): Float32Array {
  const luma = new Float32Array(rgba.length / 4);
  // Transparent pixels count as black, as the model sees them.
  for (let p = 0, i = 0; p < luma.length; p += 1, i += 4) luma[p] = ((0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]) * rgba[i + 3]) / 255;
  return luma;
}

function shrink(grey: Grey, factor: number): Grey {
  if (factor === 1) return grey;
  const width = Math.ceil(grey.width / factor);
  const height = Math.ceil(grey.height / factor);
  const data = new Float32Array(width * height);
  const counts = new Float32Array(width * height);
  for (let y = 0; y < grey.height; y += 1) {
    for (let x = 0; x < grey.width; x += 1) {
      const p = Math.floor(y / factor) * width + Math.floor(x / factor);
      data[p] += grey.data[y * grey.width + x];
      counts[p] += 1;
    }
  }
  for (let p = 0; p < data.length; p += 1) data[p] /= counts[p];
  return { data, width, height, scale: grey.scale * factor };
}

/**
 * Mean absolute difference of `to` against `from` moved by (dx, dy), over where they overlap,
 * each pixel weighted by `weight` (the key frame's mask at `from`'s size): the subject is tracked,
 * not the still backdrop behind it.
 */
function differenceAt(from: Grey, to: Grey, weight: Grey, dx: number, dy: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, dy); y < Math.min(to.height, from.height + dy); y += 1) {
    for (let x = Math.max(0, dx); x < Math.min(to.width, from.width + dx); x += 1) {
      const at = (y - dy) * from.width + (x - dx);
      const w = weight.data[at];
      sum += w * Math.abs(to.data[y * to.width + x] - from.data[at]);
      count += w;
    }
  }
  return count > 0 ? sum / count : Infinity;
}

function bestShift(from: Grey, to: Grey, weight: Grey, centre: { dx: number; dy: number }, radius: number): { dx: number; dy: number } {
  let best = { dx: centre.dx, dy: centre.dy, difference: Infinity };
  for (let dy = centre.dy - radius; dy <= centre.dy + radius; dy += 1) {
    for (let dx = centre.dx - radius; dx <= centre.dx + radius; dx += 1) {
      const difference = differenceAt(from, to, weight, dx, dy);
      // Ties go to the smaller move: a still picture stays still.
      if (difference < best.difference - 1e-6 || (difference <= best.difference + 1e-6 && Math.hypot(dx, dy) < Math.hypot(best.dx, best.dy))) best = { dx, dy, difference };
    }
  }
  return { dx: best.dx, dy: best.dy };
}

/** A mask as weights 0..1 at a greyscale copy's size. */
export function weightOf(mask: Uint8Array, width: number, height: number, like: Grey): Grey {
  const weights = shrink({ data: Float32Array.from(mask, (v) => v / 255), width, height, scale: 1 }, like.scale);
  // A frame with no subject tracks the whole picture.
  if (!weights.data.some((w) => w > 0)) weights.data.fill(1);
  return weights;
}

/**
 * How far, in frame pixels, the subject (where `weight` is) moved from `from` to `to`: a
 * quarter-size search, then a fine one. Without a weight the whole picture counts.
 */
export function estimateShift(from: Grey, to: Grey, weight: Grey = { ...from, data: new Float32Array(from.data.length).fill(1) }): { dx: number; dy: number } {
  const coarse = bestShift(shrink(from, 4), shrink(to, 4), shrink(weight, 4), { dx: 0, dy: 0 }, Math.ceil(Math.max(from.width, from.height) / 16));
  const fine = bestShift(from, to, weight, { dx: coarse.dx * 4, dy: coarse.dy * 4 }, 4);
  return { dx: fine.dx * from.scale, dy: fine.dy * from.scale };
}

/** The mask moved by (dx, dy); what comes in from outside repeats the nearest edge pixel. */
export function shiftMask(mask: Uint8Array, width: number, height: number, dx: number, dy: number): Uint8Array {
  const moved = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(height - 1, Math.max(0, y - dy));
    for (let x = 0; x < width; x += 1) moved[y * width + x] = mask[sy * width + Math.min(width - 1, Math.max(0, x - dx))];
  }
  return moved;
}

/** A key frame: its index, greyscale copy and mask. */
export interface KeyFrame {
  index: number;
  grey: Grey;
  mask: Uint8Array;
}

/** The mask of frame `index` from the key frames before and after it (either may be the same one). */
export function carryMask(before: KeyFrame, after: KeyFrame, index: number, grey: Grey, width: number, height: number): Uint8Array {
  const moved = (key: KeyFrame) => {
    const { dx, dy } = estimateShift(key.grey, grey, weightOf(key.mask, width, height, key.grey));
    return shiftMask(key.mask, width, height, dx, dy);
  };
  if (before.index === after.index) return moved(before);
  const weight = (index - before.index) / (after.index - before.index);
  const a = moved(before);
  const b = moved(after);
  const mask = new Uint8Array(a.length);
  for (let p = 0; p < mask.length; p += 1) mask[p] = Math.round(a[p] * (1 - weight) + b[p] * weight);
  return mask;
}
