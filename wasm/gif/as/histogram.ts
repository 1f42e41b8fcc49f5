/**
 * The colour histogram of js-gif/color-histogram.ts: each opaque pixel binned on 5 bits a channel,
 * weighted by how visible an error is there (1 in smooth regions, down to a fifth beside a luma
 * step), summed in the same order in f64, so the palette built from it is the same to the bit.
 */
import { lumaOf, U_SCALE, V_SCALE } from './weighted';

const BIN_BITS: i32 = 5;
const BINS: i32 = 1 << (3 * BIN_BITS);
const MASK_STEP: f64 = 8;
const MASK_FLOOR: f64 = 0.2;

/** Per bin: the summed weight, and the weighted sums of r, g and b (f64 each). */
let counts: usize = 0;
let sums: usize = 0;
let lumas: usize = 0;
let lumaPixels: i32 = 0;
let transparentSeen = false;

/** Starts an empty histogram in the current operation's heap. */
export function histogramBegin(): void {
  counts = heap.alloc(<usize>BINS << 3);
  sums = heap.alloc(<usize>BINS * 24);
  memory.fill(counts, 0, <usize>BINS << 3);
  memory.fill(sums, 0, <usize>BINS * 24);
  lumaPixels = 0;
  transparentSeen = false;
}

/** Adds one frame's opaque pixels (`pixels` RGBA pixels at `rgba`): weighted by visibility when `width` > 0, else counted once. */
export function histogramAddFrame(rgba: usize, pixels: i32, width: i32): void {
  if (width > 0) {
    if (lumaPixels < pixels) {
      lumas = heap.alloc(<usize>pixels << 3);
      lumaPixels = pixels;
    }
    for (let p = 0; p < pixels; p++) {
      const i = rgba + (<usize>p << 2);
      store<f64>(lumas + (<usize>p << 3), lumaOf(<f64>load<u8>(i), <f64>load<u8>(i, 1), <f64>load<u8>(i, 2)));
    }
  }
  const shift = 8 - BIN_BITS;
  for (let p = 0, x = 0; p < pixels; p++, x = x == width - 1 ? 0 : x + 1) {
    const i = rgba + (<usize>p << 2);
    if (load<u8>(i, 3) < 128) {
      transparentSeen = true;
      continue;
    }
    const r = <i32>load<u8>(i), g = <i32>load<u8>(i, 1), b = <i32>load<u8>(i, 2);
    const w = width > 0 ? maskWeight(rgba, width, pixels, p, x) : 1.0;
    const bin = ((r >> shift) << (2 * BIN_BITS)) | ((g >> shift) << BIN_BITS) | (b >> shift);
    const c = counts + (<usize>bin << 3);
    store<f64>(c, load<f64>(c) + w);
    const s = sums + <usize>bin * 24;
    store<f64>(s, load<f64>(s) + <f64>r * w);
    store<f64>(s, load<f64>(s, 8) + <f64>g * w, 8);
    store<f64>(s, load<f64>(s, 16) + <f64>b * w, 16);
  }
}

function lumaAt(p: i32): f64 {
  return load<f64>(lumas + (<usize>p << 3));
}

function opaqueAt(rgba: usize, p: i32): bool {
  return load<u8>(rgba + (<usize>p << 2), 3) >= 128;
}

/** color-histogram.ts's maskSteps for one opaque pixel: 1 / (1 + (step / 8)²) of its largest luma step to an opaque neighbour, at least a fifth. */
function maskWeight(rgba: usize, width: i32, pixels: i32, p: i32, x: i32): f64 {
  const y = lumaAt(p);
  let step: f64 = 0;
  if (x > 0 && opaqueAt(rgba, p - 1)) step = max(step, abs(lumaAt(p - 1) - y));
  if (x < width - 1 && opaqueAt(rgba, p + 1)) step = max(step, abs(lumaAt(p + 1) - y));
  if (p >= width && opaqueAt(rgba, p - width)) step = max(step, abs(lumaAt(p - width) - y));
  if (p + width < pixels && opaqueAt(rgba, p + width)) step = max(step, abs(lumaAt(p + width) - y));
  const ratio = step / MASK_STEP;
  return max(MASK_FLOOR, 1 / (1 + ratio * ratio));
}

/** True when some pixel so far was transparent. */
export function histogramHasTransparent(): bool {
  return transparentSeen;
}

/** The bins in use: their number, after writing each one's weight (f64) to `weights` and its mean colour, weighted (f32 y, u, v), to `points`. */
export function histogramFinish(weights: usize, points: usize): i32 {
  let j = 0;
  for (let bin = 0; bin < BINS; bin++) {
    const n = load<f64>(counts + (<usize>bin << 3));
    if (n == 0) continue;
    const s = sums + <usize>bin * 24;
    const r = load<f64>(s) / n, g = load<f64>(s, 8) / n, b = load<f64>(s, 16) / n;
    const y = lumaOf(r, g, b);
    store<f64>(weights + (<usize>j << 3), n);
    const out = points + <usize>j * 12;
    store<f32>(out, <f32>y);
    store<f32>(out, <f32>(U_SCALE * (b - y)), 4);
    store<f32>(out, <f32>(V_SCALE * (r - y)), 8);
    j++;
  }
  return j;
}

/** Bins in use so far (to size histogramFinish's arrays). */
export function histogramUsed(): i32 {
  let used = 0;
  for (let bin = 0; bin < BINS; bin++) if (load<f64>(counts + (<usize>bin << 3)) != 0) used++;
  return used;
}
