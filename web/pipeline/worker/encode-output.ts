/** The encode step: composed RGBA frames to a GIF (fitted to the byte limit) or a PNG. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { EncodeTarget, GifOptions, MadeFile, OutputFormat } from '../protocol.ts';
import { PipelineError } from '../../../wasm/pipeline-error.ts';
import { applyAlphaCutoff } from '../../../wasm/alpha-cutoff.ts';
import { toCentiseconds } from '../../../wasm/centiseconds.ts';
import { encodeBestGif } from '../../../wasm/encode-best-gif.ts';
import { fitGif } from '../../../wasm/fit-gif.ts';
import { encodePng } from '../../../wasm/encode-png.ts';

export interface FramesToEncode {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  truncated: boolean;
}

const toBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : (bytes.slice().buffer as ArrayBuffer);

/** Encodes the frames in the chosen format; throws PipelineError with an SPEC encoding outcome. */
export async function encodeOutput(
  input: FramesToEncode,
  format: OutputFormat,
  gifOptions: Pick<GifOptions, 'loop' | 'alphaCutoff'>,
  target: EncodeTarget | null,
  signal: AbortSignal,
  onFitTry?: (tries: number) => void,
): Promise<MadeFile> {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const base = { kind: 'file' as const, truncated: input.truncated, target, timeline: null };
  if (format === 'png') {
    const bytes = await encodePng(input.frames[0], input.width, input.height);
    if (target?.maxBytes && bytes.length > target.maxBytes) {
      throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `the PNG is ${bytes.length} bytes, over ${target.name}'s ${target.maxBytes}`);
    }
    return { ...base, bytes: toBuffer(bytes), mime: 'image/png', width: input.width, height: input.height, frameCount: 1, delaysMs: [], encoder: 'png', fit: null };
  }
  for (const frame of input.frames) applyAlphaCutoff(frame, gifOptions.alphaCutoff);
  const gif = { width: input.width, height: input.height, frames: input.frames, delaysCs: toCentiseconds(input.delaysMs) };
  const limitBytes = target?.maxBytes ?? null;
  // The best plain encode first: under a generous limit (Twitch's 1 MiB) it usually fits as it is.
  const encoded = await encodeBestGif(gif, gifOptions.loop);
  if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
  if (limitBytes === null || encoded.bytes.length <= limitBytes) {
    return {
      ...base, bytes: toBuffer(encoded.bytes), mime: 'image/gif', width: input.width, height: input.height,
      // gifski merges identical consecutive frames: count what was written, not what went in.
      frameCount: encoded.delaysCs.length, delaysMs: encoded.delaysCs.map((cs) => cs * 10), encoder: encoded.encoder, encoderReason: encoded.reason, fit: null,
    };
  }
  const fullColourBytes = encoded.encoder === 'gifenc' ? encoded.bytes.length : undefined;
  const fitted = await fitGif(gif, { limitBytes, minSide: target!.minSide, loop: gifOptions.loop, signal, fullColourBytes, onTry: onFitTry });
  return {
    ...base, bytes: toBuffer(fitted.bytes), mime: 'image/gif', width: fitted.width, height: fitted.height,
    frameCount: fitted.delaysCs.length, delaysMs: fitted.delaysCs.map((cs) => cs * 10), encoder: fitted.encoder, fit: fitted.report,
  };
}
