/** The chat advice's words (issue 36): plain words, the size each problem happens at, and what each fix does. */
import { READABLE_LETTER_PX } from './thresholds.ts';

/** "22 px", "22 px and 28 px", "22 px, 28 px and 32 px". */
export function sizesText(sizes: readonly number[]): string {
  const named = sizes.map((size) => `${size} px`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** A share as the advice says it: "6 %", or "0.4 %" under one percent. */
export const percentText = (share: number) => `${share > 0 && share < 0.01 ? (share * 100).toFixed(1) : Math.round(share * 100)} %`;

export const ADVICE_TEXT = {
  empty: 'Almost nothing is drawn',
  emptyDetail: (share: number) => `${share === 0 ? 'Not one pixel' : `Only ${percentText(share)}`} of the emote is visible: in chat it shows as an empty square.`,
  /** What to do depends on how many words there are: two short ones, then one, then bigger letters. */
  words: (sizes: readonly number[], count: number | null) =>
    `Words too small at ${sizesText(sizes)}: ${count !== null && count > 2 ? 'use at most 2 short words' : count === 2 ? 'use one short word' : 'make the letters bigger or the word shorter'}`,
  wordsDetail: (px: number) => `Their capitals are ${px.toFixed(1)} px tall there; under ${READABLE_LETTER_PX} px letters are not read as letters. Fewer words get bigger letters.`,
  contrast: (looks: readonly string[]) => `Add an outline: the subject fades on ${looks.join(' and ')} chat`,
  contrastDetail: 'Its edge is too close to the chat’s background to tell where it ends.',
  small: (share: number) => `The subject fills ${percentText(share)} of the emote: zoom to it`,
  smallDetail: 'The rest of the frame is empty; in chat the subject would be a few pixels across.',
  thin: (sizes: readonly number[]) => `Thin parts vanish at ${sizesText(sizes)}: thicken them with an outline`,
  thinDetail: (px: number) => `They are about ${px.toFixed(1)} px wide there, thinner than a pixel line reads.`,
} as const;

/** The one-click fixes' button words. */
export const FIX_TEXT = {
  words: (words: string) => `Keep “${words}”`,
  captionSize: 'Make the caption as big as it goes',
  outline: (colour: 'white' | 'black', px: number) => `Add a ${px} px ${colour} outline`,
  zoom: 'Zoom to the subject',
  fill: 'Fill the frame with the image',
} as const;

/** Said in the input slot when the output draws almost nothing (issue 36 item 4). */
export const BLANK_SLOT_NOTE = 'Almost nothing of this is drawn in the emote: see the output.';
