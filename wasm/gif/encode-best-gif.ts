/**
 * The default GIF encode when no byte limit applies, chosen by measured quality per byte and
 * time rather than by name. On the reference emotes (W1, W2) and the opaque W3, our JS encoder
 * at 255 colours beats gifski-wasm q90 on SSIM, interior PSNR and bytes at a tenth of the time
 * (W2 in Node: .9874 / 38.9 dB / 294 KB in 0.14 s against .9852 / 37.5 dB / 369 KB in 1.9 s).
 * One global palette cannot hold frames whose colours change across the loop (a hue-cycling
 * "party" emote: 32 dB against gifski's 37.6 dB); there gifski's per-frame palettes and
 * temporal dithering win, so when the palette's own PSNR falls below PALETTE_PSNR_FLOOR and
 * gifski is loaded and suits the frames, gifski makes the file instead.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { loadGifEngine } from './gifski/gif-engine.ts';
import { checkGifFrames, type GifFrames } from './gif-frames.ts';
import { encodeWithGifski } from './gifski/gifski-encode.ts';
import { readGifDelays } from './gif-timing.ts';
import { suitsGifski, type EncodedGif } from './encode-gif.ts';
import { BASE_LOSSY, createJsGifEncoder, MAX_JS_COLORS, REUSE_TOLERANCE, type JsGifEncoder } from './js-gif/js-gif-encoder.ts';
import type { DitherMode } from './js-gif/dither-frames.ts';
import { toPipelineError } from '../shared/pipeline-error.ts';
import { defaultGifEncodeOptions } from './meta.ts';

/** Below this palette PSNR (dB) one palette bands visibly and gifski is worth its time. */
export const PALETTE_PSNR_FLOOR = 35;
/** gifski's quality when it runs here: the unit's one default. */
export const GIFSKI_QUALITY = defaultGifEncodeOptions.quality;

/** The file, who made it, and why that encoder. */
export interface BestGif extends EncodedGif {
  reason: string;
  /** The lossy LZW's tolerance when our encoder wrote the file (0 for gifski's). */
  lossy: number;
  /** Our encoder of these frames, kept so that a fit of them reuses its colour histogram. */
  jsEncoder: JsGifEncoder;
}

/** Encodes with the encoder that measures best for these frames (see the file comment). */
export async function encodeBestGif(input: GifFrames, loop: boolean, dither: DitherMode = 'none'): Promise<BestGif> {
  checkGifFrames(input);
  let bytes: Uint8Array;
  const encoder = createJsGifEncoder(input);
  try {
    bytes = encoder.encode({ colors: MAX_JS_COLORS, loop, dither, reuseTolerance: REUSE_TOLERANCE, lossy: BASE_LOSSY });
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.gif);
  }
  const psnr = encoder.lastPalettePsnr();
  const db = Number.isFinite(psnr) ? `${psnr.toFixed(1)} dB` : 'exact';
  if (!(psnr < PALETTE_PSNR_FLOOR)) return { bytes, encoder: 'gifenc', delaysCs: input.delaysCs.slice(), reason: `one palette holds the colours (${db})`, lossy: BASE_LOSSY, jsEncoder: encoder };
  const engine = await loadGifEngine();
  if (!engine.encode || input.frames.length < 2 || !suitsGifski(input)) {
    return { bytes, encoder: 'gifenc', delaysCs: input.delaysCs.slice(), reason: `palette at ${db}, gifski not available for these frames`, lossy: BASE_LOSSY, jsEncoder: encoder };
  }
  const gifski = await encodeWithGifski(engine.encode, input, GIFSKI_QUALITY, loop);
  return { bytes: gifski, encoder: engine.name, delaysCs: readGifDelays(gifski), reason: `colours change across frames (palette ${db} < ${PALETTE_PSNR_FLOOR} dB)`, lossy: 0, jsEncoder: encoder };
}
