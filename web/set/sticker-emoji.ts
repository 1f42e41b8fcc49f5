/**
 * The emoji a kept emote's sticker is filed under: WhatsApp takes 1 to 3 a sticker (WhatsApp/stickers,
 * Android/README.md), Telegram one or more. Counted as the visitor sees them (grapheme clusters), so
 * a flag or a skin-toned hand is one.
 */
import { SET_MESSAGES } from './set-messages.ts';

/** WHATSAPP_PACK.maxEmoji (web/set-export/wastickers.ts), not imported: that module brings fflate, loaded only to export. */
const MAX_EMOJI = 3;

/** Until the visitor chooses one. */
export const DEFAULT_EMOJI = '🙂';

const EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** What is wrong with the emoji text, or null. */
export function emojiProblem(text: string): string | null {
  const graphemes = [...segmenter.segment(text)].map((g) => g.segment);
  const ok = graphemes.length >= 1 && graphemes.length <= MAX_EMOJI && graphemes.every((g) => EMOJI.test(g));
  return ok ? null : SET_MESSAGES.emoji;
}
