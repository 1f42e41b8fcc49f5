/**
 * The words in a recipe link (issue 20): a text slot's words and style (`wd{slot}`) and the caption
 * (`cap`), each as JSON, so an emote with text is restored from the link alone. Read through the
 * same checks as stored state (text-spec.ts `clean…`), so a hand-edited link cannot break the page.
 */
import type { EmoteType } from '../../emotes/types.ts';
import { cleanCaptionSpec, cleanTextSpec, hasCaption, type CaptionSpec, type TextSpec } from '../../text/text-spec.ts';
import type { EmoteState } from '../emote/emote-state-types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { setSlot } from '../slot/replace-source.ts';
import { textImage } from '../slot/text-actions.ts';

export const TEXT_PREFIX = 'wd';
export const CAPTION_KEY = 'cap';

/** Sets the link's words on `params`. */
export function writeWords(params: URLSearchParams, state: Pick<EmoteState, 'inputImages' | 'caption'>) {
  state.inputImages.forEach((image, slot) => {
    if (image?.text) params.set(TEXT_PREFIX + slot, JSON.stringify(image.text));
  });
  if (hasCaption(state.caption)) params.set(CAPTION_KEY, JSON.stringify(state.caption));
}

/** Words a link asks for. */
export interface RecipeWords {
  texts?: Record<number, TextSpec>;
  caption?: CaptionSpec;
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the link's words; `raw` marks a key as used, `notes` takes what could not be read. */
export function readWords(raw: (key: string) => string | null, notes: string[], type: EmoteType): RecipeWords {
  const words: RecipeWords = {};
  for (let slot = 0; slot <= type.foregroundIndex; slot++) {
    const text = raw(TEXT_PREFIX + slot);
    if (text === null) continue;
    const parsed = parse(text);
    if (!parsed) notes.push(`text of slot ${slot + 1} is not readable`);
    else words.texts = { ...words.texts, [slot]: cleanTextSpec(parsed) };
  }
  const caption = raw(CAPTION_KEY);
  if (caption !== null) {
    const parsed = parse(caption);
    if (!parsed) notes.push('caption is not readable');
    else words.caption = cleanCaptionSpec(parsed);
  }
  return words;
}

/** Puts the link's words into the state: text slots in place of whatever the slot held, and the caption. */
export function applyWords(type: EmoteType, words: RecipeWords) {
  const state = stateFor(type);
  for (const [slotText, text] of Object.entries(words.texts ?? {})) {
    const slot = Number(slotText);
    const before = state.inputImages[slot];
    setSlot(type, slot, textImage(text, state.size, before ? structuredClone(before.transform) : undefined), null);
  }
  if (words.caption) state.caption = words.caption;
}
