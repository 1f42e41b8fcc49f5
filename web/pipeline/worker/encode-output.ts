/** The encode step: composed RGBA frames to a GIF (fitted to the byte limit) or a PNG. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { GifOptions, MadeFile, OutputFormat } from '../protocol.ts';
import { PipelineError } from '../../../wasm/pipeline-error.ts';
import { applyAlphaCutoff } from '../../../wasm/alpha-cutoff.ts';
import { toCentiseconds } from '../../../wasm/centiseconds.ts';
import { limitBytesFor } from '../../../wasm/filesize-limits.ts';
import { encodeGif } from '../../../wasm/encode-gif.ts';
import { fitGif } from '../../../wasm/fit-gif.ts';
import { encodePng } from '../../../wasm/encode-png.ts';

export interface FramesToEncode {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  truncated: boolean;
}

/** GIF quality used when no byte limit applies. */
export const DEFAULT_GIF_QUALITY = 90;

const toBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : (bytes.slice().buffer as ArrayBuffer);

/** Encodes the frames in the chosen format; throws PipelineError with an SPEC encoding outcome. */
export async function encodeOutput(
  input: FramesToEncode,
  format: OutputFormat,
  gifOptions: GifOptions,
  signal: AbortSignal,
): Promise<MadeFile> {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const base = { kind: 'file' as const, truncated: input.truncated };
  if (format === 'png') {
    const bytes = await encodePng(input.frames[0], input.width, input.height);
    return { ...base, bytes: toBuffer(bytes), mime: 'image/png', width: input.width, height: input.height, frameCount: 1, delaysMs: [], encoder: 'png', fit: null };
  }
  for (const frame of input.frames) applyAlphaCutoff(frame, gifOptions.alphaCutoff);
  const gif = { width: input.width, height: input.height, frames: input.frames, delaysCs: toCentiseconds(input.delaysMs) };
  const limitBytes = limitBytesFor(gifOptions);
  if (limitBytes !== null) {
    const fitted = await fitGif(gif, { limitBytes, loop: gifOptions.loop, signal });
    return {
      ...base, bytes: toBuffer(fitted.bytes), mime: 'image/gif', width: fitted.width, height: fitted.height,
      frameCount: fitted.delaysCs.length, delaysMs: fitted.delaysCs.map((cs) => cs * 10), encoder: fitted.encoder, fit: fitted.report,
    };
  }
  const encoded = await encodeGif(gif, { quality: DEFAULT_GIF_QUALITY, loop: gifOptions.loop });
  if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
  return {
    ...base, bytes: toBuffer(encoded.bytes), mime: 'image/gif', width: input.width, height: input.height,
    // gifski merges identical consecutive frames: count what was written, not what went in.
    frameCount: encoded.delaysCs.length, delaysMs: encoded.delaysCs.map((cs) => cs * 10), encoder: encoded.encoder, fit: null,
  };
}
