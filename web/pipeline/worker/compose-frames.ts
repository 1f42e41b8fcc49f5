/** Composition: runs an emote type's render() for every output frame on an OffscreenCanvas. */
import { FRAME_YIELD_INTERVAL, PROGRESS_EVERY_FRAMES } from '../../limits.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { clampSettings } from '../../emotes/settings.ts';
import type { EmoteType, RenderInput } from '../../emotes/types.ts';
import type { MakeJob } from '../protocol.ts';
import { scaledSize } from '../output-size.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { yieldToEvents } from '../../../wasm/shared/yield-to-events.ts';
import type { FramesToEncode } from './encode-output.ts';
import { drawDevOverlay, drawOverlay, drawWatermark } from './decorate.ts';
import { cutOutInputs } from './cut-inputs.ts';
import { decorateSubject } from './style-subject.ts';
import { InputPlacer } from './place-input.ts';
import { StackPainter } from '../../effects/paint-stack.ts';
import { stackTiming } from '../../effects/stack-timing.ts';
import { withWords } from './prepare-words.ts';
import { drawCaption } from './draw-caption.ts';
import { lettersOf } from './measure-letters.ts';
import { DrawnScale, typicalScale } from './drawn-scale.ts';
import { measureFrames } from '../../legibility/measure-frame.ts';
import type { LegibilityFacts } from '../../legibility/legibility-facts.ts';
import type { FontProgress } from '../../text/load-fonts.ts';
import { inputTimeAt, keptFrameTime, keptStartFrame, orderFrames, planOutputTiming, type InputWindow, type OutputTiming } from './output-timing.ts';

/** The frames to encode, with how time was laid out. */
export interface ComposedFrames extends FramesToEncode {
  /** How the loop was laid out. */
  plan: OutputTiming;
  /** The loop length of the longest animated input and its window, for the timeline report. */
  longestInput: { lengthMs: number; window: InputWindow } | null;
  /** What reads in chat (issue 36): measured on a few frames as drawn before the overlay and watermark; null when not asked for. */
  legibility: LegibilityFacts | null;
}

/** Frames measured for the chat advice, spread over the loop. */
const MEASURED_FRAMES = 4;

export interface ComposeHooks {
  signal: AbortSignal;
  onProgress: (frame: number, total: number) => void;
  /** Only this 1-based output frame is drawn (static output); all frames when absent. */
  onlyFrame?: number;
  /** Called once with the first frame drawn, so the page can show something before the rest are made. */
  onFirstFrame?: (width: number, height: number, frame: Uint8ClampedArray, delayMs: number) => void;
  /** Bytes of the emoji font fetched so far, when the job's words first need it (issue 20). */
  onFontProgress?: FontProgress;
  /**
   * False skips the legibility facts (their frames read again, measured, the words drawn alone): the
   * pack's files, whose facts no one reads. In a one-worker profile of the /jam sample's pack the
   * measures alone (partWidth, drawnCount, edgeLuminances) took about 5 % of the worker's time, with
   * the extra frame reads and word draws beside them, most of it on WhatsApp's 512² frames.
   */
  measure?: boolean;
}

/** Output size after the scaledown encode option. */
export const outputSize = (job: MakeJob) => scaledSize(job, job.encodeOptions.scaledown);

/** What composition settles before drawing: the output size, the clamped settings and how the loop is laid out. */
export function planComposition(job: MakeJob, type: EmoteType) {
  const { width, height } = outputSize(job);
  const size = { width, height };
  const settings = clampSettings(type.settings, job.settings, { width: job.width, height: job.height });
  const animatedSlots = job.inputs.flatMap((input, slot) => (input && input.animation.frames.length > 1 ? [slot] : []));
  const effect = type.timing(settings, size);
  const inputLoops = animatedSlots.map((slot) => job.inputs[slot]!.animation.frameEndTimes.at(-1)!);
  // The stack's own loop: the output loop is a whole number of them, and each effect keeps the
  // speed it has in it whatever the inputs' length makes of the output.
  const stackLoop = stackTiming(effect, job.stack);
  const plan = planOutputTiming(stackLoop, inputLoops, {
    clip: job.encodeOptions.inputClip,
    maxFrames: job.target?.maxFrames,
    clipFrames: job.target?.clipFrames,
    maxDurationMs: job.target?.maxDurationMs,
  });
  return { width, height, settings, animatedSlots, effect, stackLoop, plan };
}

/** Draws every output frame of the job; throws PipelineError on abort or when memory runs out. */
export function composeFrames(request: MakeJob, type: EmoteType, hooks: ComposeHooks & { measure: false }): Promise<ComposedFrames & { legibility: null }>;
export function composeFrames(request: MakeJob, type: EmoteType, hooks: ComposeHooks & { measure?: true }): Promise<ComposedFrames & { legibility: LegibilityFacts }>;
export async function composeFrames(request: MakeJob, type: EmoteType, hooks: ComposeHooks): Promise<ComposedFrames> {
  const job = await cutOutInputs(await withWords(request, outputSize(request), hooks.onFontProgress), hooks.signal);
  const { width, height, settings, animatedSlots, effect, stackLoop, plan } = planComposition(job, type);
  const mainCount = type.inputImageSpecs.length;
  const windows = new Map(animatedSlots.map((slot, i) => [slot, plan.windows[i]]));
  const order = orderFrames(plan.keptFrames, keptStartFrame(plan, job.encodeOptions.startFrame), job.encodeOptions.reverse);
  const wanted = hooks.onlyFrame ? [order[Math.min(order.length, Math.max(1, hooks.onlyFrame)) - 1]] : order;
  const effectMs = effect.frameCount * plan.frameMs;

  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const placer = new InputPlacer(width, height);
  const stack = new StackPainter(width, height, job.stack, stackLoop);
  const drawn = new Map<number, Uint8ClampedArray>();
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  const measure = hooks.measure ?? true;
  const measuredAt = new Set(measure ? Array.from({ length: Math.min(MEASURED_FRAMES, sorted.length) }, (_, i) => Math.floor((i * sorted.length) / MEASURED_FRAMES)) : []);
  const measured: Uint8ClampedArray[] = [];
  // Slots of words the type draws: how much it scales them, for their letters' height in chat.
  const wordSlots = Array.from({ length: mainCount }, (_, slot) => slot).filter((slot) => request.texts?.[slot] && !request.inputs[slot]);
  const wordScales = new Map<number, number[]>(wordSlots.map((slot) => [slot, []]));
  const drawnScale = measure && wordSlots.length ? new DrawnScale(width, height) : null;

  for (let n = 0; n < sorted.length; n++) {
    const frameIndex = sorted[n];
    const timeMs = keptFrameTime(plan, frameIndex);
    // The effect's own clock: the output's, unless a part chosen by hand sets the pace (output-timing.ts effectPace).
    const effectTimeMs = timeMs * plan.effectPace;
    const placed = (slot: number): RenderInput | null => {
      const input = job.inputs[slot];
      const window = windows.get(slot);
      const inputMs = window ? inputTimeAt(window, plan.speed, timeMs) : 0;
      return input ? { image: placer.placeAt(slot, input, inputMs), pixelated: input.transform.pixelated } : null;
    };
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    applyOrientation(ctx, job, width, height);
    const bg = placed(type.backgroundIndex);
    if (bg) ctx.drawImage(bg.image, 0, 0);
    // Kept frames at the effect's rate keep the exact phase of their index; resampled ones take it from their time.
    const p = plan.keptFrames === plan.frameCount && plan.effectPace === 1 ? (frameIndex % effect.frameCount) / effect.frameCount : (effectTimeMs % effectMs) / effectMs;
    const drawSubject = (target: OffscreenCanvasRenderingContext2D, inputAt: (slot: number) => RenderInput | null) =>
      stack.drawSubject(target, effectTimeMs, (layer) => type.render({
        ctx: layer, width, height, settings, timeMs, frameIndex, p, frameCount: plan.keptFrames,
        inputs: Array.from({ length: mainCount }, (_, slot) => inputAt(slot)),
      }));
    ctx.save();
    drawSubject(ctx, placed);
    ctx.restore();
    if (drawnScale && measuredAt.has(n)) {
      for (const [slot, scales] of wordScales) {
        scales.push(drawnScale.measure((target, sheet) => drawSubject(target, (at) => (at === slot && sheet ? { image: sheet, pixelated: false } : null))));
      }
    }
    const fg = placed(type.foregroundIndex);
    if (fg) ctx.drawImage(fg.image, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    stack.applyToFrame(canvas, effectTimeMs);
    decorateSubject(ctx, job.subjectStyle, width, height);
    if (job.caption) drawCaption(ctx, job.caption, width, height, job.captionFromHeight);
    if (measuredAt.has(n)) measured.push(readPixels(ctx, width, height));
    if (job.overlay) drawOverlay(ctx, job.overlay, width, height);
    if (job.watermark) drawWatermark(ctx, job.watermark, width, height);
    if (job.devOverlay) drawDevOverlay(ctx, height);
    drawn.set(frameIndex, readPixels(ctx, width, height));
    if (n === 0 && sorted.length > 1) hooks.onFirstFrame?.(width, height, drawn.get(frameIndex)!, plan.loopMs / plan.keptFrames);

    if ((n + 1) % PROGRESS_EVERY_FRAMES === 0) hooks.onProgress(n + 1, sorted.length);
    if ((n + 1) % FRAME_YIELD_INTERVAL === 0) {
      await yieldToEvents();
      if (hooks.signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    }
  }
  hooks.onProgress(sorted.length, sorted.length);
  return {
    width,
    height,
    frames: wanted.map((i) => drawn.get(i)!),
    delaysMs: wanted.map(() => plan.loopMs / plan.keptFrames),
    truncated: plan.truncated,
    plan,
    longestInput: longestInput(job, animatedSlots, windows),
    legibility: measure ? { ...measureFrames(measured, width, height), ...lettersOf(request, { width, height }, (slot) => typicalScale(wordScales.get(slot) ?? [])) } : null,
  };
}

function longestInput(job: MakeJob, slots: number[], windows: Map<number, InputWindow>): ComposedFrames['longestInput'] {
  let best: ComposedFrames['longestInput'] = null;
  for (const slot of slots) {
    const lengthMs = job.inputs[slot]!.animation.frameEndTimes.at(-1)!;
    if (!best || lengthMs > best.lengthMs) best = { lengthMs, window: windows.get(slot)! };
  }
  return best;
}

/** Mirror, flip and angle apply to the whole frame, about its centre. */
function applyOrientation(ctx: OffscreenCanvasRenderingContext2D, job: MakeJob, width: number, height: number) {
  const { mirror, flip, angle } = job.encodeOptions;
  if (!mirror && !flip && !angle) return;
  ctx.translate(width / 2, height / 2);
  ctx.rotate((angle * Math.PI) / 180);
  ctx.scale(mirror ? -1 : 1, flip ? -1 : 1);
  ctx.translate(-width / 2, -height / 2);
}

function readPixels(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number) {
  try {
    return ctx.getImageData(0, 0, width, height).data;
  } catch (error) {
    if (error instanceof RangeError) throw new PipelineError(ENCODE_ERRORS.imagesOutOfMemory);
    throw error;
  }
}
