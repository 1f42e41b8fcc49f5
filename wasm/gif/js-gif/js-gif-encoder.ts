/**
 * The JS GIF encoder: one global palette from our quantizer, nearest-colour mapping (or a
 * dither stable across frames), inter-frame reuse within a tolerance, frames cropped to what
 * changes, and our writer with an optional lossy LZW (write-gif-file.ts, after gifenc's). Built
 * to be asked again with other settings: the colour histogram is kept between encodes.
 * The histogram, the quantizer, the mapping, the dithers and the writer run on the WebAssembly kernels (../kernels/) where
 * WebAssembly runs, else on the TypeScript loops here; both write the same bytes.
 */
import type { GifFrames } from '../gif-frames.ts';
import { buildColorHistogram, type ColorHistogram } from './color-histogram.ts';
import { buildPalette, type Palette } from './build-palette.ts';
import { createNearestEntry, createNearestLookup, remapFrame } from './remap-frame.ts';
import { buildColourIds, ID_PIXELS, remapByIds, type ColourIds } from './colour-ids.ts';
import { writeGifFile } from './write-gif-file.ts';
import { ditherFrames, type DitherMode } from './dither-frames.ts';
import { colourIdsPsnr, palettePsnr } from './palette-psnr.ts';
import { gifKernels, type GifKernelKind } from '../kernels/gif-kernels.ts';
import { ditherFramesWasm, remapFramesWasm } from '../kernels/wasm-remap.ts';
import { writeGifFileWasm } from '../kernels/wasm-write-gif.ts';
import { buildColorHistogramWasm } from '../kernels/wasm-histogram.ts';
import { buildPaletteWasm } from '../kernels/wasm-palette.ts';
import { palettePsnrWasm } from '../kernels/wasm-palette-psnr.ts';

/** The most opaque colours: 255 plus the transparent index fill a 256-entry table. */
export const MAX_JS_COLORS = 255;

/**
 * The reuse tolerance of the default encode and the fit, in luma levels: a pixel keeps what the
 * previous frame shows when that is at most this much further from the source than the nearest
 * palette colour. Measured on W3 (bench row 'reuse'): 2 saves 11 % of the bytes for .0001 SSIM
 * (PSNR up .06 dB); 3 saves 17 % but costs .003 SSIM. Emotes whose silhouette moves (W1, W2)
 * clear every frame and are unaffected.
 */
export const REUSE_TOLERANCE = 2;

/**
 * The lossy LZW's tolerance in every encode (luma levels of extra error a pixel may take when that
 * lengthens an LZW string), about the spacing of a full palette's neighbours. Measured in Node with
 * the bench's SSIM at 255 colours, palette masked (color-histogram.ts): W3 2.75 -> 10,662,536 B at
 * SSIM .98336 (3: 10,321,657 B, .98191, under the issue's .983); W2n 272,267 B, .98786, 39.05 dB.
 * Unmasked, W3 took 12,438,772 B lossless (.98497), 11,477,641 B at 2 (.98469), 10,750,544 B at 2.5
 * (.98323); W2n 286,761 B lossless, 271,773 B at 2.5 (.98734, 39.14 dB).
 */
export const BASE_LOSSY = 2.75;

/** Settings of one JS encode. */
export interface JsGifSettings {
  /** Opaque colours in the palette, 1..255; 2^k − 1 uses a table of 2^k entries fully. */
  colors: number;
  loop: boolean;
  /** Largest colour distance (luma levels) a lossy LZW match may move a pixel; 0 or absent = lossless. */
  lossy?: number;
  /** Largest colour distance at which a pixel keeps what the previous frame shows; absent = only the same colour. */
  reuseTolerance?: number;
  /** How colours between palette entries are drawn (dither-frames.ts); absent = 'none', the nearest entry. */
  dither?: DitherMode;
  /** Whether the palette weighs pixels by visibility (color-histogram.ts); absent = true. False counts each pixel once (the bench's lever row). */
  mask?: boolean;
}

/** Encodes `input` with the given settings, reusing the work that does not depend on them. */
export interface JsGifEncoder {
  encode(settings: JsGifSettings): Uint8Array;
  /** PSNR in dB of the last encode's opaque pixels against their palette colours: how well one palette holds the frames. */
  lastPalettePsnr(): number;
  /** Whose loops the encodes run: 'wasm' (the kernels) or 'js' (the fallback). */
  readonly kernels: GifKernelKind;
}

/** An encoder for these frames; keep it to re-encode with other settings without re-reading every pixel. */
export function createJsGifEncoder(input: GifFrames): JsGifEncoder {
  let masked: ColorHistogram | null = null;
  let counted: ColorHistogram | null = null;
  // Colour ids from the first mapping on, for frames small enough: one hash pass over the pixels for
  // all encodes, and a search per distinct colour. Larger frames hash each pixel into a memo per palette.
  // The kernels memoise each colour's entry per palette, as fast as the ids here, so they need none.
  // They serve until one traps (out of memory, say); the TypeScript loops then write the same bytes.
  let kernels = gifKernels();
  const keepIds = !kernels && input.width * input.height * input.frames.length <= ID_PIXELS;
  let colourIds: ColourIds | null = null;
  const remapAll = (palette: Palette): { indexed: Uint8Array[]; entryOf: Uint8Array | null } => {
    if (kernels) return { indexed: remapFramesWasm(kernels, input.frames, palette), entryOf: null };
    if (!keepIds) {
      const nearest = createNearestLookup(palette);
      return { indexed: input.frames.map((frame) => remapFrame(frame, palette, nearest)), entryOf: null };
    }
    return remapByIds((colourIds ??= buildColourIds(input.frames)), palette, createNearestEntry(palette));
  };
  const histogramOf = (width: number): ColorHistogram => (kernels ? buildColorHistogramWasm(kernels, input.frames, width) : buildColorHistogram(input.frames, width));
  const ditherAll = (palette: Palette, mode: Exclude<DitherMode, 'none'>): Uint8Array[] =>
    kernels ? ditherFramesWasm(kernels, input.frames, input.width, palette, mode) : ditherFrames(input.frames, input.width, palette, createNearestLookup(palette), mode);
  // The last encode's palette and indices (and each colour id's entry when it mapped by ids), until
  // its PSNR is asked for (the fit's tries never ask).
  let last: { palette: Palette; indexed: Uint8Array[]; entryOf: Uint8Array | null } | null = null;
  let psnr = NaN;
  const encodeOnce = ({ colors, loop, lossy = 0, reuseTolerance = 0, dither = 'none', mask = true }: JsGifSettings): Uint8Array => {
    const histogram = mask ? (masked ??= histogramOf(input.width)) : (counted ??= histogramOf(0));
    // Always keep a transparent index: opaque animations use it for inter-frame reuse.
    const opaque = Math.max(1, Math.min(MAX_JS_COLORS, Math.round(colors)));
    const palette = kernels ? buildPaletteWasm(kernels, histogram, opaque, true) : buildPalette(histogram, opaque, true);
    const { indexed, entryOf } = dither !== 'none' ? { indexed: ditherAll(palette, dither), entryOf: null } : remapAll(palette);
    last = { palette, indexed, entryOf };
    psnr = NaN;
    const settings = { ...input, loop, lossy, reuseTolerance };
    return kernels ? writeGifFileWasm(kernels, settings, palette, indexed, input.frames) : writeGifFile(settings, palette, indexed, input.frames);
  };
  const psnrOfLast = (done: NonNullable<typeof last>): number =>
    kernels ? palettePsnrWasm(kernels, input.frames, done.indexed, done.palette) : done.entryOf && colourIds ? colourIdsPsnr(colourIds, done.entryOf, done.palette) : palettePsnr(input.frames, done.indexed, done.palette);
  /** Runs `step` on the kernels, and again on the TypeScript loops (for good) if they trap. */
  const withFallback = <T>(step: () => T): T => {
    if (!kernels) return step();
    try {
      return step();
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      console.warn('The GIF kernels trapped; encoding with the TypeScript loops', error);
      kernels = null;
      return step();
    }
  };
  return {
    encode: (settings) => withFallback(() => encodeOnce(settings)),
    lastPalettePsnr() {
      const done = last;
      if (done) psnr = withFallback(() => psnrOfLast(done));
      last = null;
      return psnr;
    },
    get kernels() {
      return kernels ? 'wasm' : 'js';
    },
  };
}

/** Encodes once with the JS encoder. */
export function encodeJsGif(input: GifFrames, settings: JsGifSettings): Uint8Array {
  return createJsGifEncoder(input).encode(settings);
}
