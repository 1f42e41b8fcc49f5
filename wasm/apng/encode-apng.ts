/**
 * Encodes RGBA frames to APNG with UPNG.js 2.1.0 (upng-js, MIT, deflate by pako 1.0.11): a proven
 * writer of the APNG chunks (acTL, fcTL, fdAT) that also crops each frame to the rectangle that
 * changed and blends it over the last, and that writes any frames of ≤ 256 distinct RGBA values as
 * an indexed PNG. A colour count quantizes all frames first to one palette of RGBA entries with the
 * project's own quantizer (quantize-apng.ts), so an edge keeps some alpha. Pure JavaScript: it runs in the
 * worker as it is, no WASM to load. One frame is written as a plain PNG (no acTL). Its per-frame
 * filter-and-deflate step and its frame-preparing step are replaced by faster ones (filter-deflate.ts
 * and upng-compress.ts say why and what).
 */
import UPNG from 'upng-js';
import { createFilterDeflate } from './filter-deflate.ts';
import type { RgbaRows } from '../png/png-rows.ts';
import { createUpngCompress, type UpngCompress } from './upng-compress.ts';
import { quantizeApngFrames } from './quantize-apng.ts';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import { LOSSLESS_APNG_COLORS, type ApngFrames } from './meta.ts';

/** UPNG's internals as this version (2.1.0, pinned) has them: the steps replaced and what they use. */
const upngEncode = UPNG.encode as unknown as {
  _filterZero: (img: Uint8Array, h: number, bpp: number, bpl: number, data: Uint8Array) => Uint8Array;
  _filterLine: Parameters<typeof createFilterDeflate>[0];
  compress: UpngCompress;
};
/** The RGBA rows of the encode running (set only for its synchronous call of UPNG's writer). */
let activeRows: RgbaRows | null = null;
upngEncode._filterZero = createFilterDeflate(upngEncode._filterLine, () => activeRows);
upngEncode.compress = createUpngCompress(upngEncode.compress);

/** fcTL holds a delay as a 16-bit numerator over 1000: whole ms from 1 to 65,535. */
const MAX_DELAY_MS = 65_535;
/** The IEND chunk as every PNG ends: length 0, 'IEND', its CRC. */
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Throws the codec-layer error for frames no encode can take. */
function checkApngFrames(input: ApngFrames): void {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= 16384;
  if (!side(input.width) || !side(input.height)) throw new PipelineError(ENCODE_ERRORS.png, `bad size ${input.width}×${input.height}`);
  if (input.delaysMs.length !== input.frames.length) throw new PipelineError(ENCODE_ERRORS.png, `${input.frames.length} frames but ${input.delaysMs.length} delays`);
  const bytes = input.width * input.height * 4;
  const wrong = input.frames.findIndex((frame) => frame.length !== bytes);
  if (wrong >= 0) throw new PipelineError(ENCODE_ERRORS.png, `frame ${wrong} has ${input.frames[wrong].length} bytes, not ${bytes}`);
}

/** Delays as whole ms (1..65,535), the rounding error carried to the next frame so the loop keeps its length. */
export function apngDelays(delaysMs: readonly number[]): number[] {
  let carried = 0;
  return delaysMs.map((ms) => {
    const wanted = ms + carried;
    const written = Math.min(MAX_DELAY_MS, Math.max(1, Math.round(wanted)));
    carried = wanted - written;
    return written;
  });
}

const endsWithIend = (bytes: Uint8Array) => bytes.length >= 20 && IEND.every((byte, i) => bytes[bytes.length - IEND.length + i] === byte);

/**
 * APNG bytes of the frames, lossless at `colors` 0 (the default) or quantized to a palette of at
 * most `colors` RGBA entries; throws PipelineError('PNG encoding error') on bad input. RGBA frames
 * are deflated by `rows` where given (png-rows.ts), else by filter-deflate.ts's JavaScript.
 */
export function encodeApng(input: ApngFrames, colors = LOSSLESS_APNG_COLORS, rows: RgbaRows | null = null): Uint8Array {
  checkApngFrames(input);
  let out: Uint8Array;
  try {
    const palette = Math.max(0, Math.min(256, Math.round(colors)));
    // UPNG reads each frame's whole buffer as the image: hand it copies of exactly the frame.
    const frames = palette ? quantizeApngFrames(input, palette).frames : input.frames.map((frame) => frame.slice());
    const buffers = frames.map((frame) => frame.buffer as ArrayBuffer);
    activeRows = rows;
    out = new Uint8Array(UPNG.encode(buffers, input.width, input.height, LOSSLESS_APNG_COLORS, apngDelays(input.delaysMs)));
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.png);
  } finally {
    activeRows = null;
  }
  // UPNG writes into a buffer of the frames' raw size: a file that would not compress at all would
  // run past it and lose its end silently, so a file without its IEND is refused, not handed out.
  if (!endsWithIend(out)) throw new PipelineError(ENCODE_ERRORS.png, 'UPNG wrote a truncated file');
  return out;
}
