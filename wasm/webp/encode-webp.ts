/**
 * Encodes RGBA frames to WebP with libwebp 1.3.2 compiled to WASM by wasm-webp 0.1.0 (MIT): its
 * `encodeAnimation` drives libwebp's own WebPAnimEncoder (sub-frame rectangles, blending,
 * keyframes), which @jsquash/webp does not expose (it encodes stills only). One frame is written
 * as a still WebP (VP8 + ALPH, no ANIM chunk). Alpha is kept at 8 bits.
 */
import createModule, { type WebpModule } from 'wasm-webp/dist/esm/webp-wasm.js';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import type { WebpFrames } from './meta.ts';

let module: Promise<WebpModule> | null = null;

/** The codec, loaded once per worker (the glue finds its .wasm beside itself through import.meta.url). */
const loadCodec = () => (module ??= createModule().catch((error: unknown) => {
  module = null;
  throw error;
}));

/** The frame's bytes as a Uint8Array over the same memory. */
const bytesOf = (frame: Uint8ClampedArray) => new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength);

/** Throws the codec-layer error for frames no encode can take. */
function checkWebpFrames(input: WebpFrames): void {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= 16383;
  if (!side(input.width) || !side(input.height)) throw new PipelineError(ENCODE_ERRORS.webp, `bad size ${input.width}×${input.height}`);
  if (input.delaysMs.length !== input.frames.length) throw new PipelineError(ENCODE_ERRORS.webp, `${input.frames.length} frames but ${input.delaysMs.length} delays`);
  const bytes = input.width * input.height * 4;
  const wrong = input.frames.findIndex((frame) => frame.length !== bytes);
  if (wrong >= 0) throw new PipelineError(ENCODE_ERRORS.webp, `frame ${wrong} has ${input.frames[wrong].length} bytes, not ${bytes}`);
}

/** WebP bytes of the frames at libwebp lossy `quality` (0..100); throws PipelineError('WebP encoding error') on bad input. */
export async function encodeWebp(input: WebpFrames, quality: number): Promise<Uint8Array> {
  checkWebpFrames(input);
  const config = { lossless: 0, quality: Math.min(100, Math.max(0, quality)) };
  let out: Uint8Array | null;
  try {
    const codec = await loadCodec();
    if (input.frames.length === 1) {
      out = codec.encode(bytesOf(input.frames[0]), input.width, input.height, true, config);
    } else {
      const frames = new codec.VectorWebPAnimationFrame();
      try {
        input.frames.forEach((frame, i) => frames.push_back({ duration: Math.max(1, Math.round(input.delaysMs[i])), data: bytesOf(frame), config, has_config: true }));
        out = codec.encodeAnimation(input.width, input.height, true, frames);
      } finally {
        frames.delete();
      }
    }
  } catch (error) {
    throw toPipelineError(error, ENCODE_ERRORS.webp);
  }
  if (!out || out.length === 0) throw new PipelineError(ENCODE_ERRORS.webp, 'libwebp returned no bytes');
  // The glue may hand back a view of the WASM heap: keep a copy of our own.
  return out.slice();
}
