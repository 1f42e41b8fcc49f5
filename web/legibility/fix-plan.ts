/**
 * What each one-click fix of the chat advice changes (issue 36), worked out from the measures:
 * pure, so the numbers are tested here and the state actions (state/output/chat-fixes.ts) only apply them.
 */
import type { FrameBox, LegibilityFacts } from './legibility-facts.ts';
import { VISIBLE_PART_PX } from './thresholds.ts';
import { fadesOn } from './advise.ts';

/** The outline's widest, px at output size (pipeline/subject-style-types.ts MAX_OUTLINE_PX). */
const MAX_OUTLINE = 8;
/** The narrowest outline a fix sets, px. */
const MIN_OUTLINE = 2;
/** The smallest chat size an emote is shown at (Discord and Slack inline), CSS px. */
export const SMALLEST_CHAT_PX = 22;

const clampOutline = (px: number) => Math.min(MAX_OUTLINE, Math.max(MIN_OUTLINE, Math.ceil(px)));

/**
 * Fewer words, as the advice names them: the first two of more ("LET'S GOOO 😂" → "LET'S GOOO"),
 * the first of two ("LET'S GOOO" → "LET'S"); null for one word or none.
 */
export function fewerWords(words: string): string | null {
  const all = words.trim().split(/\s+/).filter(Boolean);
  return all.length > 2 ? all.slice(0, 2).join(' ') : all.length === 2 ? all[0] : null;
}

/** An outline that shows as 1.5 device px at 28 px: seen in chat, not only in the 112 px preview. */
export const contrastOutlinePx = (height: number) => clampOutline((VISIBLE_PART_PX * height) / 28);

/** An outline that makes parts `partWidthPx` wide at least VISIBLE_PART_PX at the smallest chat size. */
export const thickenOutlinePx = (facts: Pick<LegibilityFacts, 'height' | 'partWidthPx'>) =>
  clampOutline(((VISIBLE_PART_PX * facts.height) / SMALLEST_CHAT_PX - (facts.partWidthPx ?? 0)) / 2);

/** The outline colour that stands out: white unless the subject fades only on light chat (it is light itself). */
export const outlineColourFor = (edge: readonly number[]): 'white' | 'black' => {
  const looks = fadesOn(edge);
  return looks.length === 1 && looks[0] === 'light' ? 'black' : 'white';
};

/** How much room the zoom leaves around the subject, as a fraction of the frame. */
const ZOOM_ROOM = 0.92;

/**
 * The zoom and offset that bring the subject's box to fill the frame, centred, for an input placed
 * with `zoom` and `offset` (fractions of the frame, about the input's centre, as InputTransform).
 */
export function zoomToBox(box: FrameBox, frame: { width: number; height: number }, offset: { x: number; y: number }, maxFactor: number) {
  const factor = Math.max(1, Math.min(maxFactor, (ZOOM_ROOM * frame.width) / box.width, (ZOOM_ROOM * frame.height) / box.height));
  const clamp = (v: number) => Math.min(1, Math.max(-1, v));
  const centreX = (box.x + box.width / 2 - frame.width / 2) / frame.width;
  const centreY = (box.y + box.height / 2 - frame.height / 2) / frame.height;
  return { factor, offset: { x: clamp(-(centreX - offset.x) * factor), y: clamp(-(centreY - offset.y) * factor) } };
}
