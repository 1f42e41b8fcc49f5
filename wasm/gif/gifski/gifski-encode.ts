/** Encodes with a loaded gifski-wasm build, turning its failures into pipeline errors. */
import { ENCODE_ERRORS } from '../../shared/encode-errors.ts';
import type { GifskiEncode } from './gif-engine.ts';
import type { GifFrames } from '../gif-frames.ts';
import { toPipelineError } from '../../shared/pipeline-error.ts';

/**
 * gifski-wasm's `repeat`: 0 writes no NETSCAPE block (plays once), -1 loops forever
 * (measured: -1 and undefined write loop count 0; n > 0 writes n).
 */
const REPEAT_ONCE = 0;
const REPEAT_FOREVER = -1;

/** One gifski encode of at least two frames; quality 1..100. */
export async function encodeWithGifski(encode: GifskiEncode, input: GifFrames, quality: number, loop: boolean): Promise<Uint8Array> {
  try {
    return await encode({
      frames: input.frames.map((frame) => new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength)),
      width: input.width,
      height: input.height,
      frameDurations: input.delaysCs.map((cs) => cs * 10),
      quality: Math.max(1, Math.min(100, Math.round(quality))),
      repeat: loop ? REPEAT_FOREVER : REPEAT_ONCE,
    });
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.gif);
  }
}
