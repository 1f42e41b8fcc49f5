/**
 * A recipe: the settings of one emote in a link (`/{slug}#v=1&…`), never its images. The hash, not
 * the query: it never reaches the server or its logs, it leaves the page's address (and so the
 * prerendered HTML and the offline cache's key) unchanged, and it cannot collide with `?toast=`.
 * Keys are short and readable, so a hand-edited link stays possible.
 */
import type { SettingValues, Size } from '../../emotes/types.ts';
import type { EncodeOptions, GifOptions, InputClip, InputTransform, OutputFormat, SubjectStyle } from '../../pipeline/protocol.ts';
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { OverlayOptions } from '../emote/emote-state.ts';
import type { StackedEffect } from '../../effects/stack.ts';
import type { RecipeWords } from './recipe-words.ts';

/** The version key; a hash without it is not a recipe. */
export const RECIPE_VERSION = '1';

/** Overlay options a recipe carries (not the overlay image). */
export type RecipeOverlay = Pick<OverlayOptions, 'opacity' | 'showOnInputs' | 'showOnPreview' | 'showOnOutput'>;

/** What a decoded link asks for; each part absent when the link does not say (or said something unusable). */
export interface Recipe extends RecipeWords {
  presetId?: string;
  format?: OutputFormat;
  size?: Partial<Size>;
  settings: Partial<SettingValues>;
  /** Input transforms by slot (inputs, then BG, then FG). */
  transforms: Record<number, InputTransform>;
  overlay: Partial<RecipeOverlay>;
  encode: Partial<Omit<EncodeOptions, 'gifOptions' | 'inputClip'>>;
  gif: Partial<GifOptions>;
  clip: Partial<InputClip>;
  filename?: string;
  /** Cut-outs by slot (issue 18, recipe-cutout.ts). */
  cutouts?: Record<number, CutoutSettings>;
  /** Outline and shadow (issue 18). */
  subjectStyle?: SubjectStyle;
  /** The added effects, in order; absent when the link says nothing of them. */
  stack?: StackedEffect[];
}

/** Recipe keys of the plain encode options, by field. */
export const ENCODE_KEYS = {
  mirror: 'e.mirror',
  flip: 'e.flip',
  angle: 'e.angle',
  scaledown: 'e.scaledown',
  reverse: 'e.reverse',
  startFrame: 'e.start',
  frameToExtract: 'e.extract',
} as const satisfies Record<keyof Omit<EncodeOptions, 'gifOptions' | 'inputClip'>, string>;

/** Recipe keys of the input clip (the part of a long input used), by field. */
export const CLIP_KEYS = {
  startMs: 'c.start',
  lengthMs: 'c.length',
  speed: 'c.speed',
} as const satisfies Record<keyof InputClip, string>;

/** Recipe keys of the GIF options, by field. */
export const GIF_KEYS = {
  filesizeLimitIndex: 'g.limit',
  customLimitBytes: 'g.custom',
  loop: 'g.loop',
  alphaCutoff: 'g.alpha',
  dither: 'g.dither',
} as const satisfies Record<keyof GifOptions, string>;

/** Recipe keys of the overlay options, by field. */
export const OVERLAY_KEYS = {
  opacity: 'o.opacity',
  showOnInputs: 'o.inputs',
  showOnPreview: 'o.preview',
  showOnOutput: 'o.output',
} as const satisfies Record<keyof RecipeOverlay, string>;

/** Prefix of a setting's key (`s.dip`) and of a slot's transform (`t0`). */
export const SETTING_PREFIX = 's.';
export const TRANSFORM_PREFIX = 't';
