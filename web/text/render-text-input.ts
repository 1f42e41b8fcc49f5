/**
 * A text input as an Animation (DESIGN section 7: at the source layer, text is rendered): one
 * still frame of the output's size with the words fitted inside, so every emote type moves it
 * as it moves an image. Drawn at the output's own size, so small outputs get their hinting.
 */
import type { Animation } from '../pipeline/protocol.ts';
import { fitWords, paintWords, type Box, type PaintStyle } from './draw-text.ts';
import type { TextLayout } from './layout-text.ts';
import { textFontFor } from './text-fonts.ts';
import type { TextSpec } from './text-spec.ts';

/** Room left around the words, as a fraction of the shorter side. */
const MARGIN = 0.03;

/** How a text input is painted. */
export const paintStyleOf = (text: TextSpec): PaintStyle => ({ font: textFontFor(text.font), fill: text.fill, fill2: text.fill2, outlines: text.outlines });

/** Where the words go on a width×height frame and the layout they fit at; null when there are no words. */
export function layoutTextInput(ctx: OffscreenCanvasRenderingContext2D, text: TextSpec, width: number, height: number): { layout: TextLayout | null; box: Box } | null {
  const words = text.words.trim();
  if (!words) return null;
  const margin = Math.max(1, Math.round(Math.min(width, height) * MARGIN));
  const box = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  // 1 px is the last resort: the words always fit somewhere, and paintWords scales down what still reaches out.
  return { layout: fitWords(ctx, words, paintStyleOf(text), box, box.height, 1), box };
}

/** Draws the words on a width×height canvas, as large as they fit; nothing when there are no words. */
export function drawTextInput(text: TextSpec, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const placed = layoutTextInput(ctx, text, width, height);
  if (placed?.layout) paintWords(ctx, placed.layout, paintStyleOf(text), placed.box);
  return canvas;
}

/** The words as a one-frame Animation of the output's size. */
export function textAnimation(text: TextSpec, width: number, height: number): Animation {
  const bitmap = drawTextInput(text, width, height).transferToImageBitmap();
  return { width, height, frames: [{ bitmap, msDuration: 100 }], frameEndTimes: [100], truncated: false };
}
