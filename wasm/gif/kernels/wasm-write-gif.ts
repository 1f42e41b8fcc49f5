/** write-gif-file.ts's writeGifFile on the WebAssembly kernels: the header here, every frame's pixels there; the same bytes. */
import type { Palette } from '../js-gif/build-palette.ts';
import { createByteWriter } from '../js-gif/byte-writer.ts';
import { colorDepthOf, weightedPalette, writeHeader, type GifFileSettings } from '../js-gif/write-gif-file.ts';
import type { GifKernels } from './gif-kernels.ts';
import { bytesAt, copyIn, putAt } from './kernel-memory.ts';
import { toBytes } from './wasm-remap.ts';

/** A GIF of `frames` (palette indices; the transparent index where a pixel is transparent) over their RGBA `rgba`. */
export function writeGifFileWasm(kernels: GifKernels, settings: GifFileSettings, palette: Palette, frames: Uint8Array[], rgba: ArrayLike<number>[]): Uint8Array {
  const { width, height, delaysCs, loop } = settings;
  const colorDepth = colorDepthOf(palette);
  const t = palette.transparentIndex;
  const header = createByteWriter(1 << 12);
  writeHeader(header, width, height, palette.rgb, colorDepth, loop);
  const headerBytes = header.result();
  kernels.reset();
  kernels.writerBegin(width, height, t, colorDepth, copyIn(kernels, weightedPalette(palette)));
  // Two frames' indices at a time (WebAssembly memory never shrinks, so nothing per frame stays).
  const pixels = width * height;
  const slots = [kernels.alloc(pixels), kernels.alloc(pixels)];
  const clears = framesThatClearWasm(kernels, frames, t, slots);
  const headerAt = copyIn(kernels, headerBytes);
  // The file's block last in the heap, so that it grows in place, doubling: at most twice the file.
  kernels.outBegin(Math.max(1 << 16, (frames.length * pixels) >> 3));
  kernels.outBytes(headerAt, headerBytes.length);
  const reuseLimit = settings.reuseTolerance ** 2;
  const lossyLimit = settings.lossy ** 2;
  frames.forEach((target, f) => {
    putAt(kernels, slots[0], target);
    putAt(kernels, kernels.frameRgbaPointer(), toBytes(rgba[f]));
    const fresh = t < 0 || f === 0 || clears[f];
    const disposeWhole = t >= 0 && clears[(f + 1) % frames.length];
    kernels.writeFrame(slots[0], fresh, disposeWhole, delaysCs[f], reuseLimit, lossyLimit);
  });
  kernels.outByte(0x3b);
  return bytesAt(kernels, kernels.outPointer(), kernels.outSize());
}

/** write-gif-file.ts's framesThatClear, each frame against the one before (the last before the first), two in memory at a time. */
function framesThatClearWasm(kernels: GifKernels, frames: Uint8Array[], t: number, slots: number[]): boolean[] {
  if (t < 0 || frames.length === 0) return frames.map(() => false);
  const pixels = frames[0].length;
  const clears = frames.map(() => false);
  putAt(kernels, slots[1], frames[frames.length - 1]);
  frames.forEach((frame, f) => {
    const now = slots[f & 1], before = slots[1 - (f & 1)];
    putAt(kernels, now, frame);
    clears[f] = kernels.turnsTransparent(before, now, pixels, t) !== 0;
  });
  return clears;
}
