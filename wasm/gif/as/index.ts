/**
 * The GIF encoder's hot loops, compiled to WebAssembly (scripts/build-gif-wasm.mjs): the colour
 * histogram and the quantizer, palette mapping, the two dithers, and the frame writer with its lossy LZW. The JS side
 * (wasm/gif/kernels/) copies frames in, calls these, and copies results out; the TypeScript
 * encoder in wasm/gif/js-gif/ stays the reference they match byte for byte, and the fallback.
 */
export { alloc, reset } from './heap';
export { setPalette } from './nearest';
export { remapFrame } from './remap';
export { ditherOrdered, ditherDiffusion } from './dither';
export { outBegin, outBytes, outByte } from './byte-out';
export { writerBegin, writeFrame } from './frame-writer';
export { turnsTransparent } from './scan-indices';
export { quantize } from './quantize';
export { paletteErrorBegin, paletteErrorAddFrame, paletteErrorSquared, paletteErrorSamples } from './palette-error';
export { histogramBegin, histogramAddFrame, histogramHasTransparent, histogramUsed, histogramFinish } from './histogram';

import { outLength, outStart } from './byte-out';
import { frameRgba } from './frame-writer';

/** Where the file written so far starts, and its length. */
export function outPointer(): usize {
  return outStart;
}

export function outSize(): i32 {
  return outLength;
}

/** Where the JS side puts the next frame's RGBA for writeFrame. */
export function frameRgbaPointer(): usize {
  return frameRgba;
}
