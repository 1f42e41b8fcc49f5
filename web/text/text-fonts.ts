/**
 * The faces bundled with the site (all OFL-1.1, from @fontsource; licences in FONT-LICENSES.md),
 * served from our own origin and precached, so text looks the same on every computer and works
 * offline. Each face is split by its package into parts by code point (latin, latin-ext,
 * cyrillic); all parts of a face load together (15–60 KB each).
 */
import antonLatin from '@fontsource/anton/files/anton-latin-400-normal.woff2?url';
import antonLatinExt from '@fontsource/anton/files/anton-latin-ext-400-normal.woff2?url';
import fredokaLatin from '@fontsource/fredoka/files/fredoka-latin-600-normal.woff2?url';
import fredokaLatinExt from '@fontsource/fredoka/files/fredoka-latin-ext-600-normal.woff2?url';
import pixelLatin from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url';
import pixelLatinExt from '@fontsource/press-start-2p/files/press-start-2p-latin-ext-400-normal.woff2?url';
import pixelCyrillic from '@fontsource/press-start-2p/files/press-start-2p-cyrillic-400-normal.woff2?url';
import caveatLatin from '@fontsource/caveat/files/caveat-latin-700-normal.woff2?url';
import caveatLatinExt from '@fontsource/caveat/files/caveat-latin-ext-700-normal.woff2?url';
import caveatCyrillic from '@fontsource/caveat/files/caveat-cyrillic-700-normal.woff2?url';

const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';

/** One file of a face and the code points it holds. */
export interface FontPart {
  url: string;
  unicodeRange: string;
}

/** The ids of the bundled faces. */
export type FontId = 'heavy' | 'rounded' | 'pixel' | 'handwritten';

/** One bundled face: how the visitor knows it, the family name our canvases use, its weight and files. */
export interface TextFont {
  id: FontId;
  /** Shown in the font select. */
  label: string;
  /** Registered under this family name in the worker's font set (ours, so no system font of that name interferes). */
  family: string;
  weight: number;
  /** True for faces whose strokes get thin at small sizes: they are drawn bolder there (draw-text.ts). */
  thin: boolean;
  parts: readonly FontPart[];
}

export const TEXT_FONTS: readonly TextFont[] = [
  { id: 'heavy', label: 'Heavy (Anton)', family: 'EM Anton', weight: 400, thin: false, parts: [{ url: antonLatin, unicodeRange: LATIN }, { url: antonLatinExt, unicodeRange: LATIN_EXT }] },
  { id: 'rounded', label: 'Rounded (Fredoka)', family: 'EM Fredoka', weight: 600, thin: false, parts: [{ url: fredokaLatin, unicodeRange: LATIN }, { url: fredokaLatinExt, unicodeRange: LATIN_EXT }] },
  {
    id: 'pixel',
    label: 'Pixel (Press Start 2P)',
    family: 'EM Press Start 2P',
    weight: 400,
    thin: false,
    parts: [{ url: pixelLatin, unicodeRange: LATIN }, { url: pixelLatinExt, unicodeRange: LATIN_EXT }, { url: pixelCyrillic, unicodeRange: CYRILLIC }],
  },
  {
    id: 'handwritten',
    label: 'Handwritten (Caveat)',
    family: 'EM Caveat',
    weight: 700,
    thin: true,
    parts: [{ url: caveatLatin, unicodeRange: LATIN }, { url: caveatLatinExt, unicodeRange: LATIN_EXT }, { url: caveatCyrillic, unicodeRange: CYRILLIC }],
  },
];

/** The family name of the bundled emoji font. */
export const EMOJI_FAMILY = 'EM Noto Color Emoji';

/** The face for an id; the heavy face for anything unknown (an old or edited link). */
export const textFontFor = (id: string): TextFont => TEXT_FONTS.find((font) => font.id === id) ?? TEXT_FONTS[0];

/**
 * The canvas font string: our face, then the emoji font, then the system's sans-serif for
 * scripts we do not bundle (CJK, Arabic: drawn by whatever the computer has, never a crash).
 */
export const canvasFont = (font: TextFont, px: number) => `${font.weight} ${px}px "${font.family}", "${EMOJI_FAMILY}", sans-serif`;
