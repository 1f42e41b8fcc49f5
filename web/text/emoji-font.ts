/**
 * Noto Color Emoji (OFL-1.1, @fontsource/noto-color-emoji): one 5.6 MB file, not precached,
 * fetched when text first uses an emoji and then kept by the service worker's runtime cache.
 * The package also splits it into 11 parts by code point, but those parts drew no glyph on a
 * canvas in Chromium 156 (measured: 😂, 👍, 🔥 gave no ink from their part), so the whole font is used.
 */
import emojiFont from '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2?url';

export const EMOJI_FONT_URL: string = emojiFont;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** True when `text` has an emoji the bundled emoji font draws. */
export const hasEmoji = (text: string) => EMOJI.test(text);
