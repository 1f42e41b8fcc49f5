/**
 * The touch-up strokes in a recipe link (issue 33 item 3), short enough to paste: `xt{slot}=` the
 * strokes joined by '*', each its mode ('k' keep, 'e' erase), its radius in thousandths of the
 * frame's longer side, '.', and its points as base64url, two characters a coordinate (0..1000, the
 * grid strokes are stored on). Characters a URL keeps as they are, so the link stays readable.
 * At the caps (40 strokes of 100 points) this is about 16,000 characters; a few strokes are a few
 * hundred. A link the page cannot read leaves the strokes out and says so.
 */
import { cleanStrokes, type BrushStroke } from '../../cutout/brush-strokes.ts';

export const STROKES_PREFIX = 'xt';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const GRID = 1000;

const two = (n: number) => DIGITS[n >> 6] + DIGITS[n & 63];

export function writeStrokes(strokes: readonly BrushStroke[]): string {
  return strokes
    .map((stroke) => `${stroke.mode === 'keep' ? 'k' : 'e'}${Math.round(stroke.radius * GRID)}.${stroke.points.map(([x, y]) => two(Math.round(x * GRID)) + two(Math.round(y * GRID))).join('')}`)
    .join('*');
}

/** The strokes of a link's text, or null when any part is not a stroke. */
export function readStrokes(text: string): BrushStroke[] | null {
  const strokes: BrushStroke[] = [];
  for (const part of text.split('*')) {
    const match = /^([ke])(\d{1,3})\.((?:[A-Za-z0-9_-]{4})+)$/.exec(part);
    if (!match) return null;
    const digits = [...match[3]].map((c) => DIGITS.indexOf(c));
    const numbers = Array.from({ length: digits.length / 2 }, (_, i) => (digits[2 * i] << 6) | digits[2 * i + 1]);
    if (numbers.some((n) => n > GRID)) return null;
    const points = Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i] / GRID, numbers[2 * i + 1] / GRID] as [number, number]);
    strokes.push({ mode: match[1] === 'k' ? 'keep' : 'erase', radius: Number(match[2]) / GRID, points });
  }
  return cleanStrokes(strokes);
}
