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
  // Every frame's indices at once: which frames start fresh compares each with the one before.
  const pixels = width * height;
  const targetsAt = kernels.alloc(frames.length * pixels);
  frames.forEach((target, f) => putAt(kernels, targetsAt + f * pixels, target));
  const targetAt = (f: number) => targetsAt + f * pixels;
  const clears = frames.map((_, f) => t >= 0 && kernels.turnsTransparent(targetAt((f + frames.length - 1) % frames.length), targetAt(f), pixels, t) !== 0);
  const headerAt = copyIn(kernels, headerBytes);
  // The file's block last in the heap, so that it grows in place.
  kernels.outBegin(Math.max(1 << 12, (frames.length * width * height) >> 1));
  kernels.outBytes(headerAt, headerBytes.length);
  const reuseLimit = settings.reuseTolerance ** 2;
  const lossyLimit = settings.lossy ** 2;
  frames.forEach((_, f) => {
    putAt(kernels, kernels.frameRgbaPointer(), toBytes(rgba[f]));
    const fresh = t < 0 || f === 0 || clears[f];
    const disposeWhole = t >= 0 && clears[(f + 1) % frames.length];
    kernels.writeFrame(targetAt(f), fresh, disposeWhole, delaysCs[f], reuseLimit, lossyLimit);
  });
  kernels.outByte(0x3b);
  return bytesAt(kernels, kernels.outPointer(), kernels.outSize());
}
