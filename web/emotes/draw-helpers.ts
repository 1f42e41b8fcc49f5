/**
 * Drawing helpers shared by the emote types. Each input arrives fitted ('contain') into an
 * output-sized canvas, so a roughly square subject fills the centred min(W, H) square: effects
 * move and scale that square, always by the same factor in x and y unless they squash on purpose.
 */
import type { RenderInput } from './types.ts';

/** Where the subject square sits in a width×height output. */
export function locateSubject(width: number, height: number) {
  const side = Math.min(width, height);
  return { side, bottom: (height + side) / 2 };
}

/** Where and how to draw a subject: its anchor point lands on (x, y). */
export interface Placement {
  x: number;
  y: number;
  /** Bottom centre (the default, for hops and nods) or centre (for spins) of the subject square. */
  anchor?: 'bottom' | 'centre';
  scaleX?: number;
  scaleY?: number;
  /** Radians, clockwise, applied before the scale. */
  angle?: number;
}

/** Draws a placed input with its subject square anchored at the placement. */
export function drawSubject(ctx: OffscreenCanvasRenderingContext2D, input: RenderInput, width: number, height: number, at: Placement) {
  const anchorY = at.anchor === 'centre' ? height / 2 : locateSubject(width, height).bottom;
  ctx.save();
  ctx.imageSmoothingEnabled = !input.pixelated;
  ctx.translate(at.x, at.y);
  if (at.angle) ctx.rotate(at.angle);
  ctx.scale(at.scaleX ?? 1, at.scaleY ?? 1);
  ctx.drawImage(input.image, -width / 2, -anchorY);
  ctx.restore();
}

/** A transparent output-sized canvas, for effects that must touch only the subject (tints, grain), never the BG. */
export function createLayer(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  return { canvas, ctx: canvas.getContext('2d')! };
}
