/**
 * Fits a WebP under a byte limit with the levers of the GIF fit (wasm/gif/fit/fit-gif.ts), in the
 * same order of least harm: WebP has no palette, so libwebp's quality takes the palette's place
 * (searched from the plain encode's 90 down to 40 by quality-search.ts), then frame rate (down to 10 fps), then size
 * (down to the target's smallest side), then, at that size, quality below 40 as a last resort;
 * each judged by encoding. Alpha stays 8-bit, so frames are
 * shrunk without the GIF's alpha cut. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { dropMsFrames, fpsOfMs, maxMsFrameStep, scaleMsFrames } from '../shared/ms-frames.ts';
import { encodeWebp } from './encode-webp.ts';
import { searchWebpQuality } from './quality-search.ts';
import { DEFAULT_WEBP_QUALITY, type WebpFrames } from './meta.ts';

export interface FitWebpOptions {
  limitBytes: number;
  /** The fit never shrinks a side below this (a platform's fixed or minimum size). */
  minSide: number;
  /** Bytes of the plain encode (quality 90, all frames, full size), already made and over the limit. */
  plainBytes?: number;
  /** Whether frames with some dropped may be used (the worker's flash check, as in the GIF fit); once refused, no frame is dropped. */
  framesMayDrop?: (candidate: WebpFrames) => boolean;
  onTry?: (encodes: number) => void;
  signal?: AbortSignal;
}

/** The fitted file, the frames it holds and what was given up (`colors` is 255: a WebP keeps full colour). */
export interface FittedWebp {
  bytes: Uint8Array;
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  report: FitReport;
}

/** Tries at shrinking. */
const SCALE_TRIES = 4;
/**
 * Below quality 40 WebP blurs and blocks; these come only at the smallest size the target allows,
 * as the GIF fit's last-resort colours do: a platform with one fixed size (WhatsApp's 512) gets a
 * softer file rather than none.
 */
const LAST_RESORT_QUALITIES = [30, 20, 10, 0];
/** Scales are aimed this far under the limit: bytes of shrunk frames are the least predictable. */
const SCALE_AIM = 0.92;

/** Encodes `input` under `limitBytes`; throws PipelineError("can't meet file size limit") with the closest try when nothing fits. */
export async function fitWebp(input: WebpFrames, options: FitWebpOptions): Promise<FittedWebp> {
  const limit = options.limitBytes;
  let encodes = 0;
  let closest: TriedEncode | null = null;
  /** Bytes at the lowest quality last measured, with its frame step and scale: they predict which step and scale may fit. */
  let lowest: { step: number; scale: number; bytes: number } | null = null;

  async function tryAt(frames: WebpFrames, quality: number) {
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const bytes = await encodeWebp(frames, quality);
    encodes += 1;
    // Counted whether or not anyone listens: the report says how many encodes the fit made.
    options.onTry?.(encodes);
    if (!closest || bytes.length < closest.bytes) {
      closest = { delaysCs: frames.delaysMs.map((ms) => ms / 10), width: frames.width, height: frames.height, bytes: bytes.length, limitBytes: limit };
    }
    return bytes;
  }

  /** The highest quality that fits these frames, or null when even the lowest does not. */
  async function bestQuality(frames: WebpFrames, step: number, scale: number, plainBytes?: number) {
    let plain = plainBytes;
    if (plain === undefined) {
      const bytes = await tryAt(frames, DEFAULT_WEBP_QUALITY);
      if (bytes.length <= limit) return { bytes, quality: DEFAULT_WEBP_QUALITY };
      plain = bytes.length;
    }
    const search = await searchWebpQuality((quality) => tryAt(frames, quality), limit, plain);
    if (search.fit) return search.fit;
    lowest = { step, scale, bytes: search.lowBytes };
    return null;
  }

  const done = (frames: WebpFrames, found: { bytes: Uint8Array; quality: number }, step: number, scale: number): FittedWebp => ({
    bytes: found.bytes, width: frames.width, height: frames.height, frames: frames.frames, delaysMs: frames.delaysMs,
    report: { limitBytes: limit, encodes, quality: found.quality, colors: 255, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  });

  const mayDrop = (frames: WebpFrames, step: number) => step === 1 || (options.framesMayDrop?.(frames) ?? true);
  let lastStep = maxMsFrameStep(input);
  for (let step = 1; step <= lastStep; step++) {
    // A step whose frames at the lowest quality would still be far over the limit is not worth an encode.
    const measured = lowest as { step: number; bytes: number } | null;
    if (step > 1 && step < lastStep && measured && (measured.bytes * measured.step) / step > limit * 1.15) continue;
    const frames = dropMsFrames(input, step);
    if (!mayDrop(frames, step)) {
      lastStep = 1;
      break;
    }
    const found = await bestQuality(frames, step, 1, step === 1 ? options.plainBytes : undefined);
    if (found) return done(frames, found, step, 1);
  }
  let stepped = dropMsFrames(input, lastStep);
  if (!mayDrop(stepped, lastStep)) [stepped, lastStep] = [input, 1];
  const minScale = Math.min(1, options.minSide / Math.min(input.width, input.height));
  let scale = 1;
  for (let i = 0; i < SCALE_TRIES && scale > minScale; i++) {
    // Bytes go about with the pixels: aim the side at the limit from the last lowest-quality encode.
    const measured = lowest as { step: number; scale: number; bytes: number } | null;
    const predicted = measured ? measured.scale * Math.sqrt((limit * SCALE_AIM * lastStep) / (measured.bytes * measured.step)) : scale * 0.7;
    scale = Math.max(minScale, Math.min(scale * 0.95, predicted));
    const frames = scaleMsFrames(stepped, scale);
    const found = await bestQuality(frames, lastStep, scale, undefined);
    if (found) return done(frames, found, lastStep, scale);
  }
  const smallest = scaleMsFrames(stepped, minScale);
  for (const quality of LAST_RESORT_QUALITIES) {
    const bytes = await tryAt(smallest, quality);
    if (bytes.length <= limit) return done(smallest, { bytes, quality }, lastStep, minScale);
  }
  throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${limit} bytes after ${encodes} encodes`, closest ?? undefined);
}
