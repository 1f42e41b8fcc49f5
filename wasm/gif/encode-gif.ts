/** Encodes frames to a GIF with the chosen engine (DESIGN section 1), outside any byte limit. */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { loadGifEngine, type GifEngine, type GifskiEncode } from './gifski/gif-engine.ts';
import { checkGifFrames, type GifFrames } from './gif-frames.ts';
import { encodeWithGifski } from './gifski/gifski-encode.ts';
import { readGifDelays } from './gif-timing.ts';
import { encodeJsGif } from './js-gif/js-gif-encoder.ts';
import { toPipelineError } from '../shared/pipeline-error.ts';
import { defaultGifEncodeOptions, type GifEncodeOptions } from './meta.ts';

export type { GifFrames } from './gif-frames.ts';

/** Options of one encode, merged over defaultGifEncodeOptions (meta.ts). */
export type EncodeGifOptions = Partial<GifEncodeOptions>;

/** The file, who made it, and the delays it carries (gifski merges identical consecutive frames). */
export interface EncodedGif {
  bytes: Uint8Array;
  encoder: string;
  delaysCs: number[];
}

/**
 * Frames (RGBA bytes in all) above which the JS encoder runs even when gifski is loaded: gifski
 * costs about 1 µs a pixel in Chromium (25 s and 930 MB of heap for 448×448×150), and on such
 * opaque photographs our k-means palette scored higher anyway (that input in Node: SSIM .984 in
 * 1.6 s against gifski q90's .964 in 49 s of CPU).
 * 16 MiB (4 Mpx, as fit-gif's probe threshold) keeps gifski, whose temporal dithering looks
 * better on emotes, for everything up to about 4 s of its work.
 */
export const JS_ENCODER_ABOVE_BYTES = 16 * 1024 * 1024;

/** Encodes `input`; throws PipelineError('GIF encoding error' or 'web worker out of memory'). */
export async function encodeGif(input: GifFrames, options: EncodeGifOptions = {}): Promise<EncodedGif> {
  const { quality, colors, loop } = { ...defaultGifEncodeOptions, ...options };
  checkGifFrames(input);
  const gifski = pickGifski(await loadGifEngine(), input);
  if (gifski) {
    const bytes = await encodeWithGifski(gifski.encode, input, quality, loop);
    return { bytes, encoder: gifski.name, delaysCs: readGifDelays(bytes) };
  }
  try {
    const bytes = encodeJsGif(input, { colors, loop });
    return { bytes, encoder: 'gifenc', delaysCs: input.delaysCs.slice() };
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.gif);
  }
}

/** True when `input` is small enough for gifski (at most JS_ENCODER_ABOVE_BYTES of frames). */
export function suitsGifski(input: GifFrames): boolean {
  return input.frames.reduce((sum, frame) => sum + frame.length, 0) <= JS_ENCODER_ABOVE_BYTES;
}

/**
 * gifski when it is loaded and this input suits it: it refuses a single frame, and large
 * inputs go to the JS encoder, which also keeps gifski's heap (about 8 bytes per frame byte)
 * far below the threaded build's 1 GiB cap (gifski-memory.test checks this).
 */
function pickGifski(engine: GifEngine, input: GifFrames): { name: string; encode: GifskiEncode } | null {
  if (!engine.encode || input.frames.length < 2 || !suitsGifski(input)) return null;
  return { name: engine.name, encode: engine.encode };
}
