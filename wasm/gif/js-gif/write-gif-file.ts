/**
 * Writes indexed frames as an animated GIF with one global palette. Each frame builds on what
 * the canvas already shows: pixels whose colour is within `reuseTolerance` of the shown one are
 * written as the transparent index (so a static region keeps its index, frame after frame, and
 * does not shimmer), each frame is cropped to the rectangle that changes, and the LZW may be
 * lossy (lzw-encode.ts). A frame where some pixel turns from opaque to transparent cannot build
 * on the one before (GIF can only clear a rectangle), so that one is written whole and cleared.
 * The file layout follows gifenc's writer (MIT, Matt DesLauriers).
 */
import type { Palette } from './build-palette.ts';
import { createByteWriter, type ByteWriter } from './byte-writer.ts';
import { toWeighted, U_SCALE, V_SCALE } from './color-space.ts';
import { encodeLzw, type LossyMatch } from './lzw-encode.ts';

export const DISPOSE_KEEP = 1;
export const DISPOSE_CLEAR = 2;

/** What the writer needs besides the palette and indices. */
export interface GifFileSettings {
  width: number;
  height: number;
  delaysCs: readonly number[];
  loop: boolean;
  /** Largest colour distance (weighted luma levels) at which a pixel keeps what the canvas shows; 0 = only the same index. */
  reuseTolerance: number;
  /** Largest colour distance a lossy LZW match may move a pixel; 0 = lossless. */
  lossy: number;
}

/** A GIF of `frames` (palette indices; the transparent index where a pixel is transparent). */
export function writeGifFile(settings: GifFileSettings, palette: Palette, frames: Uint8Array[], rgba: ArrayLike<number>[]): Uint8Array {
  const { width, height, delaysCs, loop } = settings;
  const colorDepth = colorDepthOf(palette);
  const t = palette.transparentIndex;
  const paletteYuv = weightedPalette(palette);
  const out = createByteWriter(Math.max(1 << 12, (frames.length * width * height) >> 1));
  writeHeader(out, width, height, palette.rgb, colorDepth, loop);
  const clears = framesThatClear(frames, t);
  const canvas = new Uint8Array(width * height).fill(Math.max(0, t));
  // The source colour (24-bit RGB) each canvas pixel was painted for: where it is unchanged, what the
  // canvas shows stays, whatever the lossy LZW chose then, so a still region keeps its pixels.
  const paintedFor = new Int32Array(width * height).fill(-1);
  // The reuse tolerance alone, not the lossy LZW's: reuse keeps an error for good, frame after frame,
  // while a lossy match moves one pixel once (W3 with lossy 2.5: reuse within 2.5 cost SSIM .98322 -> .98301).
  const reuseLimit = settings.reuseTolerance ** 2;
  const lossyLimit = settings.lossy ** 2;
  // Each frame's working copies, reused frame after frame (a new set per frame was 12 MB of garbage per W2n encode).
  const scratch = { written: new Uint8Array(width * height), pixels: new Uint8Array(width * height), shown: new Uint8Array(width * height), yuv: new Float32Array(lossyLimit > 0 ? width * height * 3 : 0) };
  frames.forEach((target, f) => {
    const fresh = t < 0 || f === 0 || clears[f];
    const disposeWhole = t >= 0 && clears[(f + 1) % frames.length];
    const written = fresh ? copyInto(target, scratch.written) : reuseShown(target, canvas, t, rgba[f], paintedFor, reuseLimit > 0 ? { paletteYuv, limit: reuseLimit } : null, scratch.written);
    // A fresh frame starts on a clear canvas; one cleared after it must cover all the canvas shows.
    if (fresh && t >= 0) canvas.fill(t);
    const rect = t < 0 ? { x: 0, y: 0, w: width, h: height } : unionRect(changedRect(written, width, height, t), disposeWhole ? changedRect(canvas, width, height, t) : null);
    const pixels = crop(written, width, rect, scratch.pixels);
    const shown = fresh ? null : crop(canvas, width, rect, scratch.shown);
    const lossy: LossyMatch | null = lossyLimit > 0 ? { paletteYuv, source: weightedRect(rgba[f], width, rect, scratch.yuv), limit: lossyLimit, transparentIndex: t, shown } : null;
    writeGraphicControl(out, disposeWhole ? DISPOSE_CLEAR : DISPOSE_KEEP, delaysCs[f], t);
    writeImageDescriptor(out, rect);
    encodeLzw(pixels, colorDepth, out, lossy);
    paint(canvas, width, rect, pixels, t, rgba[f], paintedFor);
  });
  out.byte(0x3b);
  return out.result();
}

/** Bits per index of the colour table: enough for every entry, at least 1. */
export function colorDepthOf(palette: Palette): number {
  return Math.max(1, Math.ceil(Math.log2(palette.rgb.length / 3)));
}

/** For each frame, whether it must start on a clear canvas: some pixel turns transparent from the frame before (the last, for the first). */
export function framesThatClear(frames: Uint8Array[], t: number): boolean[] {
  return t < 0 ? frames.map(() => false) : frames.map((frame, f) => turnsTransparent(frames[(f + frames.length - 1) % frames.length], frame, t));
}

/** (y, u, v) of each palette entry in the quantizer's space. */
export function weightedPalette(palette: Palette): Float32Array {
  const n = palette.rgb.length / 3;
  const yuv = new Float32Array(n * 3);
  for (let j = 0; j < n; j++) toWeighted(palette.rgb[j * 3], palette.rgb[j * 3 + 1], palette.rgb[j * 3 + 2], yuv, j * 3);
  return yuv;
}

/** (y, u, v) of each pixel of an RGBA frame within `rect`, row by row, into the start of `yuv` (toWeighted, inlined: this runs on every pixel written). */
function weightedRect(rgba: ArrayLike<number>, width: number, rect: Rect, yuv: Float32Array): Float32Array {
  for (let o = 0, x = 0, i = (rect.y * width + rect.x) * 4, end = rect.w * rect.h * 3; o < end; o += 3, x++, i += 4) {
    if (x === rect.w) {
      x = 0;
      i += (width - rect.w) * 4;
    }
    const r = rgba[i], g = rgba[i + 1], b = rgba[i + 2];
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    yuv[o] = luma;
    yuv[o + 1] = U_SCALE * (b - luma);
    yuv[o + 2] = V_SCALE * (r - luma);
  }
  return yuv;
}

/** Squared distance in the weighted space between palette entry `index` and the RGB colour at `i` of `rgba`. */
function squaredError(paletteYuv: Float32Array, index: number, rgba: ArrayLike<number>, i: number): number {
  const r = rgba[i], g = rgba[i + 1], b = rgba[i + 2];
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  // Rounded as the Float32 rows of weightedRect are, so reuse and the lossy LZW judge the same colour.
  const dy = paletteYuv[index * 3] - Math.fround(luma), du = paletteYuv[index * 3 + 1] - Math.fround(U_SCALE * (b - luma)), dv = paletteYuv[index * 3 + 2] - Math.fround(V_SCALE * (r - luma));
  return dy * dy + du * du + dv * dv;
}

/** True when a pixel opaque in `previous` is transparent in `current`. */
export function turnsTransparent(previous: Uint8Array, current: Uint8Array, t: number): boolean {
  for (let p = 0; p < current.length; p++) if (current[p] === t && previous[p] !== t) return true;
  return false;
}

/**
 * The frame to write over `canvas`: the transparent index where the canvas already shows this
 * pixel's colour, or was painted for the same source colour, or (with a tolerance) shows a colour
 * whose squared error against the source is at most `limit` more than the nearest's.
 */
function reuseShown(
  target: Uint8Array, canvas: Uint8Array, t: number, rgba: ArrayLike<number>, paintedFor: Int32Array,
  near: { paletteYuv: Float32Array; limit: number } | null, written: Uint8Array,
): Uint8Array {
  for (let p = 0; p < target.length; p++) {
    const want = target[p], under = canvas[p];
    let keep = want === under || (want !== t && under !== t && paintedFor[p] === rgbOf(rgba, p));
    if (!keep && near && want !== t && under !== t) {
      keep = squaredError(near.paletteYuv, under, rgba, p * 4) - squaredError(near.paletteYuv, want, rgba, p * 4) <= near.limit;
    }
    written[p] = keep ? t : want;
  }
  return written;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest rectangle holding every pixel that is not the transparent index, or null when none. */
function changedRect(written: Uint8Array, width: number, height: number, t: number): Rect | null {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  // One loop over all pixels (x and y counted along), as in every pass here: a loop nested in
  // another is deoptimised on each frame while the page is new.
  for (let p = 0, x = 0, y = 0; p < written.length; p++, x++) {
    if (x === width) {
      x = 0;
      y++;
    }
    if (written[p] === t) continue;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    y1 = y;
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** The smallest rectangle holding both (either may be null); 1×1 when both are: a frame needs a pixel. */
function unionRect(a: Rect | null, b: Rect | null): Rect {
  if (!a || !b) return a ?? b ?? { x: 0, y: 0, w: 1, h: 1 };
  const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** `pixels` itself when `rect` is the whole frame, else its rectangle copied into the start of `into`. */
function crop(pixels: Uint8Array, width: number, rect: Rect, into: Uint8Array): Uint8Array {
  if (rect.x === 0 && rect.w === width && rect.y === 0 && rect.h * width === pixels.length) return pixels;
  const out = into.subarray(0, rect.w * rect.h);
  for (let k = 0, x = 0, p = rect.y * width + rect.x; k < out.length; k++, x++, p++) {
    if (x === rect.w) {
      x = 0;
      p += width - rect.w;
    }
    out[k] = pixels[p];
  }
  return out;
}

function copyInto(from: Uint8Array, into: Uint8Array): Uint8Array {
  into.set(from);
  return into;
}

const rgbOf = (rgba: ArrayLike<number>, p: number) => (rgba[p * 4] << 16) | (rgba[p * 4 + 1] << 8) | rgba[p * 4 + 2];

/**
 * What the canvas shows after the frame: its pixels, except where it keeps the canvas (`keep`, or -1
 * for none); `paintedFor` takes the source colour of each pixel painted.
 */
function paint(canvas: Uint8Array, width: number, rect: Rect, pixels: Uint8Array, keep: number, rgba: ArrayLike<number>, paintedFor: Int32Array): void {
  for (let k = 0, x = 0, p = rect.y * width + rect.x; k < pixels.length; k++, x++, p++) {
    if (x === rect.w) {
      x = 0;
      p += width - rect.w;
    }
    const index = pixels[k];
    if (index === keep) continue;
    canvas[p] = index;
    paintedFor[p] = rgbOf(rgba, p);
  }
}

/** The file's header, colour table and (when it loops) the NETSCAPE loop block. */
export function writeHeader(out: ByteWriter, width: number, height: number, rgb: Uint8Array, colorDepth: number, loop: boolean): void {
  out.ascii('GIF89a');
  out.uint16(width);
  out.uint16(height);
  out.byte(0x80 | ((colorDepth - 1) << 4) | (colorDepth - 1));
  out.byte(0);
  out.byte(0);
  const table = new Uint8Array(3 << colorDepth);
  table.set(rgb.subarray(0, Math.min(rgb.length, table.length)));
  out.bytes(table);
  if (!loop) return;
  out.bytes([0x21, 0xff, 11]);
  out.ascii('NETSCAPE2.0');
  out.bytes([3, 1, 0, 0, 0]);
}

function writeGraphicControl(out: ByteWriter, dispose: number, delayCs: number, t: number): void {
  out.bytes([0x21, 0xf9, 4, (dispose << 2) | (t >= 0 ? 1 : 0)]);
  out.uint16(delayCs);
  out.byte(Math.max(0, t));
  out.byte(0);
}

function writeImageDescriptor(out: ByteWriter, rect: Rect): void {
  out.byte(0x2c);
  out.uint16(rect.x);
  out.uint16(rect.y);
  out.uint16(rect.w);
  out.uint16(rect.h);
  out.byte(0);
}
