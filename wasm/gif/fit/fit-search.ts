/** The fit loop's bookkeeping: encodes at a setting, records sizes, and walks a colour ladder by prediction. */
import { ENCODE_ERRORS } from '../../shared/encode-errors.ts';
import { predictBytes, solveScale, type FitPoint, type FitQuery } from './fit-model.ts';
import type { GifFrames } from '../gif-frames.ts';
import { BASE_LOSSY, createJsGifEncoder, REUSE_TOLERANCE, type JsGifEncoder } from '../js-gif/js-gif-encoder.ts';
import type { DitherMode } from '../js-gif/dither-frames.ts';
import { PipelineError } from '../../shared/pipeline-error.ts';
import type { TriedEncode } from '../meta.ts';
import { dropFrames, scaleFrames } from './reduce-frames.ts';
import { yieldToEvents } from '../../shared/yield-to-events.ts';

/** A file under the limit and the setting that made it. */
export interface FitResult {
  bytes: Uint8Array;
  frames: GifFrames;
  colors: number;
  frameStep: number;
  scale: number;
  /** The lossy LZW's tolerance (BASE_LOSSY in every encode, LOSSY_TOLERANCE for a palette step bought with it). */
  lossy: number;
}

/**
 * The lossy LZW's tolerance when the fit buys a palette step with it: the extra error a pixel may
 * take, in luma levels. Measured on W2 (bench rows 'lossy'): at 26–37 colours, 6 saves 3.5–4.3 %
 * of the bytes for under .001 SSIM, less than one palette step costs; 8 and more cost more
 * SSIM than the colours they buy.
 */
export const LOSSY_TOLERANCE = 6;
/**
 * Above this many colours the palette is dense, the lossy LZW finds a near colour for most
 * pixels, and it costs more SSIM per byte than fewer colours (W2 at 151: −15 % bytes, −.0034).
 */
export const LOSSY_MAX_COLORS = 44;
/** Bytes of a lossy encode against the lossless one at the same setting, about (W2: 0.957–0.965). */
const LOSSY_SAVING = 0.96;
/** A palette step predicted at most this far over the limit is still worth one encode before the lossy one. */
const NEAR_MISS = 1.06;

/** Encodes in one fit before only the last try (the smallest setting) may still encode. */
const MAX_ENCODES = 16;
/** Encodes at one frame step and scale. */
const MAX_ROUNDS = 6;
/** A setting predicted above limit × this is not worth an encode, except as the very last try. */
const IMPLAUSIBLE = 1.3;
/** Scales are aimed this far under the limit: sizes of shrunk frames are the least predictable. */
const SCALE_AIM = 0.92;

interface Variant {
  frames: GifFrames;
  encoder: JsGifEncoder;
  scale: number;
}

/** A search over the frames, under `limitBytes`, honouring `signal` between encodes. */
export function createFitSearch(
  input: GifFrames,
  options: { limitBytes: number; loop: boolean; dither?: DitherMode; signal?: AbortSignal; seed?: FitPoint[]; encoder?: JsGifEncoder; onTry?: (encodes: number) => void },
) {
  const limit = options.limitBytes;
  // Sizes measured before the search (the default encode that did not fit) predict like its own.
  const points: FitPoint[] = [...(options.seed ?? [])];
  const variants = new Map<string, Variant>();
  let encodes = 0;
  /** The smallest encode of all frames so far (probes, on a few frames, do not count): what the visitor is told was tried. */
  let closest: TriedEncode | null = null;

  function variantFor(step: number, scale: number): Variant {
    const key = `${step}@${scale}`;
    let variant = variants.get(key);
    if (!variant) {
      const frames = scaleFrames(dropFrames(input, step), scale);
      const encoder = frames === input && options.encoder ? options.encoder : createJsGifEncoder(frames);
      variant = { frames, encoder, scale: frames.width / input.width };
      variants.set(key, variant);
    }
    return variant;
  }

  function queryOf(colors: number, step: number, variant: Variant): FitQuery {
    return { colors, frameStep: step, scale: variant.scale, frames: variant.frames.frames.length };
  }

  async function encodeAt(colors: number, step: number, variant: Variant, probe = false, lossy = BASE_LOSSY): Promise<Uint8Array> {
    await yieldToEvents();
    if (options.signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const bytes = variant.encoder.encode({ colors, loop: options.loop, lossy, dither: options.dither, reuseTolerance: REUSE_TOLERANCE });
    encodes++;
    options.onTry?.(encodes);
    // The size model is of encodes at the base tolerance; a palette step bought with more is judged against it.
    if (lossy === BASE_LOSSY) points.push({ ...queryOf(colors, step, variant), bytes: bytes.length });
    if (!probe && (!closest || bytes.length < closest.bytes)) {
      const { width, height, delaysCs } = variant.frames;
      closest = { colors, delaysCs, width, height, bytes: bytes.length, limitBytes: limit };
    }
    return bytes;
  }

  /** The most colours of `ladder` that fit at this frame step and scale, or null. */
  async function tryColours(step: number, scale: number, ladder: number[], lastTry = false): Promise<FitResult | null> {
    const variant = variantFor(step, scale);
    const predicted = (i: number) => predictBytes(points, queryOf(ladder[i], step, variant));
    const last = ladder.length - 1;
    let i = points.length === 0 ? 0 : ladder.findIndex((_, k) => predicted(k) <= limit);
    if (i < 0) {
      if (!lastTry && predicted(last) > limit * IMPLAUSIBLE) return null;
      i = last;
    }
    let best: FitResult | null = null;
    let bestIndex = ladder.length;
    const over = new Set<number>();
    for (let round = 0; round < MAX_ROUNDS && (encodes < MAX_ENCODES || lastTry); round++) {
      const bytes = await encodeAt(ladder[i], step, variant);
      if (bytes.length <= limit) {
        best = { bytes, frames: variant.frames, colors: ladder[i], frameStep: step, scale: variant.scale, lossy: BASE_LOSSY };
        bestIndex = i;
        const up = ladder.findIndex((_, k) => k < i && !over.has(k) && predicted(k) <= limit);
        if (up < 0) return best;
        i = up;
      } else {
        over.add(i);
        let down = -1;
        for (let k = i + 1; k < bestIndex && down < 0; k++) if (predicted(k) <= limit) down = k;
        if (down < 0 && best) return best;
        if (down < 0 && (i === last || (!lastTry && predicted(last) > limit * IMPLAUSIBLE))) return null;
        i = down < 0 ? last : down;
      }
    }
    return best;
  }

  /**
   * More palette steps than `found`: the next one first as it is when the size model only just
   * ruled it out (it predicts from the full palette down and overshoots by a few per cent at the
   * bottom of the ladder: W2n's 26 colours were predicted over 128 KiB and took 130,428 B), then
   * bought with the lossy LZW when its saving could make it fit. Once a lossy step fits, the
   * steps above it are tried with the lossy LZW too while the last one's measured size, grown by
   * the model's ratio between the steps, predicts a fit (a photo under Slack's 128 KiB stopped at
   * 26 colours and 113 KB; 31 and 37 colours fit too). `found` itself when no step up fits.
   */
  async function tryLossyStep(found: FitResult, ladder: number[]): Promise<FitResult> {
    const up = ladder.indexOf(found.colors) - 1;
    if (up < 0 || ladder[up] > LOSSY_MAX_COLORS || found.lossy > BASE_LOSSY || encodes >= MAX_ENCODES) return found;
    const variant = variantFor(found.frameStep, found.scale);
    const query = queryOf(ladder[up], found.frameStep, variant);
    const measured = points.some((p) => p.colors === query.colors && p.frameStep === query.frameStep && p.scale === query.scale && p.frames === query.frames);
    if (!measured && predictBytes(points, query) <= limit * NEAR_MISS) {
      const bytes = await encodeAt(ladder[up], found.frameStep, variant);
      if (bytes.length <= limit) return { ...found, bytes, colors: ladder[up] };
      if (encodes >= MAX_ENCODES) return found;
    }
    if (predictBytes(points, query) * LOSSY_SAVING > limit) return found;
    const bytes = await encodeAt(ladder[up], found.frameStep, variant, false, LOSSY_TOLERANCE);
    return bytes.length <= limit ? climbLossy({ ...found, bytes, colors: ladder[up], lossy: LOSSY_TOLERANCE }, ladder) : found;
  }

  /** `lossy` (a palette step bought with the lossy LZW), or the most steps above it that fit at the same tolerance. */
  async function climbLossy(lossy: FitResult, ladder: number[]): Promise<FitResult> {
    let best = lossy;
    const variant = variantFor(lossy.frameStep, lossy.scale);
    for (let up = ladder.indexOf(lossy.colors) - 1; up >= 0 && ladder[up] <= LOSSY_MAX_COLORS && encodes < MAX_ENCODES; up--) {
      const growth = predictBytes(points, queryOf(ladder[up], lossy.frameStep, variant)) / predictBytes(points, queryOf(best.colors, lossy.frameStep, variant));
      if (best.bytes.length * growth > limit) break;
      const bytes = await encodeAt(ladder[up], lossy.frameStep, variant, false, LOSSY_TOLERANCE);
      if (bytes.length > limit) break;
      best = { ...best, bytes, colors: ladder[up] };
    }
    return best;
  }

  return {
    tryColours,
    tryLossyStep,
    /** Measures `colors` on every `step`-th frame only, to predict from without paying for a full encode. */
    probe: async (colors: number, step: number) => void (await encodeAt(colors, step, variantFor(step, 1), true)),
    /** Whether `colors` at this step and scale might fit, judged by prediction (true before any measure). */
    mayFit: (colors: number, step: number, scale: number) => predictBytes(points, queryOf(colors, step, variantFor(step, scale))) <= limit,
    /** The scale predicted to fit `colors` at this frame step, aimed a little under the limit. */
    scaleToFit: (colors: number, step: number) =>
      solveScale(points, { colors, frameStep: step, scale: 1, frames: dropFrames(input, step).frames.length }, limit * SCALE_AIM),
    encodes: () => encodes,
    /** The smallest full encode tried, or null before any. */
    closest: () => closest,
  };
}
