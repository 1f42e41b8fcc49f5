/**
 * Encodes RGBA frames to APNG with UPNG.js 2.1.0 (upng-js, MIT): a proven writer of the APNG chunks
 * (acTL, fcTL, fdAT) that also crops each frame to the rectangle that changed and blends it over the
 * last, and that writes any frames of ≤ 256 distinct RGBA values as an indexed PNG. A colour count
 * quantizes all frames first to one palette of RGBA entries with the project's own quantizer
 * (quantize-apng.ts), so an edge keeps some alpha. One frame is written as a plain PNG (no acTL).
 * UPNG's frame-preparing step is replaced by a faster one (upng-compress.ts), and its
 * filter-and-deflate step, pako's five deflates a frame, by one filter pass (filter-rows.ts) and the
 * engine's zlib (zlib-deflate.ts), or the PNG codec's WebAssembly for RGBA rows (png-rows.ts).
 */
import UPNG from 'upng-js';
import { createFilterRows, type FilterLine } from './filter-rows.ts';
import type { RgbaRows } from '../png/png-rows.ts';
import { createUpngCompress, type UpngCompress, type UpngCompressed } from './upng-compress.ts';
import { quantizeApngFrames } from './quantize-apng.ts';
import { zlibDeflate, type Deflate } from './zlib-deflate.ts';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import { LOSSLESS_APNG_COLORS, type ApngFrames } from './meta.ts';

/** UPNG's internals as this version (2.1.0, pinned) has them: the steps replaced and what they use. */
const upngEncode = UPNG.encode as unknown as {
  _filterLine: FilterLine;
  compress: UpngCompress;
  compressPNG: (bufs: ArrayBuffer[], w: number, h: number, ps: number, forbidPlte: boolean) => UpngCompressed;
};
upngEncode.compress = createUpngCompress(upngEncode.compress);
const filterRows = createFilterRows(upngEncode._filterLine);

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
 * most `colors` RGBA entries; rejects with PipelineError('PNG encoding error') on bad input. RGBA frames
 * are filtered and deflated by `rows` where given (png-rows.ts); other frames, and RGBA frames
 * without it, are filtered line by line (filter-rows.ts) and deflated by `deflate`, all frames side by side.
 */
export async function encodeApng(input: ApngFrames, colors = LOSSLESS_APNG_COLORS, rows: RgbaRows | null = null, deflate: Deflate = zlibDeflate): Promise<Uint8Array> {
  checkApngFrames(input);
  let out: Uint8Array;
  try {
    const palette = Math.max(0, Math.min(256, Math.round(colors)));
    // UPNG reads each frame's whole buffer as the image: hand it copies of exactly the frame.
    const frames = palette ? quantizeApngFrames(input, palette).frames : input.frames.map((frame) => frame.slice());
    const buffers = frames.map((frame) => frame.buffer as ArrayBuffer);
    // UPNG's own steps, in its order: each frame cropped and its colours counted (as indices where
    // ≤ 256), then filtered and deflated, then the file written; the middle step is the slow one.
    const compressed = upngEncode.compress(buffers, input.width, input.height, LOSSLESS_APNG_COLORS, false, false);
    await Promise.all(
      compressed.frames.map(async (frame) => {
        const { img, bpp, bpl } = frame;
        const height = frame.rect.height;
        frame.cimg = bpp === 4 && rows ? rows(img, bpl / 4, height) : await deflate(filterRows(img, height, bpp, bpl));
      }),
    );
    // The writer asks for the compressed frames by name: it is handed these for its one synchronous call.
    const compressPng = upngEncode.compressPNG;
    upngEncode.compressPNG = () => compressed;
    try {
      out = new Uint8Array(UPNG.encode(buffers, input.width, input.height, LOSSLESS_APNG_COLORS, apngDelays(input.delaysMs)));
    } finally {
      upngEncode.compressPNG = compressPng;
    }
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.png);
  }
  // UPNG writes into a buffer of the frames' raw size: a file that would not compress at all would
  // run past it and lose its end silently, so a file without its IEND is refused, not handed out.
  if (!endsWithIend(out)) throw new PipelineError(ENCODE_ERRORS.png, 'UPNG wrote a truncated file');
  return out;
}
