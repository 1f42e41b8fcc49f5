/**
 * The two dithers of js-gif/dither-frames.ts, step for step: the ordered one (two colours mixed by
 * a Bayer 8×8 threshold fixed to the canvas) and Floyd–Steinberg diffusion damped to 3/4, where a
 * pixel whose source colour is unchanged from the previous frame keeps that frame's index. The
 * diffusion's error rows are f32 and every sum is taken in f64 then stored, as with a Float32Array.
 */
import { nearestLookup, paletteRgb } from './nearest';

const BAYER_8 = memory.data<u8>([
  0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
  3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
]);
const DIFFUSION_DAMPING: f64 = 0.75;

function clampInt(v: i32): i32 {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

function clampFloat(v: f64): f64 {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

function paletteByte(index: i32, channel: i32): i32 {
  return <i32>load<u8>(paletteRgb + <usize>(index * 3 + channel));
}

/** The ordered dither of one frame (`pixels` RGBA pixels of a `width`-wide frame) into `out`. */
export function ditherOrdered(rgba: usize, pixels: i32, width: i32, transparent: i32, out: usize): void {
  for (let p = 0; p < pixels; p++) {
    const i = rgba + (<usize>p << 2);
    if (load<u8>(i, 3) < 128) {
      store<u8>(out + <usize>p, <u8>transparent);
      continue;
    }
    const r = <i32>load<u8>(i), g = <i32>load<u8>(i, 1), b = <i32>load<u8>(i, 2);
    const near = nearestLookup(r, g, b);
    const er = r - paletteByte(near, 0), eg = g - paletteByte(near, 1), eb = b - paletteByte(near, 2);
    const across = nearestLookup(clampInt(r + er), clampInt(g + eg), clampInt(b + eb));
    let index = near;
    if (across != near) {
      const dr = paletteByte(across, 0) - paletteByte(near, 0), dg = paletteByte(across, 1) - paletteByte(near, 1), db = paletteByte(across, 2) - paletteByte(near, 2);
      const share = <f64>(er * dr + eg * dg + eb * db) / <f64>(dr * dr + dg * dg + db * db);
      const x = p % width, y = (p - x) / width;
      if ((<f64>load<u8>(BAYER_8 + <usize>((y & 7) * 8 + (x & 7))) + 0.5) / 64 < share) index = across;
    }
    store<u8>(out + <usize>p, <u8>index);
  }
}

function spread(errors: usize, at: i32, r: f64, g: f64, b: f64, share: f64): void {
  const e = errors + (<usize>at << 2);
  store<f32>(e, <f32>(<f64>load<f32>(e) + r * share));
  store<f32>(e, <f32>(<f64>load<f32>(e, 4) + g * share), 4);
  store<f32>(e, <f32>(<f64>load<f32>(e, 8) + b * share), 8);
}

/**
 * The diffusion dither of one frame into `out`. `previous` and `previousOut` are the frame before
 * and its indices, or 0 for the first frame; `rows` is scratch for two rows of errors.
 */
export function ditherDiffusion(rgba: usize, pixels: i32, width: i32, transparent: i32, previous: usize, previousOut: usize, rows: usize, out: usize): void {
  const rowBytes = <usize>(width + 2) * 3 * 4;
  let row = rows, next = rows + rowBytes;
  memory.fill(rows, 0, rowBytes * 2);
  for (let p = 0, x = 0; p < pixels; p++, x = x == width - 1 ? 0 : x + 1) {
    if (x == 0 && p > 0) {
      const swap = row;
      row = next;
      next = swap;
      memory.fill(next, 0, rowBytes);
    }
    const i = rgba + (<usize>p << 2);
    if (load<u8>(i, 3) < 128) {
      store<u8>(out + <usize>p, <u8>transparent);
      continue;
    }
    const e = (x + 1) * 3;
    const re = row + (<usize>e << 2);
    const r = clampFloat(<f64>load<u8>(i) + <f64>load<f32>(re));
    const g = clampFloat(<f64>load<u8>(i, 1) + <f64>load<f32>(re, 4));
    const b = clampFloat(<f64>load<u8>(i, 2) + <f64>load<f32>(re, 8));
    let index: i32;
    const q = previous + (<usize>p << 2);
    if (previous != 0 && load<u8>(q) == load<u8>(i) && load<u8>(q, 1) == load<u8>(i, 1) && load<u8>(q, 2) == load<u8>(i, 2) && load<u8>(q, 3) >= 128) {
      index = <i32>load<u8>(previousOut + <usize>p);
    } else {
      index = nearestLookup(<i32>Math.round(r), <i32>Math.round(g), <i32>Math.round(b));
    }
    store<u8>(out + <usize>p, <u8>index);
    const er = (r - <f64>paletteByte(index, 0)) * DIFFUSION_DAMPING;
    const eg = (g - <f64>paletteByte(index, 1)) * DIFFUSION_DAMPING;
    const eb = (b - <f64>paletteByte(index, 2)) * DIFFUSION_DAMPING;
    spread(row, e + 3, er, eg, eb, 7.0 / 16);
    spread(next, e - 3, er, eg, eb, 3.0 / 16);
    spread(next, e, er, eg, eb, 5.0 / 16);
    spread(next, e + 3, er, eg, eb, 1.0 / 16);
  }
}
