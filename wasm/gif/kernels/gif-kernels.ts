/**
 * The GIF encoder's WebAssembly kernels (wasm/gif/as/), instantiated once, synchronously, from the
 * bytes the build embeds (scripts/build-gif-wasm.mjs): the encoder's API is synchronous, and this
 * works the same in the worker, in Node and on a test page. Null where WebAssembly is missing
 * (V8's jitless mode, browsers' lockdown modes) or refuses the module: the encoder then runs its
 * TypeScript loops, which write the same bytes.
 */
import { GIF_KERNELS_WASM } from '../as/build/gif-kernels-wasm.ts';

/** The module's exports (wasm/gif/as/index.ts); pointers and sizes are byte offsets into `memory`. */
export interface GifKernels {
  memory: WebAssembly.Memory;
  alloc(size: number): number;
  reset(): void;
  setPalette(ys: number, us: number, vs: number, ids: number, entries: number, rgb: number): void;
  remapFrame(rgba: number, pixels: number, transparent: number, out: number): void;
  ditherOrdered(rgba: number, pixels: number, width: number, transparent: number, out: number): void;
  ditherDiffusion(rgba: number, pixels: number, width: number, transparent: number, previous: number, previousOut: number, rows: number, out: number): void;
  outBegin(capacity: number): void;
  outBytes(from: number, length: number): void;
  outByte(value: number): void;
  outPointer(): number;
  outSize(): number;
  writerBegin(width: number, height: number, transparent: number, colorDepth: number, paletteYuv: number): void;
  writeFrame(target: number, fresh: boolean, disposeWhole: boolean, delayCs: number, reuseLimit: number, lossyLimit: number): void;
  /** 1 when a pixel not transparent in `previous` is in `current` (a wasm bool). */
  turnsTransparent(previous: number, current: number, pixels: number, t: number): number;
  frameRgbaPointer(): number;
  histogramBegin(): void;
  histogramAddFrame(rgba: number, pixels: number, width: number): void;
  /** 1 when some pixel so far was transparent (a wasm bool). */
  histogramHasTransparent(): number;
  histogramUsed(): number;
  histogramFinish(weights: number, points: number): number;
  quantize(points: number, weights: number, n: number, count: number, iterations: number, centroids: number): number;
  paletteErrorBegin(): void;
  paletteErrorAddFrame(rgba: number, indices: number, pixels: number): void;
  paletteErrorSquared(): number;
  paletteErrorSamples(): number;
}

/** Which loops an encode runs: the WebAssembly kernels or the TypeScript ones. */
export type GifKernelKind = 'wasm' | 'js';

let loaded: GifKernels | null | undefined;
let forced: GifKernelKind | null = null;

/** Forces the TypeScript loops ('js', as tests of the fallback do) or returns to detection (null). */
export function forceGifKernels(kind: GifKernelKind | null): void {
  forced = kind;
}

/** The kernels, or null when this engine cannot run them (or 'js' was forced). */
export function gifKernels(): GifKernels | null {
  if (forced === 'js') return null;
  loaded ??= instantiate();
  return loaded;
}

/** 'wasm' when encodes run the WebAssembly kernels here, else 'js'. */
export function gifKernelKind(): GifKernelKind {
  return gifKernels() ? 'wasm' : 'js';
}

function instantiate(): GifKernels | null {
  if (typeof WebAssembly !== 'object') return null;
  try {
    const bytes = Uint8Array.from(atob(GIF_KERNELS_WASM), (c) => c.charCodeAt(0));
    const imports = { env: { abort: () => { throw new Error('GIF kernels aborted'); } } };
    // A plain copy of the exports (the instance's own are frozen), so a test can make one trap.
    return { ...new WebAssembly.Instance(new WebAssembly.Module(bytes), imports).exports } as unknown as GifKernels;
  } catch (error) {
    console.warn('GIF kernels unavailable, using the TypeScript loops', error);
    return null;
  }
}
