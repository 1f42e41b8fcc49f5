/**
 * Applies a stack while a frame is composed: effects on the subject change the emote type's
 * drawing on its own layer before BG and FG meet it; effects on the whole frame change the
 * composed frame after FG, before the decorations (overlay, watermark) that must stay readable.
 * In each of the two groups the effects apply in the stack's order.
 */
import type { StackedEffect } from './stack.ts';
import { findEffect } from './index.ts';
import { effectPhase } from './stack-timing.ts';
import type { StackEffect } from './types.ts';

/** The loop the stack runs in: its frames at the effect's rate and their length. */
export interface StackLoop {
  frameCount: number;
  frameMs: number;
}

interface Resolved {
  entry: StackedEffect;
  effect: StackEffect;
}

/** The canvases and effects of one composition's stack. */
export class StackPainter {
  private readonly subject: Resolved[];
  private readonly whole: Resolved[];
  private layer: OffscreenCanvas | null = null;
  private scratch: OffscreenCanvas | null = null;

  constructor(
    private readonly width: number,
    private readonly height: number,
    stack: readonly StackedEffect[] | undefined,
    private readonly loop: StackLoop,
  ) {
    const resolved = (stack ?? []).flatMap((entry) => {
      const effect = findEffect(entry.effect);
      return effect ? [{ entry, effect }] : [];
    });
    this.subject = resolved.filter((r) => !r.entry.settings.wholeFrame);
    this.whole = resolved.filter((r) => r.entry.settings.wholeFrame);
  }

  /** Draws the subject with `draw` (on `ctx` when no effect is on the subject, else on a layer the effects change first). */
  drawSubject(ctx: OffscreenCanvasRenderingContext2D, timeMs: number, draw: (target: OffscreenCanvasRenderingContext2D) => void) {
    if (!this.subject.length) return draw(ctx);
    const layer = (this.layer ??= new OffscreenCanvas(this.width, this.height));
    const layerCtx = layer.getContext('2d', { willReadFrequently: true })!;
    layerCtx.setTransform(1, 0, 0, 1, 0, 0);
    layerCtx.clearRect(0, 0, this.width, this.height);
    layerCtx.save();
    draw(layerCtx);
    layerCtx.restore();
    this.applyAll(this.subject, layer, timeMs);
    ctx.drawImage(layer, 0, 0);
  }

  /** Applies the whole-frame effects to the composed frame. */
  applyToFrame(canvas: OffscreenCanvas, timeMs: number) {
    this.applyAll(this.whole, canvas, timeMs);
  }

  private applyAll(effects: Resolved[], canvas: OffscreenCanvas, timeMs: number) {
    if (!effects.length) return;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const scratch = (this.scratch ??= new OffscreenCanvas(this.width, this.height));
    for (const { entry, effect } of effects) {
      const phase = effectPhase(entry, timeMs, this.loop.frameCount, this.loop.frameMs);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      effect.apply({ canvas, ctx, width: this.width, height: this.height, ...phase, scratch, settings: entry.settings });
      ctx.restore();
    }
  }
}
