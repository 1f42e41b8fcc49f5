/** build-palette.ts's buildPalette with its median cut and k-means on the WebAssembly kernels: the same palette. */
import { paletteOf, REFINE_ITERATIONS, type Palette } from '../js-gif/build-palette.ts';
import type { ColorHistogram } from '../js-gif/color-histogram.ts';
import type { GifKernels } from './gif-kernels.ts';
import { copyIn } from './kernel-memory.ts';

/** A palette of at most `colors` opaque colours, plus a transparent index when needed or asked for. */
export function buildPaletteWasm(kernels: GifKernels, histogram: ColorHistogram, colors: number, reserveTransparent = false): Palette {
  const { points, weights } = histogram;
  const transparent = histogram.hasTransparent || reserveTransparent;
  // An all-transparent animation still needs one opaque entry: a colour table cannot be empty.
  if (weights.length === 0) return paletteOf(new Float32Array(3), transparent);
  const count = Math.max(1, colors);
  kernels.reset();
  const centroidsAt = kernels.alloc(count * 12);
  const made = kernels.quantize(copyIn(kernels, points), copyIn(kernels, weights), weights.length, count, REFINE_ITERATIONS, centroidsAt);
  return paletteOf(new Float32Array(kernels.memory.buffer, centroidsAt, made * 3).slice(), transparent);
}
