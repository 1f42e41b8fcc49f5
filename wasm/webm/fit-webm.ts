/**
 * Fits a WebM to a target: first its timing rules (a platform's longest loop and highest frame
 * rate, which are not trades but rules), then its bytes with the levers of the WebP fit in the
 * same order of least harm (the solver WebP and APNG share, ms-fit-solver.ts): VP9's bitrate in the place of libwebp's quality (from the plain
 * encode's rate down to MIN_WEBM_BITS_PER_PIXEL, aimed from the bytes per bit last measured),
 * then frame rate (down to 10 fps), then size (never below the target's side). Alpha stays
 * 8-bit. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { fpsOfMs } from '../shared/ms-frames.ts';
import { solveMsFit, type BestSetting } from '../shared/ms-fit-solver.ts';
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

  type Found = { bytes: Uint8Array; bitrate: number };
  /** The highest bitrate found to fit these frames, or null when even the lowest does not. */
  async function bestBitrate(frames: WebmFrames, plainMeasured: boolean): Promise<BestSetting<Found>> {
    const [low, high] = [minWebmBitrate(frames.width, frames.height), defaultWebmBitrate(frames.width, frames.height)];
    if (!plainMeasured) {
      const plain = await tryAt(frames, high);
      if (plain.length <= limit) return { fit: { bytes: plain, bitrate: high } };
    }
    const aimed = Math.round(Math.min(high * 0.9, Math.max(low, (limit * BITRATE_AIM) / (bytesPerBit ?? 1 / 4))));
    let [fits, fails] = [0, high];
    let found: Found | null = null;
    for (const bitrate of aimed > low ? [aimed, low] : [low]) {
      const bytes = await tryAt(frames, bitrate);
      if (bytes.length <= limit) {
        [found, fits] = [{ bytes, bitrate }, bitrate];
        break;
      }
      fails = bitrate;
    }
    if (!found) return { fit: null, lowBytes: null };
    for (let i = 0; i < BISECT_STEPS && fails / fits > 1.15; i++) {
      const bitrate = Math.round(Math.sqrt(fits * fails));
      const bytes = await tryAt(frames, bitrate);
      if (bytes.length <= limit) [found, fits] = [{ bytes, bitrate }, bitrate];
      else fails = bitrate;
    }
    return { fit: found };
  }

  const solved = await solveMsFit(input, {
    limit, minSide: options.minSide, best: bestBitrate, plainOver: options.plainBytes !== undefined, framesMayDrop: options.framesMayDrop,
    skipFarSteps: false, scaleTries: SCALE_TRIES, nextScale: (scale, minScale) => Math.max(minScale, scale * 0.75),
  });
  if (!solved) throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${limit} bytes after ${encodes} encodes`, closest ?? undefined);
  const { frames, setting, step, scale } = solved;
  return {
    ...frames, bytes: setting.bytes,
    report: { limitBytes: limit, encodes, quality: Math.round(setting.bitrate / 1000), colors: 255, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  };
}
