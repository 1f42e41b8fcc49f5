/** Composition: runs an emote type's render() for every output frame on an OffscreenCanvas. */
import { FRAME_YIELD_INTERVAL, PROGRESS_EVERY_FRAMES } from '../../limits.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { clampSettings } from '../../emotes/settings.ts';
import type { EmoteType, RenderInput } from '../../emotes/types.ts';
import type { MakeJob } from '../protocol.ts';
import { PipelineError } from '../../../wasm/pipeline-error.ts';
import { drawDevOverlay, drawOverlay, drawWatermark } from './decorate.ts';
import { InputPlacer } from './place-input.ts';
import { orderFrames, planOutputTiming } from './output-timing.ts';

export interface ComposedFrames {
  width: number;
  height: number;
  /** RGBA, width·height·4 bytes each, in output order. */
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  truncated: boolean;
}

export interface ComposeHooks {
  signal: AbortSignal;
  onProgress: (frame: number, total: number) => void;
  /** Only this 1-based output frame is drawn (static output); all frames when absent. */
  onlyFrame?: number;
}

/**
 * Lets the worker see queued messages (an abort). A MessageChannel round trip, not setTimeout(0):
 * nested timers are clamped to 4 ms (HTML timers spec), which was most of the compose time.
 */
function yieldToEvents() {
  return new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Output size after the scaledown encode option. */
export function outputSize(job: MakeJob) {
  const scaledown = Math.max(1, job.encodeOptions.scaledown || 1);
  return { width: Math.max(1, Math.round(job.width / scaledown)), height: Math.max(1, Math.round(job.height / scaledown)) };
}

/** Draws every output frame of the job; throws PipelineError on abort or when memory runs out. */
export async function composeFrames(job: MakeJob, type: EmoteType, hooks: ComposeHooks): Promise<ComposedFrames> {
  const { width, height } = outputSize(job);
  const size = { width, height };
  const settings = clampSettings(type.settings, job.settings, { width: job.width, height: job.height });
  const mainCount = type.inputImageSpecs.length;
  const animated = job.inputs.filter((i) => i && i.animation.frames.length > 1);
  const effect = type.timing(settings, size);
  const plan = planOutputTiming(effect, animated.map((i) => i!.animation.frameEndTimes.at(-1)!));
  const order = orderFrames(plan.frameCount, job.encodeOptions.startFrame, job.encodeOptions.reverse);
  const wanted = hooks.onlyFrame ? [order[Math.min(order.length, Math.max(1, hooks.onlyFrame)) - 1]] : order;

  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const placer = new InputPlacer(width, height);
  const drawn = new Map<number, Uint8ClampedArray>();
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);

  for (let n = 0; n < sorted.length; n++) {
    const frameIndex = sorted[n];
    const timeMs = frameIndex * plan.frameMs;
    const placed = (slot: number): RenderInput | null => {
      const input = job.inputs[slot];
      return input ? { image: placer.placeAt(slot, input, timeMs), pixelated: input.transform.pixelated } : null;
    };
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    applyOrientation(ctx, job, width, height);
    const bg = placed(type.backgroundIndex);
    if (bg) ctx.drawImage(bg.image, 0, 0);
    ctx.save();
    type.render({
      ctx, width, height, settings, timeMs, frameIndex,
      p: (frameIndex % effect.frameCount) / effect.frameCount,
      frameCount: plan.frameCount,
      inputs: Array.from({ length: mainCount }, (_, slot) => placed(slot)),
    });
    ctx.restore();
    const fg = placed(type.foregroundIndex);
    if (fg) ctx.drawImage(fg.image, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (job.overlay) drawOverlay(ctx, job.overlay, width, height);
    if (job.watermark) drawWatermark(ctx, job.watermark, width, height);
    if (job.devOverlay) drawDevOverlay(ctx, height);
    drawn.set(frameIndex, readPixels(ctx, width, height));

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
    delaysMs: wanted.map(() => plan.frameMs),
    truncated: plan.truncated,
  };
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
