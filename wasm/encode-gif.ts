/** Encodes frames to a GIF with the chosen engine (DESIGN section 1), outside any byte limit. */
import { ENCODE_ERRORS } from '../web/messages.ts';
import { loadGifEngine, loadSingleThreadGifski, type GifEngine, type GifskiEncode } from './gif-engine.ts';
import { checkGifFrames, type GifFrames } from './gif-frames.ts';
import { encodeWithGifski } from './gifski-encode.ts';
import { readGifDelays } from './gif-timing.ts';
import { estimateGifskiHeap, SINGLE_HEAP_LIMIT, THREADED_HEAP_LIMIT } from './gifski-memory.ts';
import { encodeJsGif, MAX_JS_COLORS } from './js-gif/js-gif-encoder.ts';
import { toPipelineError } from './pipeline-error.ts';

export type { GifFrames } from './gif-frames.ts';

/** Options of one encode; `quality` (1..100, default 80) is gifski's, `colors` the JS encoder's (default 255). */
export interface EncodeGifOptions {
  quality?: number;
  loop: boolean;
  colors?: number;
}

/** The file, who made it, and the delays it carries (gifski merges identical consecutive frames). */
export interface EncodedGif {
  bytes: Uint8Array;
  encoder: string;
  delaysCs: number[];
}

const DEFAULT_QUALITY = 80;

/** Encodes `input`; throws PipelineError('GIF encoding error' or 'web worker out of memory'). */
export async function encodeGif(input: GifFrames, options: EncodeGifOptions): Promise<EncodedGif> {
  checkGifFrames(input);
  const gifski = await pickGifski(await loadGifEngine(), input);
  if (gifski) {
    const bytes = await encodeWithGifski(gifski.encode, input, options.quality ?? DEFAULT_QUALITY, options.loop);
    return { bytes, encoder: gifski.name, delaysCs: readGifDelays(bytes) };
  }
  try {
    const bytes = encodeJsGif(input, { colors: options.colors ?? MAX_JS_COLORS, loop: options.loop });
    return { bytes, encoder: 'gifenc', delaysCs: input.delaysCs.slice() };
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.gif);
  }
}

/**
 * gifski when it is loaded and can take this input: it refuses a single frame, and an input
 * whose heap would pass the build's cap goes to the single-threaded build or the JS encoder
 * rather than trapping the worker.
 */
async function pickGifski(engine: GifEngine, input: GifFrames): Promise<{ name: string; encode: GifskiEncode } | null> {
  if (!engine.encode || input.frames.length < 2) return null;
  const heap = estimateGifskiHeap(input.frames.reduce((sum, frame) => sum + frame.length, 0));
  if (heap > SINGLE_HEAP_LIMIT) return null;
  if (engine.name === 'gifski-threads' && heap > THREADED_HEAP_LIMIT) {
    return { name: 'gifski', encode: await loadSingleThreadGifski() };
  }
  return { name: engine.name, encode: engine.encode };
}
