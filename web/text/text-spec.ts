/** Words as settings (issue 20): a text input's words and style, and a caption. Plain data: it travels in jobs, state and links. */
import type { FontId } from './text-fonts.ts';

/** One outline around the letters; width in percent of the letter size, 0 for none. */
export interface TextOutline {
  color: string;
  width: number;
}

/** Text that stands in for an input slot's image. */
export interface TextSpec {
  /** One or more lines; emoji allowed. */
  words: string;
  font: FontId;
  fill: string;
  /** Second colour of a top-to-bottom gradient, or null for a plain fill. */
  fill2: string | null;
  /** Inner outline first; up to two. */
  outlines: [TextOutline, TextOutline];
}

/** Where a caption goes: a band at the top or bottom (the meme style), or a speech bubble pointing at the subject. */
export type CaptionPlace = 'top' | 'bottom' | 'bubble';

/** A caption drawn over every output frame, after the effect. */
export interface CaptionSpec {
  words: string;
  place: CaptionPlace;
  font: FontId;
  /** Letter size in percent of the output height (shrunk to fit when the words need it). */
  size: number;
  fill: string;
  outline: string;
  /** Outline width in percent of the letter size, 0 for none. */
  outlineWidth: number;
  /** True: the caption moves with the subject (its visible pixels); false: fixed on the frame. */
  follow: boolean;
}

/** The longest words a text input or caption takes. */
export const MAX_WORDS = 200;
export const CAPTION_SIZE = { min: 5, max: 40 };
export const OUTLINE_WIDTH = { min: 0, max: 40 };

/** What someone making a "GG" emote expects: heavy letters, a warm gradient, a black outline. */
export const defaultTextSpec = (): TextSpec => ({
  words: 'GG',
  font: 'heavy',
  fill: '#ffd23f',
  fill2: '#ff7a1a',
  outlines: [
    { color: '#000000', width: 12 },
    { color: '#ffffff', width: 0 },
  ],
});

/** The classic meme caption: heavy white letters with a black outline, at the bottom. */
export const defaultCaptionSpec = (): CaptionSpec => ({
  words: '',
  place: 'bottom',
  font: 'heavy',
  size: 20,
  fill: '#ffffff',
  outline: '#000000',
  outlineWidth: 16,
  follow: false,
});

const COLOUR = /^#[0-9a-f]{6}$/i;
const FONT_IDS: readonly FontId[] = ['heavy', 'rounded', 'pixel', 'handwritten'];
const clamp = (value: unknown, min: number, max: number, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback);
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && COLOUR.test(value) ? value.toLowerCase() : fallback);
const font = (value: unknown, fallback: FontId) => (FONT_IDS.includes(value as FontId) ? (value as FontId) : fallback);
const words = (value: unknown) => (typeof value === 'string' ? [...value].slice(0, MAX_WORDS).join('') : '');

/** A text spec from untrusted data (storage, a link): every field checked, defaults where missing. */
export function cleanTextSpec(raw: Partial<TextSpec> | null | undefined): TextSpec {
  const base = defaultTextSpec();
  const outlines = (raw?.outlines ?? []) as Partial<TextOutline>[];
  return {
    words: raw?.words === undefined ? base.words : words(raw.words),
    font: font(raw?.font, base.font),
    fill: colour(raw?.fill, base.fill),
    fill2: raw?.fill2 === null ? null : colour(raw?.fill2, base.fill2!),
    outlines: [0, 1].map((i) => ({
      color: colour(outlines[i]?.color, base.outlines[i].color),
      width: clamp(outlines[i]?.width, OUTLINE_WIDTH.min, OUTLINE_WIDTH.max, base.outlines[i].width),
    })) as [TextOutline, TextOutline],
  };
}

/** A caption spec from untrusted data, every field checked. */
export function cleanCaptionSpec(raw: Partial<CaptionSpec> | null | undefined): CaptionSpec {
  const base = defaultCaptionSpec();
  return {
    words: words(raw?.words),
    place: raw?.place === 'top' || raw?.place === 'bubble' ? raw.place : 'bottom',
    font: font(raw?.font, base.font),
    size: clamp(raw?.size, CAPTION_SIZE.min, CAPTION_SIZE.max, base.size),
    fill: colour(raw?.fill, base.fill),
    outline: colour(raw?.outline, base.outline),
    outlineWidth: clamp(raw?.outlineWidth, OUTLINE_WIDTH.min, OUTLINE_WIDTH.max, base.outlineWidth),
    follow: raw?.follow === true,
  };
}

/** True when a caption has words to draw. */
export const hasCaption = (caption: CaptionSpec | null | undefined): caption is CaptionSpec => !!caption && caption.words.trim() !== '';
