/**
 * Fits an APNG to a target with the levers of the WebP and GIF fits (the solver WebP and WebM share,
 * ms-fit-solver.ts), fidelity first (issue 34 item 4): first the rule no lever trades (the target's
 * longest duration: a Discord sticker plays at most 5 s); then, in three passes each judged by
 * encoding, the most faithful settings: lossless or a palette of 256 or 128 RGBA entries with frame
 * rate down to 10 fps and size down to the target's smallest side, since fewer colours turn a
 * photo's hues (a cat's green eyes went orange-brown at 32); then palettes of 64 down to 16, each from
 * the GIF encoder's quantizer (quantize-apng.ts, sticker-hues.test.ts measures the hues); then, only
 * when still nothing fits, frame rate down to 5 fps at any palette, so a fixed-size sticker of a
 * photo clip is made rather than left out. It never returns a file over the limit.
 */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';
import type { FitReport, TriedEncode } from '../gif/meta.ts';
import { clipMsFrames, fpsOfMs, slowerFrameSteps } from '../shared/ms-frames.ts';
import { aimedScale, solveMsFit, type BestSetting } from '../shared/ms-fit-solver.ts';
import { encodeApng } from './encode-apng.ts';
import { encodeLosslessApng } from './encode-lossless.ts';
import type { RgbaRows } from '../png/png-rows.ts';
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
  /** The lossless encode of the (unclipped) frames was not made, a sample having put it far over the limit (lossless-far-over.ts). */
  plainFarOver?: boolean;
  /** Whether frames with some dropped may be used (the worker's flash check); once refused, no frame is dropped. */
  framesMayDrop?: (candidate: ApngFrames) => boolean;
  /** Deflates lossless tries' RGBA frames (png-rows.ts, encode-lossless.ts); without it, filter-rows.ts's JavaScript and the engine's zlib do. */
  rows?: RgbaRows | null;
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
/** The palettes of each pass: the faithful ones, then fewer colours, then any (at lower frame rates). */
const FAITHFUL_PALETTES = APNG_PALETTE_STEPS.filter((colors) => colors >= 128);
const FEWER_PALETTES = APNG_PALETTE_STEPS.filter((colors) => colors < 128);

/** A turn of the event loop between encodes, so an abort posted to the worker is seen (each encode blocks). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Encodes made in one fit, by frames (each frame's identity, its delays and size) and palette. */
function madeEncodes() {
  const ids = new WeakMap<Uint8ClampedArray, number>();
  let nextId = 0;
  const idOf = (frame: Uint8ClampedArray) => {
    let id = ids.get(frame);
    if (id === undefined) ids.set(frame, (id = nextId++));
    return id;
  };
  const byKey = new Map<string, Uint8Array>();
  const key = (frames: ApngFrames, colors: number) => `${colors} ${frames.width}x${frames.height} ${frames.delaysMs.join(',')} ${frames.frames.map(idOf).join(',')}`;
  return {
    get: (frames: ApngFrames, colors: number) => byKey.get(key(frames, colors)),
    set: (frames: ApngFrames, colors: number, bytes: Uint8Array) => (byKey.set(key(frames, colors), bytes), bytes),
  };
}

/** Encodes `input` to meet the target; throws PipelineError("can't meet file size limit") with the closest try when nothing fits. */
export async function fitApng(whole: ApngFrames, options: FitApngOptions): Promise<FittedApng> {
  const input = clipMsFrames(whole, options.maxDurationMs);
  const limit = options.limitBytes ?? Infinity;
  let encodes = 0;
  let closest: TriedEncode | null = null;

  const made = madeEncodes();

  async function tryAt(frames: ApngFrames, colors: number) {
    // The solver's floor is often the first try of a step it then solves (a photo's sticker: 40
    // frames at 16 colours, 0.6 s twice): the same frames at the same palette are encoded once.
    const again = made.get(frames, colors);
    if (again) return again;
    await nextTurn();
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const rows = options.rows ?? null;
    const bytes = made.set(frames, colors, await (colors === LOSSLESS_APNG_COLORS ? encodeLosslessApng(frames, rows, options.limitBytes) : encodeApng(frames, colors)));
    // Counted apart from the call: `onTry?.(++encodes)` skips the increment when no one listens.
    encodes++;
    options.onTry?.(encodes);
    if (!closest || bytes.length < closest.bytes) {
      closest = { ...(colors ? { colors } : {}), delaysCs: frames.delaysMs.map((ms) => ms / 10), width: frames.width, height: frames.height, bytes: bytes.length, limitBytes: options.limitBytes };
    }
    return bytes;
  }

  /** The pass's floor (its fewest colours at the most frames dropped), once encoded: bytes go about with the pixels of all frames. */
  let floorBytes: { pixels: number; bytes: number } | null = null;

  type Found = { bytes: Uint8Array; colors: number };
  /**
   * The most colours of `palettes` (most first) that fit these frames, lossless first when `lossless`;
   * or the bytes at the fewest when even they do not.
   */
  const bestOf = (palettes: readonly number[], lossless: boolean) => async (frames: ApngFrames, plainOver: boolean): Promise<BestSetting<Found>> => {
    if (lossless && !plainOver) {
      const plain = await tryAt(frames, LOSSLESS_APNG_COLORS);
      if (plain.length <= limit) return { fit: { bytes: plain, colors: LOSSLESS_APNG_COLORS } };
    }
    const [most] = palettes;
    const fewestColors = palettes[palettes.length - 1];
    // Where the floor's bytes, scaled by the frames, put the fewest colours over the limit too, they
    // are tried first: over, they end the step with one encode (a photo's sticker at 80 frames: 64
    // colours, 1.4 s, then 16, both over). Either order finds the same palette.
    const pixels = frames.frames.length * frames.width * frames.height;
    if (palettes.length > 1 && floorBytes && (floorBytes.bytes * pixels) / floorBytes.pixels > limit) {
      const fewest = await tryAt(frames, fewestColors);
      if (fewest.length > limit) return { fit: null, lowBytes: fewest.length };
    }
    const first = await tryAt(frames, most);
    if (first.length <= limit) return { fit: { bytes: first, colors: most } };
    const fewest = palettes.length > 1 ? await tryAt(frames, fewestColors) : first;
    if (fewest.length > limit) return { fit: null, lowBytes: fewest.length };
    // Bisect the steps between the palette that fails (index 0) and the one that fits (the last).
    let found: Found = { bytes: fewest, colors: fewestColors };
    let [fails, fits] = [0, palettes.length - 1];
    while (fits - fails > 1) {
      const mid = Math.floor((fails + fits) / 2);
      const bytes = await tryAt(frames, palettes[mid]);
      if (bytes.length <= limit) [found, fits] = [{ bytes, colors: palettes[mid] }, mid];
      else fails = mid;
    }
    return { fit: found };
  };

  // The plain encode's bytes stand for the clipped frames only when nothing was clipped.
  const plainOver = input === whole && (options.plainFarOver === true || (options.plainBytes !== undefined && options.plainBytes > limit));
  const pass = (palettes: readonly number[], lossless: boolean, frameRate: { firstStep?: number; maxMeanDelayMs?: number } = {}) => {
    floorBytes = null;
    return solveMsFit(input, {
      limit, minSide: options.minSide, best: bestOf(palettes, lossless), plainOver: lossless && plainOver, framesMayDrop: options.framesMayDrop,
      skipFarSteps: true, scaleTries: SCALE_TRIES, nextScale: aimedScale(limit, SCALE_AIM), ...frameRate,
      floor: async (frames: ApngFrames) => {
        const bytes = (await tryAt(frames, palettes[palettes.length - 1])).length;
        floorBytes = { pixels: frames.frames.length * frames.width * frames.height, bytes };
        return bytes;
      },
    });
  };
  const slower = slowerFrameSteps(input);
  const solved = (await pass(FAITHFUL_PALETTES, true)) ?? (await pass(FEWER_PALETTES, false)) ?? (slower ? await pass(APNG_PALETTE_STEPS, false, slower) : null);
  if (!solved) throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `nothing fits in ${options.limitBytes} bytes after ${encodes} encodes`, closest ?? undefined);
  const { frames, setting, step, scale } = solved;
  return {
    bytes: setting.bytes, width: frames.width, height: frames.height, frames: frames.frames, delaysMs: frames.delaysMs,
    report: { limitBytes: options.limitBytes ?? 0, encodes, quality: 100, colors: setting.colors, scale, frameStep: step, lossy: 0, fromFps: fpsOfMs(input.delaysMs) },
  };
}
