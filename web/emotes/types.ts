/** The emote type framework: what one emote type file declares (SPEC section 3, STYLE.md). */
import type { OutputFormat } from '../output-format.ts';

export type Access = 'free' | 'normal' | 'premium';

export interface Size {
  width: number;
  height: number;
}

/**
 * A value that may depend on the output size (a wider 7TV output may get a wider range). Written
 * inline in an emote's settings, type its parameter, `(size: Size) => …`: with an untyped arrow
 * there TypeScript falls back to the general schema and `render`'s settings lose their types.
 */
export type BySize<T> = T | ((size: Size) => T);

interface SettingBase {
  /** Label shown in the options panel. */
  label: string;
  /** One line shown in the option's info popover. */
  description: string;
}

/** A slider / number field. */
export interface NumberSetting extends SettingBase {
  kind: 'number';
  default: BySize<number>;
  min: BySize<number>;
  max: BySize<number>;
  step: number;
  unit?: string;
}

/** An on/off switch. */
export interface ToggleSetting extends SettingBase {
  kind: 'toggle';
  default: BySize<boolean>;
}

/** A pick from fixed numeric choices (e.g. the frame-rate choices). */
export interface ChoiceSetting extends SettingBase {
  kind: 'choice';
  default: BySize<number>;
  choices: readonly { value: number; label: string }[];
}

export type SettingSpec = NumberSetting | ToggleSetting | ChoiceSetting;
export type SettingsSchema = Record<string, SettingSpec>;
export type SettingValues = Record<string, number | boolean>;

/** What one declared setting holds: a toggle is on or off; numbers and choices are numbers. */
export type SettingValueOf<S extends SettingSpec> = S extends { kind: 'toggle' } ? boolean : number;
/** The values of a declared schema, typed key by key (what `timing` and `render` receive). */
export type SettingValuesOf<S extends SettingsSchema> = { [K in keyof S]: SettingValueOf<S[K]> };

/** Frame-rate choices of SPEC section 3 (ms per frame). */
export const FRAME_RATE_CHOICES = [
  { value: 20, label: '50 fps' },
  { value: 30, label: '30 fps' },
  { value: 40, label: '25 fps' },
  { value: 50, label: '20 fps' },
  { value: 60, label: '15 fps' },
  { value: 80, label: '12 fps' },
  { value: 100, label: '10 fps' },
] as const;

/** Where the interesting part of a sample image is, in sample pixels. */
export interface FocusBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** SPEC 'Input image spec'. */
export interface InputImageSpec {
  title: string;
  description: string;
  sample: { url: string; size: Size; focus: FocusBox; pixelated: boolean } | null;
  /** Words the slot starts with instead of its sample image (issue 20: the text-first maker). */
  startText?: string;
}

/** SPEC outputSample: x1/x2/x4 urls with their sizes. */
export interface OutputSample {
  x1: { url: string; size: Size };
  x2: { url: string; size: Size };
  x4: { url: string; size: Size };
  aspectRatio: number;
}

/** One input as render() sees it: the current frame, already placed (transform applied) on an output-sized canvas. */
export interface RenderInput {
  image: CanvasImageSource;
  pixelated: boolean;
}

/** Everything render() may use to draw one output frame. */
export interface RenderFrame<V = SettingValues> {
  ctx: OffscreenCanvasRenderingContext2D;
  width: number;
  height: number;
  /** Phase of the effect loop in [0, 1): frame index / frame count, never 1. */
  p: number;
  frameIndex: number;
  frameCount: number;
  /** Time of this output frame since the loop start, ms. */
  timeMs: number;
  /** The main inputs (not BG/FG), null where empty. */
  inputs: (RenderInput | null)[];
  settings: V;
}

/** How many frames the effect loop has and how long each shows. */
export interface EffectTiming {
  frameCount: number;
  frameMs: number;
}

/** What an emote type file writes; `timing`, `render` and `defaultStartFrame` get the values of its own `settings`. */
export interface EmoteTypeSpec<S extends SettingsSchema = SettingsSchema> {
  name: string;
  slug: string;
  access?: Access;
  defaultFormat?: OutputFormat;
  defaultSize?: Size;
  /** The output style preset a fresh maker starts on (presets.ts); Twitch's, still or animated by the default format, when omitted. */
  defaultPreset?: string;
  /** Main input slots (not counting BG/FG); one 'Image 1' slot when omitted. */
  inputs?: Partial<InputImageSpec>[];
  /** Size of the sample input art (448×448, 896×896 for boomies). */
  sampleSize?: Size;
  /** Minimum number of non-empty main inputs before there is anything to make (default 1). */
  minInputs?: number;
  settings: S;
  timing: (settings: SettingValuesOf<S>, size: Size) => EffectTiming;
  /** Pure: draws one output frame. No Date.now, no unseeded Math.random. */
  render: (frame: RenderFrame<SettingValuesOf<S>>) => void;
  /** The default 1-based start frame (arrive starts on a held frame). */
  defaultStartFrame?: (settings: SettingValuesOf<S>, size: Size) => number;
}

/** A complete emote type definition (SPEC section 3), derived from its spec. */
export interface EmoteType extends Required<Omit<EmoteTypeSpec, 'inputs' | 'sampleSize' | 'defaultStartFrame'>> {
  defaultFilename: string;
  pageTitle: string;
  pageDescription: string;
  url: string;
  inputImageSpecs: InputImageSpec[];
  /** Slot index of the optional background and foreground images. */
  backgroundIndex: number;
  foregroundIndex: number;
  outputSample: OutputSample;
  defaultStartFrame: (settings: SettingValues, size: Size) => number;
}
