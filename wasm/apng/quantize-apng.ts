/**
 * The APNG fit's palettes from the project's own quantizer, the GIF encoder's (issue 34 item 4):
 * its weighted histogram, median cut and k-means give the opaque colours, where UPNG's own
 * quantizer split a photo's few dominant hues and turned a cat's green eyes orange-brown. A PNG
 * palette holds RGBA entries, so an edge keeps some of its 8-bit alpha: partly transparent pixels
 * take one of a few alpha levels beside their nearest colour, the most used (colour, level) pairs
 * get entries of their own and the rest round to clear or solid. The frames come back as RGBA with
 * at most `colors` distinct values (fully clear pixels all 0,0,0,0), which UPNG writes as an
 * indexed PNG (it indexes any image of ≤ 256 distinct values, 0,0,0,0 always among them).
 * The histogram, the palette and the nearest entries of the pixels at least half opaque run on the
 * GIF encoder's WebAssembly kernels where they load, which give what the TypeScript loops give: in
 * the /jam sample's pack the sticker's two palette tries spent 1.3 s here, most of it in loops V8
 * had not yet optimised in the pack's fresh worker.
 */
import { buildColorHistogram, type ColorHistogram } from '../gif/js-gif/color-histogram.ts';
import { buildPalette, type Palette } from '../gif/js-gif/build-palette.ts';
import { createNearestLookup } from '../gif/js-gif/remap-frame.ts';
import { gifKernels, type GifKernels } from '../gif/kernels/gif-kernels.ts';
import { buildColorHistogramWasm } from '../gif/kernels/wasm-histogram.ts';
import { buildPaletteWasm } from '../gif/kernels/wasm-palette.ts';
import { remapFramesWasm } from '../gif/kernels/wasm-remap.ts';
import type { ApngFrames } from './meta.ts';

/** The partial alphas an edge pixel rounds to: enough for a soft edge at chat size, few enough to leave entries for colours. */
const ALPHA_LEVELS = [51, 102, 153, 204];
/** The share of the entries partly transparent pixels may take when the frames have some. */
const PARTIAL_SHARE = 0.25;

/** Index (0..levels-1) of the level nearest to a partial alpha. */
const levelOf = (alpha: number) => Math.min(ALPHA_LEVELS.length - 1, Math.max(0, Math.round(alpha / 51) - 1));

/** True when some pixel of some frame is neither clear nor solid. */
function hasPartialAlpha(frames: readonly Uint8ClampedArray[]): boolean {
  for (const frame of frames) for (let i = 3; i < frame.length; i += 4) if (frame[i] !== 0 && frame[i] !== 255) return true;
  return false;
}

/**
 * The frames mapped to at most `colors` RGBA values (2..256), clear pixels as 0,0,0,0. UPNG's palette
 * always holds 0,0,0,0, so the opaque and partial entries share `colors` − 1.
 */
export function quantizeApngFrames(input: ApngFrames, colors: number): ApngFrames {
  const kernels = gifKernels();
  if (kernels) {
    try {
      return quantizeWith(input, colors, kernels);
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      console.warn('The GIF kernels trapped; quantizing the APNG with the TypeScript loops', error);
    }
  }
  return quantizeWith(input, colors, null);
}

/** An entry's index for pixel `i` (a byte offset) of frame `f`. */
type EntryAt = (f: number, i: number) => number;

function quantizeWith(input: ApngFrames, colors: number, kernels: GifKernels | null): ApngFrames {
  const entries = Math.max(1, Math.min(256, Math.round(colors)) - 1);
  const partial = hasPartialAlpha(input.frames);
  const partialEntries = partial ? Math.floor(entries * PARTIAL_SHARE) : 0;
  const histogram: ColorHistogram = kernels ? buildColorHistogramWasm(kernels, input.frames, input.width) : buildColorHistogram(input.frames, input.width);
  const opaque = Math.max(1, entries - partialEntries);
  const palette = kernels ? buildPaletteWasm(kernels, histogram, opaque) : buildPalette(histogram, opaque);
  const nearest = createNearestLookup(palette);
  // The kernels map pixels at least half opaque (the rest take the transparent index); an edge's fainter pixels are searched here.
  const indexed = kernels ? remapFramesWasm(kernels, input.frames, palette) : null;
  const entryAt: EntryAt = (f, i) => {
    const frame = input.frames[f];
    return indexed && frame[i + 3] >= 128 ? indexed[f][i >> 2] : nearest(frame[i], frame[i + 1], frame[i + 2]);
  };
  const kept = partial ? keptPairs(input.frames, entryAt, palette.opaqueCount, partialEntries) : new Set<number>();
  const frames = input.frames.map((frame, f) => mapFrame(frame, f, palette, entryAt, kept));
  return { ...input, frames };
}

/** The (entry, level) pairs, as entry * levels + level, most used first, that get entries of their own. */
function keptPairs(frames: readonly Uint8ClampedArray[], entryAt: EntryAt, opaqueCount: number, room: number): Set<number> {
  const uses = new Float64Array(opaqueCount * ALPHA_LEVELS.length);
  for (let f = 0; f < frames.length; f++) {
    const frame = frames[f];
    for (let i = 0; i < frame.length; i += 4) {
      const alpha = frame[i + 3];
      if (alpha === 0 || alpha === 255) continue;
      uses[entryAt(f, i) * ALPHA_LEVELS.length + levelOf(alpha)]++;
    }
  }
  const used = [...uses.keys()].filter((pair) => uses[pair] > 0).sort((a, b) => uses[b] - uses[a] || a - b);
  return new Set(used.slice(0, room));
}

/** One frame in palette values: clear stays 0,0,0,0; a partial pixel its kept pair, else clear or solid by alpha. */
function mapFrame(frame: Uint8ClampedArray, f: number, palette: Palette, entryAt: EntryAt, kept: Set<number>): Uint8ClampedArray {
  const out = new Uint8ClampedArray(frame.length);
  const rgb = palette.rgb;
  for (let i = 0; i < frame.length; i += 4) {
    let alpha = frame[i + 3];
    if (alpha === 0) continue;
    const entry = entryAt(f, i);
    if (alpha !== 255) {
      const level = levelOf(alpha);
      if (kept.has(entry * ALPHA_LEVELS.length + level)) alpha = ALPHA_LEVELS[level];
      else if (alpha < 128) continue;
      else alpha = 255;
    }
    out[i] = rgb[entry * 3];
    out[i + 1] = rgb[entry * 3 + 1];
    out[i + 2] = rgb[entry * 3 + 2];
    out[i + 3] = alpha;
  }
  return out;
}
