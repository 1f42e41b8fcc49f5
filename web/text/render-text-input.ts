/**
 * A text input as an Animation (DESIGN section 7: at the source layer, text is rendered): one
 * still frame of the output's size with the words fitted inside, so every emote type moves it
 * as it moves an image. Drawn at the output's own size, so small outputs get their hinting.
 */
import type { Animation } from '../pipeline/protocol.ts';
import { fitWords, paintWords, type PaintStyle } from './draw-text.ts';
import { textFontFor } from './text-fonts.ts';
import type { TextSpec } from './text-spec.ts';

/** Room left around the words, as a fraction of the shorter side. */
const MARGIN = 0.03;

/** How a text input is painted. */
export const paintStyleOf = (text: TextSpec): PaintStyle => ({ font: textFontFor(text.font), fill: text.fill, fill2: text.fill2, outlines: text.outlines });

/** Draws the words on a width×height canvas, as large as they fit; nothing when there are no words. */
export function drawTextInput(text: TextSpec, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const words = text.words.trim();
  if (!words) return canvas;
  const margin = Math.max(1, Math.round(Math.min(width, height) * MARGIN));
  const box = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  const style = paintStyleOf(text);
  // 1 px is the last resort: the words always fit somewhere, and paintWords scales down what still reaches out.
  const layout = fitWords(ctx, words, style, box, box.height, 1);
  if (layout) paintWords(ctx, layout, style, box);
  return canvas;
}

/** The words as a one-frame Animation of the output's size. */
export function textAnimation(text: TextSpec, width: number, height: number): Animation {
  const bitmap = drawTextInput(text, width, height).transferToImageBitmap();
  return { width, height, frames: [{ bitmap, msDuration: 100 }], frameEndTimes: [100], truncated: false };
}
