/**
 * Fits a WebP under a byte limit with the levers of the GIF fit (wasm/gif/fit/fit-gif.ts), in the
 * same order of least harm (run by the solver the APNG and WebM fits share, ms-fit-solver.ts): WebP has no palette, so libwebp's quality takes the palette's place
 * (searched from the plain encode's 90 down to 40 by quality-search.ts, on a sample of the frames when they are many: sampled-search.ts), then frame rate (down to 10 fps), then size
 * (down to the target's smallest side), then, at that size, quality below 40 as a last resort, and
 * only when all that fails, frame rate down to 5 fps (ms-frames.ts slowerFrameSteps);
 * each judged by encoding. Alpha stays 8-bit, so frames are
 * shrunk without the GIF's alpha cut. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { fpsOfMs, slowerFrameSteps } from '../shared/ms-frames.ts';
import { aimedScale, solveMsFit, type BestSetting } from '../shared/ms-fit-solver.ts';
import { encodeWebp, encodeWebpSample } from './encode-webp.ts';
import { searchWebpQuality } from './quality-search.ts';
import { estimatedFloor, frameSample, searchSampledQuality } from './sampled-search.ts';
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

  /** A sample's encode: not one of the fit's tries, nor the closest (its bytes are not the file's). */
  async function trySample(sample: WebpFrames, quality: number) {
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    return encodeWebpSample(sample, quality);
  }

  /** One sample of the whole input, for every frame step at full size: its encodes are kept and reused from step to step. */
  const wholeSample = frameSample(input);

  /** The highest quality that fits these frames, or the bytes at the lowest when even it does not. */
  async function bestQuality(frames: WebpFrames, plainOver: boolean): Promise<BestSetting<{ bytes: Uint8Array; quality: number }>> {
    let plain = plainOver ? options.plainBytes! : undefined;
    const fullSize = frames.width === input.width && frames.height === input.height;
    // Many frames: the quality is aimed on a sample of them (sampled-search.ts), the full search only when that cannot tell.
    const encodes = { full: (quality: number) => tryAt(frames, quality), sample: trySample, sampleAsFile: (sample: WebpFrames, quality: number) => encodeWebp(sample, quality) };
    const sampled = await searchSampledQuality(frames, limit, encodes, plain, fullSize ? wholeSample : null);
    if (sampled) return sampled.fit ? sampled : { fit: null, lowBytes: sampled.lowBytes };
    if (plain === undefined) {
      const bytes = await tryAt(frames, DEFAULT_WEBP_QUALITY);
      if (bytes.length <= limit) return { fit: { bytes, quality: DEFAULT_WEBP_QUALITY } };
      plain = bytes.length;
    }
    const search = await searchWebpQuality((quality) => tryAt(frames, quality), limit, plain);
    return search.fit ? search : { fit: null, lowBytes: search.lowBytes };
  }

  async function lastResort(smallest: WebpFrames) {
    for (const quality of LAST_RESORT_QUALITIES) {
      const bytes = await tryAt(smallest, quality);
      if (bytes.length <= limit) return { bytes, quality };
    }
    return null;
  }

  const format = {
    limit, minSide: options.minSide, best: bestQuality, plainOver: options.plainBytes !== undefined, framesMayDrop: options.framesMayDrop,
    skipFarSteps: true, scaleTries: SCALE_TRIES, nextScale: aimedScale(limit, SCALE_AIM), lastResort,
    floor: async (frames: WebpFrames) => {
      const lowest = LAST_RESORT_QUALITIES[LAST_RESORT_QUALITIES.length - 1];
      return (await estimatedFloor(frames, limit, lowest, trySample)) ?? (await tryAt(frames, lowest)).length;
    },
  };
  // At 10 fps nothing fit, not even the last resort at the smallest size: slower frames (ms-frames.ts) before none.
  const slower = slowerFrameSteps(input);
  const solved = (await solveMsFit(input, format)) ?? (slower ? await solveMsFit(input, { ...format, plainOver: false, ...slower }) : null);
  if (!solved) throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${limit} bytes after ${encodes} encodes`, closest ?? undefined);
  const { frames, setting, step, scale } = solved;
  return {
    bytes: setting.bytes, width: frames.width, height: frames.height, frames: frames.frames, delaysMs: frames.delaysMs,
    report: { limitBytes: limit, encodes, quality: setting.quality, colors: 255, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  };
}
