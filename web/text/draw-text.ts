/**
 * Draws laid-out words with a fill (plain or a gradient) and up to two outlines, hinted by size:
 * at small letter sizes outlines get a floor of whole pixels and thin faces are drawn bolder, so
 * a two-letter word still reads at 28 px and 22 px (issue 20 item 4).
 */
import { fitText, type TextLayout } from './layout-text.ts';
import { canvasFont, type TextFont } from './text-fonts.ts';

type Context = OffscreenCanvasRenderingContext2D;

/** How words are painted: inner outline first; widths in percent of the letter size. */
export interface PaintStyle {
  font: TextFont;
  fill: string;
  /** Bottom colour of a top-to-bottom gradient, or null. */
  fill2: string | null;
  outlines: { color: string; width: number }[];
}

/** A box on the canvas. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Below this letter size (px) strokes are hinted. */
const SMALL_PX = 32;

/** Outline widths in px at `px`: an outline asked for is never thinner than what reads at that size. */
export function outlinePixels(style: PaintStyle, px: number): number[] {
  const floor = px <= 20 ? 2 : px <= SMALL_PX ? 1.5 : 1;
  return style.outlines.map((outline) => (outline.width > 0 ? Math.max(floor, (outline.width / 100) * px) : 0));
}

/** Width of the fill-coloured stroke that thickens thin letters at small sizes (0 when none is needed). */
export function boldPixels(style: PaintStyle, px: number): number {
  if (style.font.thin) return Math.max(0.8, px * 0.05);
  return px <= 20 ? 0.6 : 0;
}

/** How far the paint reaches beyond the letters' own shapes, px. */
export const paintReach = (style: PaintStyle, px: number) => outlinePixels(style, px).reduce((sum, w) => sum + w, 0) + boldPixels(style, px) / 2;

/** Lays out words to fit `box` at up to `maxPx`, measured in the style's own face; null when `minPx` does not fit. */
export function fitWords(ctx: Context, words: string, style: PaintStyle, box: Box, maxPx: number, minPx: number, lineHeight = 1.15): TextLayout | null {
  const measure = (text: string, px: number) => {
    ctx.font = canvasFont(style.font, px);
    return ctx.measureText(text).width;
  };
  return fitText(words, measure, { width: box.width, height: box.height, maxPx, minPx, lineHeight, pad: (px) => paintReach(style, px) });
}

/** The ink of the laid-out lines around their shared centre, px, the paint's reach included. */
function inkOf(ctx: Context, layout: TextLayout, reach: number) {
  let left = 0;
  let right = 0;
  let top = Infinity;
  let bottom = -Infinity;
  layout.lines.forEach((line, i) => {
    const m = ctx.measureText(line || ' ');
    const baseline = i * layout.lineStep;
    left = Math.min(left, -m.actualBoundingBoxLeft);
    right = Math.max(right, m.actualBoundingBoxRight);
    top = Math.min(top, baseline - m.actualBoundingBoxAscent);
    bottom = Math.max(bottom, baseline + m.actualBoundingBoxDescent);
  });
  if (!Number.isFinite(top)) top = bottom = 0;
  return { left: left - reach, right: right + reach, top: top - reach, bottom: bottom + reach };
}

/**
 * Paints the layout centred in `box`; the ink (outline included) is scaled down if it would
 * still reach past the box, so nothing is ever cut off. Returns the ink's box on the canvas.
 */
export function paintWords(ctx: Context, layout: TextLayout, style: PaintStyle, box: Box): Box {
  const { px } = layout;
  ctx.save();
  ctx.font = canvasFont(style.font, px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;
  const widths = outlinePixels(style, px);
  const bold = boldPixels(style, px);
  const ink = inkOf(ctx, layout, paintReach(style, px));
  const inkWidth = ink.right - ink.left;
  const inkHeight = ink.bottom - ink.top;
  const scale = Math.min(1, box.width / inkWidth, box.height / inkHeight);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  ctx.translate(cx, cy);
  ctx.scale(scale, scale);
  ctx.translate(-(ink.left + ink.right) / 2, -(ink.top + ink.bottom) / 2);

  // Outer outline first: each stroke is centred on the letters' edge, so it is twice the reach it adds.
  for (let i = widths.length - 1; i >= 0; i--) {
    if (!widths[i]) continue;
    const reach = widths.slice(0, i + 1).reduce((sum, w) => sum + w, 0) + bold / 2;
    ctx.lineWidth = 2 * reach;
    ctx.strokeStyle = style.outlines[i].color;
    layout.lines.forEach((line, n) => ctx.strokeText(line, 0, n * layout.lineStep));
  }
  const fill = style.fill2 ? verticalGradient(ctx, ink.top, ink.bottom, style.fill, style.fill2) : style.fill;
  ctx.fillStyle = fill;
  ctx.strokeStyle = fill;
  ctx.lineWidth = bold;
  layout.lines.forEach((line, n) => {
    if (bold) ctx.strokeText(line, 0, n * layout.lineStep);
    ctx.fillText(line, 0, n * layout.lineStep);
  });
  ctx.restore();
  return { x: cx - (inkWidth * scale) / 2, y: cy - (inkHeight * scale) / 2, width: inkWidth * scale, height: inkHeight * scale };
}

function verticalGradient(ctx: Context, top: number, bottom: number, from: string, to: string) {
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  return gradient;
}
