/**
 * The chat advice (issue 36): what will not read at each chat size, from the measures of the file
 * each chat shows there. Pure: the chat preview shows the advice and its fixes (ui/ChatAdvice.tsx).
 */
import { ADVICE_TEXT } from './advice-text.ts';
import { CHAT_BACKGROUNDS, type ChatLook } from './chat-backgrounds.ts';
import type { LegibilityFacts } from './legibility-facts.ts';
import { contrastOf, luminanceOfHex } from './luminance.ts';
import { EDGE_CONTRAST, MIN_DRAWN_SHARE, MIN_EDGE_STANDING_OUT, MIN_SUBJECT_SHARE, READABLE_LETTER_PX, VISIBLE_PART_PX } from './thresholds.ts';

/** One chat size (CSS px high) and the measures of the file the chat shows there. */
export interface ChatSize {
  height: number;
  facts: LegibilityFacts;
}

export type AdviceKind = 'empty' | 'words' | 'contrast' | 'small' | 'thin';

export interface Advice {
  kind: AdviceKind;
  text: string;
  detail: string;
  /** The chat sizes (CSS px) where it happens, smallest first; empty when it does not depend on size. */
  sizes: number[];
  /** For 'contrast': the chats it fades on. */
  looks?: ChatLook[];
}

/** A length of the file's pixels in device pixels where the chat shows it `height` CSS px high. */
export const devicePx = (px: number, facts: LegibilityFacts, height: number, pixelRatio: number) => (px * height * pixelRatio) / facts.height;

/** The share of the edge band that stands out from `background` at EDGE_CONTRAST. */
export function standingOut(edge: readonly number[], background: string): number {
  if (edge.length === 0) return 1;
  const bg = luminanceOfHex(background);
  return edge.filter((l) => contrastOf(l, bg) >= EDGE_CONTRAST).length / edge.length;
}

/** The chats (light, dark) on whose background the subject's edge fades: under MIN_EDGE_STANDING_OUT stands out on one of them. */
export function fadesOn(edge: readonly number[]): ChatLook[] {
  return (['dark', 'light'] as const).filter((look) => CHAT_BACKGROUNDS[look].some((bg) => standingOut(edge, bg) < MIN_EDGE_STANDING_OUT));
}

/** Sizes where `value` of each size's file, in device px, is under `floor`; with the smallest value seen there. */
function sizesUnder(sizes: readonly ChatSize[], pixelRatio: number, floor: number, value: (facts: LegibilityFacts) => number | null) {
  const failing: number[] = [];
  let least = Infinity;
  for (const { height, facts } of sizes) {
    const px = value(facts);
    if (px === null) continue;
    const shown = devicePx(px, facts, height, pixelRatio);
    if (shown < floor) {
      failing.push(height);
      least = Math.min(least, shown);
    }
  }
  return { failing: [...new Set(failing)].sort((a, b) => a - b), least };
}

/** What will not read in chat, most urgent first; nothing when every measure passes. */
export function adviseChat(output: LegibilityFacts, sizes: readonly ChatSize[], pixelRatio: number): Advice[] {
  if (output.drawnShare < MIN_DRAWN_SHARE) return [{ kind: 'empty', text: ADVICE_TEXT.empty, detail: ADVICE_TEXT.emptyDetail(output.drawnShare), sizes: [] }];
  const advice: Advice[] = [];
  const words = sizesUnder(sizes, pixelRatio, READABLE_LETTER_PX, (facts) => facts.letterPx);
  if (words.failing.length) advice.push({ kind: 'words', text: ADVICE_TEXT.words(words.failing, output.letterWords), detail: ADVICE_TEXT.wordsDetail(words.least), sizes: words.failing });
  const box = output.subjectBox;
  const share = box ? (box.width * box.height) / (output.width * output.height) : 1;
  if (share < MIN_SUBJECT_SHARE) advice.push({ kind: 'small', text: ADVICE_TEXT.small(share), detail: ADVICE_TEXT.smallDetail, sizes: [] });
  const thin = sizesUnder(sizes, pixelRatio, VISIBLE_PART_PX, (facts) => facts.partWidthPx);
  if (thin.failing.length) advice.push({ kind: 'thin', text: ADVICE_TEXT.thin(thin.failing), detail: ADVICE_TEXT.thinDetail(thin.least), sizes: thin.failing });
  const looks = fadesOn(output.edgeLuminances);
  if (looks.length) advice.push({ kind: 'contrast', text: ADVICE_TEXT.contrast(looks), detail: ADVICE_TEXT.contrastDetail, sizes: [], looks });
  return advice;
}

/** True when the file draws almost nothing (under MIN_DRAWN_SHARE of the frame): the slot and the output say so (issue 36 item 4). */
export const isAlmostBlank = (facts: LegibilityFacts | undefined) => !!facts && facts.drawnShare < MIN_DRAWN_SHARE;
