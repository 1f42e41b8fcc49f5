import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate } from '../../../scripts/bench/workloads.mjs';
import { makeFlatFrames, makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { mulberry32 } from '../../../web/emotes/seeded-random.ts';
import { applyAlphaCutoff } from '../alpha-cutoff.ts';
import type { GifFrames } from '../gif-frames.ts';
import { BASE_LOSSY, createJsGifEncoder, MAX_JS_COLORS, REUSE_TOLERANCE, type JsGifSettings } from '../js-gif/js-gif-encoder.ts';
import { forceGifKernels, gifKernelKind, gifKernels } from './gif-kernels.ts';

/** A bench workload as the pipeline hands it over: alpha cut at 128. */
function benchWorkload(id: 'W1' | 'W2n', side: number): GifFrames {
  const frames = generate(id).map((frame) => {
    const rgba = new Uint8ClampedArray(frame);
    applyAlphaCutoff(rgba, 128);
    return rgba;
  });
  return { width: side, height: side, frames, delaysCs: frames.map(() => 2) };
}

/** Flat art: a few solid shapes on transparency, one blinking out (pixels turn transparent, so frames start fresh). */
function flatArt(): GifFrames {
  const width = 37, height = 23;
  const frames = Array.from({ length: 5 }, (_, f) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (x + f > 8 && x + f < 20 && y > 3) rgba.set([230, 40, 60, 255], i);
        else if (f % 2 === 0 && x > 25 && y < 10) rgba.set([20, 90, 240, 255], i);
        else if (y > 18) rgba.set([250, 250, 250, 255], i);
      }
    }
    return rgba;
  });
  return { width, height, frames, delaysCs: [3, 7, 2, 10, 4] };
}

/** Noise over every colour (the nearest-colour memo grows, the lossy walk meets its detour budget). */
function noise(): GifFrames {
  const random = mulberry32(34);
  const width = 61, height = 47;
  const frames = Array.from({ length: 4 }, () => Uint8ClampedArray.from({ length: width * height * 4 }, (_, i) => (i % 4 === 3 ? (random() < 0.1 ? 0 : 255) : random() * 256)));
  frames.forEach((frame) => applyAlphaCutoff(frame, 128));
  return { width, height, frames, delaysCs: frames.map(() => 5) };
}

const PLAIN: JsGifSettings = { colors: MAX_JS_COLORS, loop: true };
/** The default encode's and the fit's settings (encode-best-gif.ts, fit-search.ts). */
const PRODUCT: JsGifSettings = { colors: MAX_JS_COLORS, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE };
const EVERY_SETTING: JsGifSettings[] = [
  PLAIN,
  PRODUCT,
  { colors: 26, loop: false, lossy: 6, reuseTolerance: 0 },
  { colors: 3, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE },
  { colors: MAX_JS_COLORS, loop: true, dither: 'ordered', lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE },
  { colors: 31, loop: true, dither: 'diffusion', reuseTolerance: REUSE_TOLERANCE },
  { colors: 128, loop: true, dither: 'diffusion', lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE, mask: false },
];

/** Every setting's file from one encoder of `input`, on the kernels or on the TypeScript loops. */
function encodeAll(input: GifFrames, settings: JsGifSettings[], kind: 'wasm' | 'js'): { files: Uint8Array[]; psnr: number[]; kernels: string } {
  forceGifKernels(kind === 'js' ? 'js' : null);
  const encoder = createJsGifEncoder(input);
  const psnr: number[] = [];
  const files = settings.map((s) => {
    const file = encoder.encode(s);
    psnr.push(encoder.lastPalettePsnr());
    return file;
  });
  return { files, psnr, kernels: encoder.kernels };
}

function expectSameFiles(input: GifFrames, settings: JsGifSettings[]): void {
  const wasm = encodeAll(input, settings, 'wasm');
  const js = encodeAll(input, settings, 'js');
  expect([wasm.kernels, js.kernels]).toEqual(['wasm', 'js']);
  settings.forEach((s, i) => {
    expect(wasm.files[i].length, JSON.stringify(s)).toBe(js.files[i].length);
    // Buffer.compare: one comparison, not one expect per byte.
    expect(Buffer.compare(wasm.files[i], js.files[i]), JSON.stringify(s)).toBe(0);
  });
  expect(wasm.psnr).toEqual(js.psnr);
}

afterEach(() => forceGifKernels(null));

describe('the GIF kernels in WebAssembly', () => {
  it('are what the encoder runs here, where WebAssembly runs', () => {
    expect(gifKernelKind()).toBe('wasm');
    expect(createJsGifEncoder(makeSyntheticFrames({ width: 8, height: 8, frames: 2 })).kernels).toBe('wasm');
  });

  it('give way to the TypeScript loops when forced, as where WebAssembly is missing', () => {
    forceGifKernels('js');
    expect(gifKernelKind()).toBe('js');
    expect(createJsGifEncoder(makeSyntheticFrames({ width: 8, height: 8, frames: 2 })).kernels).toBe('js');
  });

  it('give way to the TypeScript loops for good when they trap (out of memory, say), and the file is the same', () => {
    const input = makeSyntheticFrames({ width: 48, height: 40, frames: 5 });
    const expected = encodeAll(input, [PRODUCT], 'js').files[0];
    forceGifKernels(null);
    const kernels = gifKernels()!;
    const writeFrame = kernels.writeFrame;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    kernels.writeFrame = () => {
      throw new WebAssembly.RuntimeError('unreachable');
    };
    try {
      const encoder = createJsGifEncoder(input);
      expect(encoder.kernels).toBe('wasm');
      expect(Buffer.compare(encoder.encode(PRODUCT), expected)).toBe(0);
      expect(encoder.kernels).toBe('js');
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      kernels.writeFrame = writeFrame;
      warn.mockRestore();
    }
  });

  it('write the same bytes as the TypeScript loops on the bench emotes W1 and W2n', () => {
    expectSameFiles(benchWorkload('W1', 112), [PRODUCT, EVERY_SETTING[4]]);
    expectSameFiles(benchWorkload('W2n', 128), [PLAIN, PRODUCT, EVERY_SETTING[5]]);
  });

  it('write the same bytes on an opaque photo-like animation, with every setting', () => {
    expectSameFiles(makeSyntheticFrames({ width: 120, height: 90, frames: 6, transparent: false, grain: 20 }), EVERY_SETTING);
  });

  it('write the same bytes on a cut-out subject over transparency, with every setting', () => {
    expectSameFiles(makeSyntheticFrames({ width: 64, height: 80, frames: 7 }), EVERY_SETTING);
  });

  it('write the same bytes on flat art whose pixels turn transparent, on noise, on one flat frame and on frames with nothing opaque', () => {
    expectSameFiles(flatArt(), EVERY_SETTING);
    expectSameFiles(noise(), EVERY_SETTING);
    expectSameFiles(makeFlatFrames(1, 1, [[10, 20, 30, 255]]), [PLAIN, PRODUCT]);
    expectSameFiles(makeFlatFrames(5, 3, [[0, 0, 0, 0], [200, 0, 0, 255], [0, 0, 0, 0]]), [PLAIN, PRODUCT]);
    expectSameFiles(makeFlatFrames(4, 4, [[0, 0, 0, 0], [0, 0, 0, 0]]), [PLAIN, PRODUCT]);
  });
});
