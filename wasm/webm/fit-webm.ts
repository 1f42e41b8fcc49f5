/**
 * Fits a WebM to a target: first its timing rules (a platform's longest loop and highest frame
 * rate, which are not trades but rules), then its bytes with the levers of the WebP fit in the
 * same order of least harm: VP9's bitrate in the place of libwebp's quality (from the plain
 * encode's rate down to MIN_WEBM_BITS_PER_PIXEL, aimed from the bytes per bit last measured),
 * then frame rate (down to 10 fps), then size (never below the target's side). Alpha stays
 * 8-bit. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { dropMsFrames, fpsOfMs, maxMsFrameStep, scaleMsFrames } from '../shared/ms-frames.ts';
import { encodeWebm } from './encode-webm.ts';
import { defaultWebmBitrate, MIN_WEBM_BITS_PER_PIXEL, type WebmFrames } from './meta.ts';

export interface FitWebmOptions {
  limitBytes: number;
  /** The fit never shrinks a side below this (Telegram's emoji is exactly 100×100). */
  minSide: number;
  /** Bytes of the plain encode (default bitrate, all frames, full size), already made and over the limit. */
  plainBytes?: number;
  /** Whether frames with some dropped may be used (the worker's flash check); once refused, no frame is dropped. */
  framesMayDrop?: (candidate: WebmFrames) => boolean;
  onTry?: (encodes: number) => void;
  signal?: AbortSignal;
}

/** The fitted file, the frames it holds and what was given up (`quality` is the bitrate in kbit/s; `colors` 255). */
export interface FittedWebm extends WebmFrames {
  bytes: Uint8Array;
  report: FitReport;
}

const minWebmBitrate = (width: number, height: number) => MIN_WEBM_BITS_PER_PIXEL * width * height;

/** Bitrates are aimed this far under the limit: VP9's rate control overshoots on short clips. */
const BITRATE_AIM = 0.85;
const BISECT_STEPS = 2;
const SCALE_TRIES = 3;

/** Encodes `input` under `limitBytes`; throws PipelineError("can't meet file size limit") with the closest try when nothing fits. */
export async function fitWebm(input: WebmFrames, options: FitWebmOptions): Promise<FittedWebm> {
  const limit = options.limitBytes;
  let encodes = 0;
  let closest: TriedEncode | null = null;
  /** Bytes per bit of bitrate at the last try: VP9 spends about what it is given, two streams (colour and alpha) of it. */
  let bytesPerBit: number | null = options.plainBytes !== undefined ? options.plainBytes / defaultWebmBitrate(input.width, input.height) : null;

  async function tryAt(frames: WebmFrames, bitrate: number) {
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const bytes = await encodeWebm(frames, bitrate);
    encodes += 1;
    options.onTry?.(encodes);
    bytesPerBit = bytes.length / bitrate;
    if (!closest || bytes.length < closest.bytes) {
      closest = { delaysCs: frames.delaysMs.map((ms) => ms / 10), width: frames.width, height: frames.height, bytes: bytes.length, limitBytes: limit };
    }
    return bytes;
  }

  /** The highest bitrate found to fit these frames, or null when even the lowest does not. */
  async function bestBitrate(frames: WebmFrames, plainMeasured: boolean) {
    const [low, high] = [minWebmBitrate(frames.width, frames.height), defaultWebmBitrate(frames.width, frames.height)];
    if (!plainMeasured) {
      const plain = await tryAt(frames, high);
      if (plain.length <= limit) return { bytes: plain, bitrate: high };
    }
    const aimed = Math.round(Math.min(high * 0.9, Math.max(low, (limit * BITRATE_AIM) / (bytesPerBit ?? 1 / 4))));
    let [fits, fails] = [0, high];
    let found: { bytes: Uint8Array; bitrate: number } | null = null;
    for (const bitrate of aimed > low ? [aimed, low] : [low]) {
      const bytes = await tryAt(frames, bitrate);
      if (bytes.length <= limit) {
        [found, fits] = [{ bytes, bitrate }, bitrate];
        break;
      }
      fails = bitrate;
    }
    if (!found) return null;
    for (let i = 0; i < BISECT_STEPS && fails / fits > 1.15; i++) {
      const bitrate = Math.round(Math.sqrt(fits * fails));
      const bytes = await tryAt(frames, bitrate);
      if (bytes.length <= limit) [found, fits] = [{ bytes, bitrate }, bitrate];
      else fails = bitrate;
    }
    return found;
  }

  const done = (frames: WebmFrames, found: { bytes: Uint8Array; bitrate: number }, step: number, scale: number): FittedWebm => ({
    ...frames, bytes: found.bytes,
    report: { limitBytes: limit, encodes, quality: Math.round(found.bitrate / 1000), colors: 255, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  });

  let lastStep = maxMsFrameStep(input);
  for (let step = 1; step <= lastStep; step++) {
    const frames = dropMsFrames(input, step);
    if (step > 1 && !(options.framesMayDrop?.(frames) ?? true)) {
      lastStep = 1;
      break;
    }
    const found = await bestBitrate(frames, step === 1 && options.plainBytes !== undefined);
    if (found) return done(frames, found, step, 1);
  }
  const stepped = dropMsFrames(input, lastStep);
  const minScale = Math.min(1, options.minSide / Math.min(input.width, input.height));
  let scale = 1;
  for (let i = 0; i < SCALE_TRIES && scale > minScale; i++) {
    scale = Math.max(minScale, scale * 0.75);
    const frames = scaleMsFrames(stepped, scale);
    const found = await bestBitrate(frames, false);
    if (found) return done(frames, found, lastStep, scale);
  }
  throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${limit} bytes after ${encodes} encodes`, closest ?? undefined);
}
