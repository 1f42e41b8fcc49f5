/** palette-psnr.ts's palettePsnr on the WebAssembly kernels: the same sums (whole numbers), so the same PSNR. */
import type { Palette } from '../js-gif/build-palette.ts';
import { psnrOf } from '../js-gif/palette-psnr.ts';
import type { GifKernels } from './gif-kernels.ts';
import { copyIn, putAt } from './kernel-memory.ts';
import { toBytes } from './wasm-remap.ts';

/** PSNR in dB of the opaque pixels against their entries (Infinity when exact, NaN with none opaque). */
export function palettePsnrWasm(kernels: GifKernels, frames: ArrayLike<number>[], indexed: Uint8Array[], palette: Palette): number {
  if (frames.length === 0) return NaN;
  kernels.reset();
  // Only the palette's RGB is read; the search arrays stay empty.
  kernels.setPalette(0, 0, 0, 0, 0, copyIn(kernels, palette.rgb));
  const pixels = frames[0].length / 4;
  const rgbaAt = kernels.alloc(pixels * 4), indicesAt = kernels.alloc(pixels);
  kernels.paletteErrorBegin();
  frames.forEach((frame, f) => {
    putAt(kernels, rgbaAt, toBytes(frame));
    putAt(kernels, indicesAt, indexed[f]);
    kernels.paletteErrorAddFrame(rgbaAt, indicesAt, pixels);
  });
  return psnrOf(kernels.paletteErrorSquared(), kernels.paletteErrorSamples());
}
