/**
 * Fits words into a box: the largest letter size at which every line, broken at spaces (and
 * inside a word only when one word is wider than the box), fits both ways. Text is shrunk,
 * never cut off.
 */

/** Width of `text` drawn at `px`, in px. */
export type MeasureText = (text: string, px: number) => number;

export interface FitOptions {
  width: number;
  height: number;
  /** Largest and smallest letter size tried, px. */
  maxPx: number;
  minPx: number;
  /** Line spacing as a multiple of the letter size. */
  lineHeight: number;
  /** Space the outline adds on every side of the text at `px`. */
  pad: (px: number) => number;
}

/** Lines and the letter size that fit, or null when even `minPx` does not. */
export interface TextLayout {
  px: number;
  lines: string[];
  /** Distance between baselines, px. */
  lineStep: number;
  /** Size of the laid-out block, outline included. */
  width: number;
  height: number;
}

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/** Breaks one word wider than `width` into pieces that fit (at least one grapheme each). */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const g of graphemes(word)) {
    if (piece && !fits(piece + g)) {
      pieces.push(piece);
      piece = g;
    } else piece += g;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy line breaking of one paragraph at spaces. */
export function wrapParagraph(paragraph: string, fits: (text: string) => boolean): string[] {
  const words = paragraph.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = fits(word) ? [word] : breakWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  lines.push(line);
  return lines;
}

/** The layout at one letter size, or null when it does not fit the box. */
export function layoutAt(words: string, px: number, measure: MeasureText, options: FitOptions): TextLayout | null {
  const pad = options.pad(px);
  const room = options.width - 2 * pad;
  if (room <= 0) return null;
  const fits = (text: string) => measure(text, px) <= room;
  const lines = words.split('\n').flatMap((paragraph) => wrapParagraph(paragraph.trim(), fits));
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const lineStep = px * options.lineHeight;
  const height = lines.length * lineStep + 2 * pad;
  const widest = Math.max(...lines.map((line) => measure(line, px)));
  if (height > options.height || widest > room) return null;
  return { px, lines, lineStep, width: widest + 2 * pad, height };
}

/** The largest layout that fits, searching letter sizes between minPx and maxPx (whole px). */
export function fitText(words: string, measure: MeasureText, options: FitOptions): TextLayout | null {
  let lo = Math.max(1, Math.floor(options.minPx));
  let hi = Math.max(lo, Math.floor(options.maxPx));
  let best = layoutAt(words, lo, measure, options);
  if (!best) return null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const layout = layoutAt(words, mid, measure, options);
    if (layout) {
      best = layout;
      lo = mid;
    } else hi = mid - 1;
  }
  return best;
}
