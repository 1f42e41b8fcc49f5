/**
 * The one solver of the WebP, APNG and WebM fits: the levers in their order of least harm, each
 * judged by encoding. First the format's own setting at every frame (libwebp's quality, UPNG's
 * palette, VP9's bitrate: the format's `best`), then frame rate (every 2nd, 3rd … frame, down to
 * 10 fps, unless the flash check refuses a drop), then size (never below the target's side),
 * then the format's last resort at the smallest size. The format brings its encodes and how
 * it aims; the solver never returns a setting whose encode was over the limit.
 */
import { dropMsFrames, maxMsFrameStep, scaleMsFrames, type MsFrames } from './ms-frames.ts';

/** Bytes at the format's lowest setting, with the frame step and scale they were measured at. */
export interface LowestTry {
  step: number;
  scale: number;
  bytes: number;
}

/** What the format's search found for one set of frames: a fitting encode, or the bytes of its lowest setting. */
export type BestSetting<S> = { fit: S; lowBytes?: never } | { fit: null; lowBytes: number | null };

/** One format's part in the solver. */
export interface MsFitFormat<F extends MsFrames, S> {
  limit: number;
  /** The fit never shrinks a side below this. */
  minSide: number;
  /** The best setting whose encode fits `frames`; `plainOver` when their plain encode was made (at step 1) and is over. */
  best: (frames: F, plainOver: boolean) => Promise<BestSetting<S>>;
  /** Whether the plain encode of all frames at full size is known and over the limit. */
  plainOver: boolean;
  /** Whether frames with some dropped may be used (the worker's flash check); once refused, no frame is dropped. */
  framesMayDrop?: (candidate: F) => boolean;
  /** Skip a frame step whose bytes, predicted from the last lowest try, are still far over (WebP, APNG). */
  skipFarSteps: boolean;
  /** Tries at shrinking, and the next scale from the last one and the last lowest try. */
  scaleTries: number;
  nextScale: (scale: number, minScale: number, lowest: LowestTry | null, step: number) => number;
  /** At the smallest size, after every lever: a last setting that may fit (WebP's lowest qualities), or null. */
  lastResort?: (smallest: F) => Promise<S | null>;
  /** The frame steps tried start here (1: every frame); a later pass starts past the steps an earlier one tried. */
  firstStep?: number;
  /** Frames are dropped down to this mean delay, ms (100: 10 fps). */
  maxMeanDelayMs?: number;
  /**
   * Bytes of these frames at the format's lowest setting in this run (APNG's fewest colours, WebP's
   * quality 0). Where size cannot give way (a fixed-size sticker), one such encode at the most frames
   * dropped tells whether anything of the run can fit: a photo's 320 px sticker spent 60 s of full-rate
   * encodes in a run that could not fit before the run that could.
   */
  floor?: (frames: F) => Promise<number>;
}

/** The frames that fit, their setting, and the levers pulled; null when nothing fits. */
export interface MsFitSolution<F, S> {
  frames: F;
  setting: S;
  step: number;
  scale: number;
}

/** Runs the levers in order on `input`; returns the first fitting encode, or null. */
export async function solveMsFit<F extends MsFrames, S>(input: F, format: MsFitFormat<F, S>): Promise<MsFitSolution<F, S> | null> {
  let lowest: LowestTry | null = null;
  const mayDrop = (frames: F, step: number) => step === 1 || (format.framesMayDrop?.(frames) ?? true);
  let lastStep = maxMsFrameStep(input, format.maxMeanDelayMs);
  const minScale = Math.min(1, format.minSide / Math.min(input.width, input.height));
  if (format.floor && minScale === 1) {
    const dropped = dropMsFrames(input, lastStep);
    const fewest = mayDrop(dropped, lastStep) ? { frames: dropped, step: lastStep } : { frames: input, step: 1 };
    const bytes = await format.floor(fewest.frames);
    if (bytes > format.limit) return null;
    // The lowest setting's bytes at the most frames dropped: what skipFarSteps predicts the other steps from.
    lowest = { step: fewest.step, scale: 1, bytes };
  }
  for (let step = format.firstStep ?? 1; step <= lastStep; step++) {
    // A step whose frames at the lowest setting would still be far over the limit is not worth an encode.
    const measured = lowest as LowestTry | null;
    if (format.skipFarSteps && step > 1 && step < lastStep && measured && (measured.bytes * measured.step) / step > format.limit * 1.15) continue;
    const frames = dropMsFrames(input, step);
    if (!mayDrop(frames, step)) {
      lastStep = 1;
      break;
    }
    const found = await format.best(frames, step === 1 && format.plainOver);
    if (found.fit) return { frames, setting: found.fit, step, scale: 1 };
    if (found.lowBytes != null) lowest = { step, scale: 1, bytes: found.lowBytes };
  }
  let stepped = dropMsFrames(input, lastStep);
  if (!mayDrop(stepped, lastStep)) [stepped, lastStep] = [input, 1];
  let scale = 1;
  for (let i = 0; i < format.scaleTries && scale > minScale; i++) {
    scale = format.nextScale(scale, minScale, lowest, lastStep);
    const frames = scaleMsFrames(stepped, scale);
    const found = await format.best(frames, false);
    if (found.fit) return { frames, setting: found.fit, step: lastStep, scale };
    if (found.lowBytes != null) lowest = { step: lastStep, scale, bytes: found.lowBytes };
  }
  if (!format.lastResort) return null;
  const smallest = scaleMsFrames(stepped, minScale);
  const setting = await format.lastResort(smallest);
  return setting ? { frames: smallest, setting, step: lastStep, scale: minScale } : null;
}

/**
 * The next scale aimed at the limit from the last lowest-setting try (bytes go about with the
 * pixels), a little under it; 0.7 of the last when nothing was measured. WebP's and APNG's.
 */
export function aimedScale(limit: number, aim: number) {
  return (scale: number, minScale: number, lowest: LowestTry | null, step: number): number => {
    const predicted = lowest ? lowest.scale * Math.sqrt((limit * aim * step) / (lowest.bytes * lowest.step)) : scale * 0.7;
    return Math.max(minScale, Math.min(scale * 0.95, predicted));
  };
}
