/**
 * One frame of the GIF file, as js-gif/write-gif-file.ts writes it: the pixels that keep what the
 * canvas shows become the transparent index, the frame is cropped to what changes, its graphic
 * control and descriptor are written, then its LZW data, and the canvas is painted. The file's
 * header and the choice of which frames start fresh stay on the JS side (they are per file, not
 * per pixel). The JS file explains each rule.
 */
import { outByte, outUint16 } from './byte-out';
import { encodeLzw, lzwBegin } from './lzw';
import { lumaOf, U_SCALE, V_SCALE } from './weighted';
import { firstNot, lastNot } from './scan-indices';

const DISPOSE_KEEP: i32 = 1;
const DISPOSE_CLEAR: i32 = 2;

let width: i32 = 0;
let height: i32 = 0;
let t: i32 = -1;
let colorDepth: i32 = 0;
let paletteYuv: usize = 0;
let canvas: usize = 0;
let paintedFor: usize = 0;
let written: usize = 0;
let cropped: usize = 0;
let shownCrop: usize = 0;
let yuv: usize = 0;
/** The frame's indices (where writeFrame was told) and RGBA (the JS side copies it in before each writeFrame). */
let frameTarget: usize = 0;
export let frameRgba: usize = 0;

/** Starts a file's frames (after its header): the canvas clear, the scratch allocated; `yuvAt` holds the palette's (y, u, v) f32 triples. */
export function writerBegin(frameWidth: i32, frameHeight: i32, transparentIndex: i32, depth: i32, yuvAt: usize): void {
  width = frameWidth;
  height = frameHeight;
  t = transparentIndex;
  colorDepth = depth;
  paletteYuv = yuvAt;
  const pixels = <usize>width * <usize>height;
  canvas = heap.alloc(pixels);
  memory.fill(canvas, <u8>max(0, t), pixels);
  paintedFor = heap.alloc(pixels << 2);
  memory.fill(paintedFor, 0xff, pixels << 2);
  written = heap.alloc(pixels);
  cropped = heap.alloc(pixels);
  shownCrop = heap.alloc(pixels);
  yuv = heap.alloc(pixels * 12);
  frameRgba = heap.alloc(pixels << 2);
  lzwBegin();
}

function rgbOf(p: i32): i32 {
  const i = frameRgba + (<usize>p << 2);
  return (<i32>load<u8>(i) << 16) | (<i32>load<u8>(i, 1) << 8) | <i32>load<u8>(i, 2);
}

/** write-gif-file.ts's squaredError: the colour at pixel `p` against entry `index`, the source rounded to f32 as weightedRect stores it. */
function squaredError(index: i32, p: i32): f64 {
  const i = frameRgba + (<usize>p << 2);
  const r = <f64>load<u8>(i), g = <f64>load<u8>(i, 1), b = <f64>load<u8>(i, 2);
  const luma = lumaOf(r, g, b);
  const e = paletteYuv + (<usize>(index * 3) << 2);
  const dy = <f64>load<f32>(e) - <f64><f32>luma, du = <f64>load<f32>(e, 4) - <f64><f32>(U_SCALE * (b - luma)), dv = <f64>load<f32>(e, 8) - <f64><f32>(V_SCALE * (r - luma));
  return dy * dy + du * du + dv * dv;
}

function reuseShown(limit: f64): void {
  const pixels = width * height;
  for (let p = 0; p < pixels; p++) {
    const want = <i32>load<u8>(frameTarget + <usize>p), under = <i32>load<u8>(canvas + <usize>p);
    let keep = want == under || (want != t && under != t && load<i32>(paintedFor + (<usize>p << 2)) == rgbOf(p));
    if (!keep && limit > 0 && want != t && under != t) keep = squaredError(under, p) - squaredError(want, p) <= limit;
    store<u8>(written + <usize>p, <u8>(keep ? t : want));
  }
}

// changedRect's answer: x1 < 0 when nothing changed.
let rx0: i32 = 0;
let ry0: i32 = 0;
let rx1: i32 = 0;
let ry1: i32 = 0;

/** write-gif-file.ts's changedRect: the smallest rectangle of pixels other than the transparent index, row by row (scan-indices.ts). */
function changedRect(indices: usize): void {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = indices + <usize>(y * width);
    const first = firstNot(row, width, t);
    if (first < 0) continue;
    if (y0 == height) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    const last = lastNot(row, width, t);
    if (last > x1) x1 = last;
  }
  rx0 = x0;
  ry0 = y0;
  rx1 = x1;
  ry1 = y1;
}

// The frame's rectangle.
let cx: i32 = 0;
let cy: i32 = 0;
let cw: i32 = 0;
let ch: i32 = 0;

function frameRect(disposeWhole: bool): void {
  if (t < 0) {
    cx = 0;
    cy = 0;
    cw = width;
    ch = height;
    return;
  }
  changedRect(written);
  let has = rx1 >= 0;
  let ax = rx0, ay = ry0, aw = rx1 - rx0 + 1, ah = ry1 - ry0 + 1;
  if (disposeWhole) {
    changedRect(canvas);
    if (rx1 >= 0) {
      const bw = rx1 - rx0 + 1, bh = ry1 - ry0 + 1;
      if (has) {
        const x = min(ax, rx0), y = min(ay, ry0);
        aw = max(ax + aw, rx0 + bw) - x;
        ah = max(ay + ah, ry0 + bh) - y;
        ax = x;
        ay = y;
      } else {
        ax = rx0;
        ay = ry0;
        aw = bw;
        ah = bh;
        has = true;
      }
    }
  }
  if (!has) {
    ax = 0;
    ay = 0;
    aw = 1;
    ah = 1;
  }
  cx = ax;
  cy = ay;
  cw = aw;
  ch = ah;
}

/** `from` itself when the rectangle is the whole frame, else the rectangle copied into `into`. */
function crop(from: usize, into: usize): usize {
  if (cx == 0 && cw == width && cy == 0 && ch == height) return from;
  for (let row = 0; row < ch; row++) memory.copy(into + <usize>(row * cw), from + <usize>((cy + row) * width + cx), <usize>cw);
  return into;
}

function weightedRect(): void {
  for (let o = 0, x = 0, i = (cy * width + cx) * 4, end = cw * ch * 3; o < end; o += 3, x++, i += 4) {
    if (x == cw) {
      x = 0;
      i += (width - cw) * 4;
    }
    const at = frameRgba + <usize>i;
    const r = <f64>load<u8>(at), g = <f64>load<u8>(at, 1), b = <f64>load<u8>(at, 2);
    const luma = lumaOf(r, g, b);
    const out = yuv + (<usize>o << 2);
    store<f32>(out, <f32>luma);
    store<f32>(out, <f32>(U_SCALE * (b - luma)), 4);
    store<f32>(out, <f32>(V_SCALE * (r - luma)), 8);
  }
}

function paint(pixels: usize): void {
  const count = cw * ch;
  for (let k = 0, x = 0, p = cy * width + cx; k < count; k++, x++, p++) {
    if (x == cw) {
      x = 0;
      p += width - cw;
    }
    const index = <i32>load<u8>(pixels + <usize>k);
    if (index == t) continue;
    store<u8>(canvas + <usize>p, <u8>index);
    store<i32>(paintedFor + (<usize>p << 2), rgbOf(p));
  }
}

/**
 * Writes the frame whose indices are at `target` (RGBA in frameRgba): `fresh` when it cannot build
 * on the canvas, `disposeWhole` when the next frame starts fresh; the limits are squared distances (0 = off).
 */
export function writeFrame(target: usize, fresh: bool, disposeWhole: bool, delayCs: i32, reuseLimit: f64, lossyLimit: f64): void {
  const pixels = <usize>width * <usize>height;
  frameTarget = target;
  if (fresh) memory.copy(written, frameTarget, pixels);
  else reuseShown(reuseLimit);
  if (fresh && t >= 0) memory.fill(canvas, <u8>t, pixels);
  frameRect(disposeWhole);
  const frame = crop(written, cropped);
  const shown: usize = fresh ? 0 : crop(canvas, shownCrop);
  if (lossyLimit > 0) weightedRect();
  outByte(0x21);
  outByte(0xf9);
  outByte(4);
  outByte(((disposeWhole ? DISPOSE_CLEAR : DISPOSE_KEEP) << 2) | (t >= 0 ? 1 : 0));
  outUint16(delayCs);
  outByte(max(0, t));
  outByte(0);
  outByte(0x2c);
  outUint16(cx);
  outUint16(cy);
  outUint16(cw);
  outUint16(ch);
  outByte(0);
  encodeLzw(frame, cw * ch, colorDepth, lossyLimit, paletteYuv, yuv, t, shown);
  paint(frame);
}

