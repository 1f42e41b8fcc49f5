/**
 * Fits a GIF under a byte limit (DESIGN section 4). Measured on the reference emotes, the JS
 * encoder with our quantizer beats gifski fitted by quality on SSIM per byte (.987 against
 * .962 under 256 KB) in a fraction of the time, so the loop re-encodes with it only. It gives
 * up, in this order: palette colours (down to 15), frame rate (down to 10 fps), size (down to
 * 16 px a side), then colours down to 1. Each step predicts from the sizes measured so far
 * which setting should just fit. Once a palette fits, the palette steps above it are tried with
 * the lossy LZW (fit-search.ts, LOSSY_TOLERANCE), which costs less SSIM than a step gives, for as
 * long as they fit. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../../shared/encode-errors.ts';
import type { FitReport } from '../meta.ts';
import type { DitherMode } from '../js-gif/dither-frames.ts';
import { createFitSearch, type FitResult } from './fit-search.ts';
import { checkGifFrames, type GifFrames } from '../gif-frames.ts';
import type { JsGifEncoder } from '../js-gif/js-gif-encoder.ts';
import { PipelineError } from '../../shared/pipeline-error.ts';

/** The limit, the loop flag, and a signal checked between encodes. */
export interface FitGifOptions {
  limitBytes: number;
  /** The fit loop never shrinks a side below this (a platform's fixed or minimum size); default MIN_SIDE. */
  minSide?: number;
  /** Called after each encode of the fit with the count so far. */
  onTry?: (encodes: number) => void;
  /** The size of a full-colour (255) encode of all frames at full size already made and over the limit. */
  fullColourBytes?: number;
  /** Our encoder of `input` already used (the plain encode's): the tries at full size and frame rate reuse its colour histogram. */
  encoder?: JsGifEncoder;
  loop: boolean;
  /**
   * Whether a try that dropped frames may be kept (the worker's flash check: dropping frames
   * gathers changes spread over several frames into one, and must never make the file flash
   * more). A refused drop is not tried again: the fit keeps every frame and shrinks instead.
   */
  framesMayDrop?: (candidate: GifFrames) => boolean;
  /** The visitor's dithering, kept through every encode of the fit. */
  dither?: DitherMode;
  signal?: AbortSignal;
}

/** The fitted file with its (possibly reduced) size and delays, and what was given up. */
export interface FittedGif {
  bytes: Uint8Array;
  encoder: string;
  width: number;
  height: number;
  /** The frames written, after any frames dropped and any shrinking: what the file shows. */
  frames: Uint8ClampedArray[];
  delaysCs: number[];
  report: FitReport;
}

/** Palette sizes tried, in quarter-bit steps (2^b − 1 leaves room for the transparent index). */
export const COLOR_LADDER = [255, 214, 180, 151, 127, 107, 90, 75, 63, 53, 44, 37, 31, 26, 22, 18, 15];
/** Below 15 colours photographs band badly; these only come after the smallest size. */
const LAST_RESORT_COLORS = [11, 7, 3, 1];
/** Frame dropping stops at 10 fps, the slowest frame-rate choice of SPEC section 3. */
const MAX_MEAN_DELAY_CS = 10;
/** The smallest side the loop shrinks to when the options set none. */
const MIN_SIDE = 16;
/** Tries at shrinking before the last resort. */
const SCALE_TRIES = 4;
/** Above this many pixels in all frames, a first encode of every few frames predicts the rest. */
const PROBE_PIXELS = 4_000_000;
/** Frames a probe keeps, about. */
const PROBE_FRAMES = 12;

/** Encodes `input` under `limitBytes`; throws PipelineError("can't meet file size limit") when nothing fits. */
export async function fitGif(input: GifFrames, options: FitGifOptions): Promise<FittedGif> {
  checkGifFrames(input);
  const seed = options.fullColourBytes ? [{ colors: COLOR_LADDER[0], frameStep: 1, scale: 1, frames: input.frames.length, bytes: options.fullColourBytes }] : [];
  const search = createFitSearch(input, { ...options, seed });
  const pixels = input.width * input.height * input.frames.length;
  if (pixels > PROBE_PIXELS && !seed.length) await search.probe(COLOR_LADDER[0], Math.ceil(input.frames.length / PROBE_FRAMES));
  const drops = { allowed: true, mayDrop: options.framesMayDrop ?? (() => true) };
  const plain = (await search.tryColours(1, 1, COLOR_LADDER)) ?? (await fitFrameRate(search, input, drops)) ?? (await fitScale(search, input, options.minSide ?? MIN_SIDE, drops));
  const found = plain && (await search.tryLossyStep(plain, COLOR_LADDER));
  if (!found) {
    const closest = search.closest();
    throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${options.limitBytes} bytes after ${search.encodes()} encodes`, closest ?? undefined);
  }
  return toFitted(found, options.limitBytes, search.encodes(), framesPerSecond(input.delaysCs));
}

/** Largest frame step that keeps at least 2 frames and a mean delay of at most 10 cs. */
function maxFrameStep(input: GifFrames): number {
  const meanCs = input.delaysCs.reduce((sum, cs) => sum + cs, 0) / input.frames.length;
  const byRate = Math.floor(MAX_MEAN_DELAY_CS / Math.max(1, meanCs));
  const byCount = Math.floor(input.frames.length / 2);
  return Math.max(1, Math.min(byRate, byCount));
}

/** Whether frames may still be dropped, and the check each try that drops them must pass. */
interface FrameDrops {
  allowed: boolean;
  mayDrop: (candidate: GifFrames) => boolean;
}

/** A try at `step`, kept only if the drop passes the check; once one is refused, no frame is dropped again. */
function keptDrop(found: FitResult | null, step: number, drops: FrameDrops): FitResult | null {
  if (!found || step === 1 || drops.mayDrop(found.frames)) return found;
  drops.allowed = false;
  return null;
}

async function fitFrameRate(search: ReturnType<typeof createFitSearch>, input: GifFrames, drops: FrameDrops): Promise<FitResult | null> {
  const last = maxFrameStep(input);
  for (let step = 2; step <= last && drops.allowed; step++) {
    if (step < last && !search.mayFit(COLOR_LADDER.at(-1)!, step, 1)) continue;
    const found = keptDrop(await search.tryColours(step, 1, COLOR_LADDER), step, drops);
    if (found) return found;
  }
  return null;
}

async function fitScale(search: ReturnType<typeof createFitSearch>, input: GifFrames, minSide: number, drops: FrameDrops): Promise<FitResult | null> {
  const stepNow = () => (drops.allowed ? maxFrameStep(input) : 1);
  const minScale = Math.min(1, minSide / Math.min(input.width, input.height));
  let scale = 1;
  for (let i = 0; i < SCALE_TRIES && scale > minScale; i++) {
    scale = Math.max(minScale, Math.min(scale * 0.95, search.scaleToFit(COLOR_LADDER.at(-1)!, stepNow())));
    const step = stepNow();
    const found = keptDrop(await search.tryColours(step, scale, COLOR_LADDER), step, drops);
    if (found) return found;
  }
  const step = stepNow();
  return keptDrop(await search.tryColours(step, minScale, LAST_RESORT_COLORS, true), step, drops) ?? (step > 1 ? search.tryColours(1, minScale, LAST_RESORT_COLORS, true) : null);
}

/** Mean frames per second of these delays, one decimal. */
function framesPerSecond(delaysCs: number[]): number {
  const totalCs = delaysCs.reduce((sum, cs) => sum + cs, 0);
  return totalCs > 0 ? Math.round((delaysCs.length * 1000) / totalCs) / 10 : 0;
}

function toFitted(found: FitResult, limitBytes: number, encodes: number, fromFps: number): FittedGif {
  const { bytes, frames, colors, frameStep, scale, lossy } = found;
  const report: FitReport = { limitBytes, encodes, quality: 100, colors, scale, frameStep, lossy, fromFps };
  return { bytes, encoder: 'gifenc', width: frames.width, height: frames.height, frames: frames.frames, delaysCs: frames.delaysCs, report };
}
