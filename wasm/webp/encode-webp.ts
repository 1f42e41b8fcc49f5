/**
 * Encodes RGBA frames to WebP with libwebp (1.1's lossy encoder, built with WASM SIMD where the
 * browser has it) from @jsquash/webp (Apache-2.0), one still per frame, wrapped in the animated
 * container by webp-riff.ts. A frame holds only the rectangle that changed on the canvas
 * (changed-rect.ts, as libwebp's WebPAnimEncoder does), and a frame that changes nothing lengthens
 * the one before. Measured on 16 frames of 512² at quality 55 in Chromium: 34 ms a frame here
 * against 82 through wasm-webp 0.1.0's WebPAnimEncoder (no SIMD), 550,248 B against 550,192.
 * Being stills, the frames of a big encode are shared with a helper thread (stills-helper.ts).
 * One frame is written as a still WebP (VP8 + ALPH, no ANIM chunk). Alpha is kept at 8 bits.
 * The glue loads its .wasm from `new URL(…, import.meta.url)`, which Vite bundles; Node calls
 * initWebp with the compiled SIMD module first.
 */
import { init } from '@jsquash/webp/encode.js';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import { cropRgba, frameRects, maxDiffForQuality, type Rect } from './changed-rect.ts';
import { stillsHelper } from './stills-helper.ts';
import { yieldToEvents } from '../shared/yield-to-events.ts';
import { encodeWebpStill } from './webp-still.ts';
import { animatedWebp, stillChunks, type AnimFrame } from './webp-riff.ts';
import type { WebpFrames } from './meta.ts';

/** libwebp's `method` (0 fastest … 6 smallest): its default, whose bytes the fits' constants were measured on. */
const METHOD = 4;
/**
 * The method of a sample's encodes: 2.5 times as fast as 4 (13 against 32 ms a 512² frame), its
 * bytes 1.5 % over method 4's at quality 90 and 5 to 6 % at 40 to 55 (bench/astronaut.png, coffee.png).
 */
const SAMPLE_METHOD = 2;

let providedModule: WebAssembly.Module | undefined;
let ready: Promise<unknown> | null = null;

/** Hands over the compiled codec/enc/webp_enc_simd.wasm; needed in Node before the first encode. */
export function initWebp(module: WebAssembly.Module): void {
  providedModule = module;
  ready = null;
}

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

/** A still WebP file of one RGBA image. */
async function still(rgba: Uint8ClampedArray, width: number, height: number, quality: number, method: number): Promise<Uint8Array> {
  ready ??= init(providedModule);
  await ready;
  const out = await encodeWebpStill(rgba, width, height, quality, method);
  if (out.length === 0) throw new PipelineError(ENCODE_ERRORS.webp, 'libwebp returned no bytes');
  return out;
}

/** WebP bytes of the frames at libwebp lossy `quality` (0..100) and `method`; throws PipelineError('WebP encoding error') on bad input. */
export async function encodeWebp(input: WebpFrames, quality: number, method = METHOD): Promise<Uint8Array> {
  checkWebpFrames(input);
  const q = Math.min(100, Math.max(0, quality));
  const { width, height } = input;
  try {
    if (input.frames.length === 1) return await still(input.frames[0], width, height, q, method);
    const rects = frameRects(input.frames, width, height, maxDiffForQuality(q));
    // A frame that changes nothing lengthens the one before (the first always holds the whole canvas).
    const shown: { frame: number; rect: Rect; durationMs: number }[] = [];
    rects.forEach((rect, i) => {
      if (rect) shown.push({ frame: i, rect, durationMs: input.delaysMs[i] });
      else shown[shown.length - 1].durationMs += input.delaysMs[i];
    });
    const stills = await encodeStills(input, shown, q, method);
    let alpha = false;
    const frames: AnimFrame[] = shown.map(({ rect, durationMs }, i) => {
      const image = stillChunks(stills[i]);
      alpha ||= image.alpha;
      return { ...rect, durationMs, chunks: image.chunks };
    });
    return animatedWebp(width, height, frames, alpha);
  } catch (error) {
    ready = null;
    throw toPipelineError(error, ENCODE_ERRORS.webp);
  }
}

/**
 * The helper thread (stills-helper.ts) takes encodes of this many pixels or more, in frames of at
 * least HELPER_MIN_FRAME_PIXELS on average: below, starting it and its messages cost more than they
 * save (Discord's 128² WebP of a 259-frame input: 23.1-23.3 s for its e2e test alone, 23.8-24.4 with it).
 */
const HELPER_MIN_PIXELS = 4 * 512 * 512;
const HELPER_MIN_FRAME_PIXELS = 256 * 256;

/**
 * The stills of the frames shown, in order. When the work is worth a helper and one is to be had,
 * every other frame still to come goes to it; asked again before each frame while there is none (a
 * pack's other worker may finish mid-encode and leave its core: stills-helper.ts claimFreeCore).
 */
async function encodeStills(input: WebpFrames, shown: { frame: number; rect: Rect }[], quality: number, method: number): Promise<Uint8Array[]> {
  const crop = (i: number) => cropRgba(input.frames[shown[i].frame], input.width, shown[i].rect);
  const local = (i: number) => still(crop(i), shown[i].rect.width, shown[i].rect.height, quality, method);
  // The pixels from each frame to the last: what a helper joining there would share.
  const after: number[] = [];
  for (let i = shown.length - 1, sum = 0; i >= 0; i--) after[i] = sum += shown[i].rect.width * shown[i].rect.height;
  const worth = (i: number) => shown.length - i > 1 && after[i] >= HELPER_MIN_PIXELS && after[i] >= (shown.length - i) * HELPER_MIN_FRAME_PIXELS;
  const remote: (Promise<Uint8Array | null> | undefined)[] = [];
  const stills: Uint8Array[] = [];
  let helped = false;
  for (let i = 0; i < shown.length; i++) {
    const helper = !helped && worth(i) ? stillsHelper() : null;
    if (helper) {
      helped = true;
      // Its frames go out at once, so it works while this thread encodes the others; one it fails is made here.
      for (let j = i + 1; j < shown.length; j += 2) {
        remote[j] = helper({ rgba: crop(j), width: shown[j].rect.width, height: shown[j].rect.height, quality, method }).catch(() => null);
      }
    }
    if (remote[i]) continue;
    stills[i] = await local(i);
    // A nested worker loads and answers through this thread's event loop: without a turn here it
    // stayed unstarted until this thread's frames were done (1.7 s after it was asked for).
    if (helped) await yieldToEvents();
  }
  for (let i = 0; i < shown.length; i++) if (remote[i]) stills[i] = (await remote[i]) ?? (await local(i));
  return stills;
}

/** A sample's encode (sampled-search.ts): a faster method, whose bytes go with the file's at every quality (4 to 6 % more). */
export const encodeWebpSample = (input: WebpFrames, quality: number): Promise<Uint8Array> => encodeWebp(input, quality, SAMPLE_METHOD);
