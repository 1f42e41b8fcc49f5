/** Redrawing a layer through a canvas transform: the motion effects' one step. */
import type { EffectFrame } from './types.ts';

/**
 * Copies the layer to the scratch canvas, clears it and draws the copy back with `transform`
 * applied about the layer's centre (the transform gets the context already moved to the centre).
 */
export function redrawLayer(frame: EffectFrame<unknown>, transform: (ctx: OffscreenCanvasRenderingContext2D) => void) {
  const { ctx, canvas, scratch, width, height } = frame;
  const copy = scratch.getContext('2d')!;
  copy.setTransform(1, 0, 0, 1, 0, 0);
  copy.clearRect(0, 0, width, height);
  copy.drawImage(canvas, 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  transform(ctx);
  ctx.drawImage(scratch, -width / 2, -height / 2);
  ctx.restore();
}
