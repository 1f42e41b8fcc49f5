/** color-histogram.ts's buildColorHistogram on the WebAssembly kernels: the same bins, weights and points. */
import type { ColorHistogram } from '../js-gif/color-histogram.ts';
import type { GifKernels } from './gif-kernels.ts';
import { putAt } from './kernel-memory.ts';
import { toBytes } from './wasm-remap.ts';

/** Bins every opaque pixel of every frame, weighted by visibility when the frames' `width` is given, else counted once. */
export function buildColorHistogramWasm(kernels: GifKernels, frames: ArrayLike<number>[], width = 0): ColorHistogram {
  kernels.reset();
  kernels.histogramBegin();
  const pixels = frames.length > 0 ? frames[0].length / 4 : 0;
  const rgbaAt = kernels.alloc(pixels * 4);
  for (const frame of frames) {
    putAt(kernels, rgbaAt, toBytes(frame));
    kernels.histogramAddFrame(rgbaAt, pixels, width);
  }
  const used = kernels.histogramUsed();
  const weightsAt = kernels.alloc(used * 8), pointsAt = kernels.alloc(used * 12);
  kernels.histogramFinish(weightsAt, pointsAt);
  return {
    weights: new Float64Array(kernels.memory.buffer, weightsAt, used).slice(),
    points: new Float32Array(kernels.memory.buffer, pointsAt, used * 3).slice(),
    hasTransparent: kernels.histogramHasTransparent() !== 0,
  };
}
