/**
 * Fits an APNG to a target with the levers of the WebP and GIF fits, in the same order of least
 * harm: first the rule no lever trades (the target's longest duration: a Discord sticker plays at
 * most 5 s), then colours (lossless, then UPNG palettes of 256 down to 16 RGBA entries, alpha kept
 * at 8 bits), then frame rate (down to 10 fps), then size (down to the target's smallest side);
 * each judged by encoding. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { clipMsFrames, dropMsFrames, fpsOfMs, maxMsFrameStep, scaleMsFrames } from '../shared/ms-frames.ts';
import { encodeApng } from './encode-apng.ts';
import { APNG_PALETTE_STEPS, LOSSLESS_APNG_COLORS, type ApngFrames } from './meta.ts';

export interface FitApngOptions {
  /** Byte limit, or null for none (the duration alone may be the target's rule). */
  limitBytes: number | null;
  /** The fit never shrinks a side below this (a platform's fixed or minimum size). */
  minSide: number;
  /** The longest the loop may play, in ms, or null for no rule. */
  maxDurationMs?: number | null;
  /** Bytes of the lossless encode of the (unclipped) frames, already made and over the limit. */
  plainBytes?: number;
  /** Whether frames with some dropped may be used (the worker's flash check); once refused, no frame is dropped. */
  framesMayDrop?: (candidate: ApngFrames) => boolean;
  onTry?: (encodes: number) => void;
  signal?: AbortSignal;
}

/** The fitted file, the frames it holds and what was given up (`colors` 0: lossless). */
export interface FittedApng {
  bytes: Uint8Array;
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  report: FitReport;
}

/** Tries at shrinking. */
const SCALE_TRIES = 4;
/** Scales are aimed this far under the limit: bytes of shrunk frames are the least predictable. */
const SCALE_AIM = 0.92;
const FEWEST_COLORS = APNG_PALETTE_STEPS[APNG_PALETTE_STEPS.length - 1];

/** A turn of the event loop between encodes, so an abort posted to the worker is seen (each encode blocks). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Encodes `input` to meet the target; throws PipelineError("can't meet file size limit") with the closest try when nothing fits. */
export async function fitApng(whole: ApngFrames, options: FitApngOptions): Promise<FittedApng> {
  const input = clipMsFrames(whole, options.maxDurationMs);
  const limit = options.limitBytes ?? Infinity;
  let encodes = 0;
  let closest: TriedEncode | null = null;
  /** Bytes at the fewest colours last measured, with its frame step and scale: they predict which step and scale may fit. */
  let lowest: { step: number; scale: number; bytes: number } | null = null;

  async function tryAt(frames: ApngFrames, colors: number) {
    await nextTurn();
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const bytes = encodeApng(frames, colors);
    // Counted apart from the call: `onTry?.(++encodes)` skips the increment when no one listens.
    encodes++;
    options.onTry?.(encodes);
    if (!closest || bytes.length < closest.bytes) {
      closest = { ...(colors ? { colors } : {}), delaysCs: frames.delaysMs.map((ms) => ms / 10), width: frames.width, height: frames.height, bytes: bytes.length, limitBytes: options.limitBytes };
    }
    return bytes;
  }

  /** The most colours that fit these frames (lossless first), or null when even the fewest do not. */
  async function bestColors(frames: ApngFrames, step: number, scale: number, plainOver: boolean) {
    if (!plainOver) {
      const plain = await tryAt(frames, LOSSLESS_APNG_COLORS);
      if (plain.length <= limit) return { bytes: plain, colors: LOSSLESS_APNG_COLORS };
    }
    const [most] = APNG_PALETTE_STEPS;
    const first = await tryAt(frames, most);
    if (first.length <= limit) return { bytes: first, colors: most };
    const fewest = await tryAt(frames, FEWEST_COLORS);
    lowest = { step, scale, bytes: fewest.length };
    if (fewest.length > limit) return null;
    // Bisect the steps between the palette that fails (index 0) and the one that fits (the last).
    let found = { bytes: fewest, colors: FEWEST_COLORS };
    let [fails, fits] = [0, APNG_PALETTE_STEPS.length - 1];
    while (fits - fails > 1) {
      const mid = Math.floor((fails + fits) / 2);
      const bytes = await tryAt(frames, APNG_PALETTE_STEPS[mid]);
      if (bytes.length <= limit) [found, fits] = [{ bytes, colors: APNG_PALETTE_STEPS[mid] }, mid];
      else fails = mid;
    }
    return found;
  }

  const done = (frames: ApngFrames, found: { bytes: Uint8Array; colors: number }, step: number, scale: number): FittedApng => ({
    bytes: found.bytes, width: frames.width, height: frames.height, frames: frames.frames, delaysMs: frames.delaysMs,
    report: { limitBytes: options.limitBytes ?? 0, encodes, quality: 100, colors: found.colors, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  });

  // The plain encode's bytes stand for the clipped frames only when nothing was clipped.
  const plainOver = options.plainBytes !== undefined && input === whole && options.plainBytes > limit;
  const mayDrop = (frames: ApngFrames, step: number) => step === 1 || (options.framesMayDrop?.(frames) ?? true);
  let lastStep = maxMsFrameStep(input);
  for (let step = 1; step <= lastStep; step++) {
    // A step whose frames at the fewest colours would still be far over the limit is not worth an encode.
    const measured = lowest as { step: number; bytes: number } | null;
    if (step > 1 && step < lastStep && measured && (measured.bytes * measured.step) / step > limit * 1.15) continue;
    const frames = dropMsFrames(input, step);
    if (!mayDrop(frames, step)) {
      lastStep = 1;
      break;
    }
    const found = await bestColors(frames, step, 1, step === 1 && plainOver);
    if (found) return done(frames, found, step, 1);
  }
  let stepped = dropMsFrames(input, lastStep);
  if (!mayDrop(stepped, lastStep)) [stepped, lastStep] = [input, 1];
  const minScale = Math.min(1, options.minSide / Math.min(input.width, input.height));
  let scale = 1;
  for (let i = 0; i < SCALE_TRIES && scale > minScale; i++) {
    // Bytes go about with the pixels: aim the side at the limit from the last fewest-colours encode.
    const measured = lowest as { step: number; scale: number; bytes: number } | null;
    const predicted = measured ? measured.scale * Math.sqrt((limit * SCALE_AIM * lastStep) / (measured.bytes * measured.step)) : scale * 0.7;
    scale = Math.max(minScale, Math.min(scale * 0.95, predicted));
    const frames = scaleMsFrames(stepped, scale);
    const found = await bestColors(frames, lastStep, scale, false);
    if (found) return done(frames, found, lastStep, scale);
  }
  throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${options.limitBytes} bytes after ${encodes} encodes`, closest ?? undefined);
}
