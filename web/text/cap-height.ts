/** How tall a face's capitals are for its letter size: what "letter height" means in the chat advice and the caption's floor (issue 36). */
import { canvasFont, type TextFont } from './text-fonts.ts';

const ratios = new Map<string, number>();
/** Letter size the ratio is measured at: large, so rounding does not show. */
const PROBE_PX = 100;

/** Height of a capital H over the letter size, measured in the face once it is loaded (about 0.7 for most faces). */
export function capHeightRatio(font: TextFont): number {
  const kept = ratios.get(font.id);
  if (kept) return kept;
  const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
  ctx.font = canvasFont(font, PROBE_PX);
  const ascent = ctx.measureText('H').actualBoundingBoxAscent;
  // Called after the job's faces are loaded (prepare-words.ts), so the ascent is the face's own.
  const ratio = ascent > 0 ? ascent / PROBE_PX : 0.7;
  ratios.set(font.id, ratio);
  return ratio;
}

/** True when the words hold a letter or digit: emoji alone are pictures, not letters to read. */
export const hasLetters = (words: string) => /[\p{L}\p{N}]/u.test(words);
