/** Palette mapping and the two dithers on the WebAssembly kernels: the same indices as remap-frame.ts and dither-frames.ts. */
import type { Palette } from '../js-gif/build-palette.ts';
import type { DitherMode } from '../meta.ts';
import { sortEntriesByLuma } from '../js-gif/nearest-colour.ts';
import { opaqueEntries } from '../js-gif/remap-frame.ts';
import type { GifKernels } from './gif-kernels.ts';
import { bytesAt, copyIn, putAt } from './kernel-memory.ts';

/** Starts an operation on a fresh heap with `palette` set (sorted by the JS sort, so ties resolve as in JS). */
function beginWithPalette(kernels: GifKernels, palette: Palette): void {
  kernels.reset();
  const { ys, us, vs, ids } = sortEntriesByLuma(opaqueEntries(palette));
  kernels.setPalette(copyIn(kernels, ys), copyIn(kernels, us), copyIn(kernels, vs), copyIn(kernels, Uint8Array.from(ids)), ys.length, copyIn(kernels, palette.rgb));
}

/** Each frame's nearest-entry indices (alpha under 128 takes the transparent index). */
export function remapFramesWasm(kernels: GifKernels, frames: ArrayLike<number>[], palette: Palette): Uint8Array[] {
  if (frames.length === 0) return [];
  beginWithPalette(kernels, palette);
  const pixels = frames[0].length / 4;
  const rgbaAt = kernels.alloc(pixels * 4), outAt = kernels.alloc(pixels);
  const transparent = Math.max(0, palette.transparentIndex);
  return frames.map((frame) => {
    putAt(kernels, rgbaAt, toBytes(frame));
    kernels.remapFrame(rgbaAt, pixels, transparent, outAt);
    return bytesAt(kernels, outAt, pixels);
  });
}

/** The indexed frames, dithered the chosen way (dither-frames.ts's ditherFrames). */
export function ditherFramesWasm(kernels: GifKernels, frames: ArrayLike<number>[], width: number, palette: Palette, mode: Exclude<DitherMode, 'none'>): Uint8Array[] {
  if (frames.length === 0) return [];
  beginWithPalette(kernels, palette);
  const pixels = frames[0].length / 4;
  const transparent = Math.max(0, palette.transparentIndex);
  // Two RGBA and index buffers in turn: the diffusion reads the frame before and its indices.
  const rgbaAt = [kernels.alloc(pixels * 4), kernels.alloc(pixels * 4)], outAt = [kernels.alloc(pixels), kernels.alloc(pixels)];
  const rows = kernels.alloc((width + 2) * 3 * 4 * 2);
  return frames.map((frame, f) => {
    const now = f & 1, before = 1 - now;
    putAt(kernels, rgbaAt[now], toBytes(frame));
    if (mode === 'ordered') kernels.ditherOrdered(rgbaAt[now], pixels, width, transparent, outAt[now]);
    else kernels.ditherDiffusion(rgbaAt[now], pixels, width, transparent, f > 0 ? rgbaAt[before] : 0, f > 0 ? outAt[before] : 0, rows, outAt[now]);
    return bytesAt(kernels, outAt[now], pixels);
  });
}

/** The frame as a byte array (frames are Uint8ClampedArray or Uint8Array; anything else is copied). */
export function toBytes(frame: ArrayLike<number>): Uint8Array | Uint8ClampedArray {
  return frame instanceof Uint8Array || frame instanceof Uint8ClampedArray ? frame : Uint8Array.from(frame);
}
