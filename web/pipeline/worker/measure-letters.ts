/**
 * The letter height of a job's words (issue 36), from the text layout the worker draws them with:
 * a capital's height at the letter size each fits at, times the slot's zoom and the scale the emote
 * type draws the slot at (drawn-scale.ts) for words in a slot. The smallest is what must read in chat.
 */
import type { Size } from '../../emotes/types.ts';
import type { MakeJob } from '../protocol.ts';
import { capHeightRatio, hasLetters } from '../../text/cap-height.ts';
import { layoutTextInput } from '../../text/render-text-input.ts';
import { textFontFor } from '../../text/text-fonts.ts';
import { hasCaption } from '../../text/text-spec.ts';
import { layoutCaption } from './draw-caption.ts';

export interface Letters {
  letterPx: number | null;
  letterFrom: 'caption' | number | null;
  letterWords: number | null;
}

const wordCount = (words: string) => words.trim().split(/\s+/).filter(Boolean).length;

const zoomOf = ([a, b, c, d]: readonly number[]) => Math.sqrt(Math.abs(a * d - b * c));

/**
 * The smallest capital height of the words `request` draws at `size`, and whose words those are;
 * `drawnScale(slot)` is how much the type scales that slot where it draws it (1 when not known).
 * Call after the faces are loaded.
 */
export function lettersOf(request: Pick<MakeJob, 'inputs' | 'texts' | 'caption' | 'captionFromHeight'>, size: Size, drawnScale: (slot: number) => number = () => 1): Letters {
  const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
  const found: Letters[] = [];
  (request.texts ?? []).forEach((entry, slot) => {
    if (!entry || request.inputs[slot] || !hasLetters(entry.text.words)) return;
    const layout = layoutTextInput(ctx, entry.text, size.width, size.height)?.layout;
    if (layout) found.push({ letterPx: layout.px * capHeightRatio(textFontFor(entry.text.font)) * zoomOf(entry.transform.matrix) * drawnScale(slot), letterFrom: slot, letterWords: wordCount(entry.text.words) });
  });
  const caption = request.caption;
  if (hasCaption(caption) && hasLetters(caption.words)) {
    const layout = layoutCaption(ctx, caption, size.width, size.height, request.captionFromHeight);
    found.push({ letterPx: layout.px * capHeightRatio(textFontFor(caption.font)), letterFrom: 'caption', letterWords: wordCount(caption.words) });
  }
  return found.reduce<Letters>((least, next) => (least.letterPx === null || next.letterPx! < least.letterPx ? next : least), { letterPx: null, letterFrom: null, letterWords: null });
}
