/** The frame-rate and loop-length settings most emote types share, and the timing they give. */
import { FRAME_RATE_CHOICES, type BySize, type ChoiceSetting, type EffectTiming, type NumberSetting } from './types.ts';

/** Frame-rate setting (SPEC section 3 choices), keyed `frameMs`. */
export const frameRateSetting = (defaultMs: number): ChoiceSetting => ({
  kind: 'choice',
  label: 'Frame rate',
  description: 'How long each frame shows; faster rates make smoother but larger GIFs.',
  default: defaultMs,
  choices: FRAME_RATE_CHOICES,
});

/** Loop-length setting in seconds, keyed `seconds`. */
export const loopSecondsSetting = (
  range: { default: BySize<number>; min: BySize<number>; max: BySize<number>; step?: number },
  description = 'How long one loop of the effect lasts; longer is slower.',
): NumberSetting => ({ kind: 'number', label: 'Loop length', description, step: 0.1, unit: ' s', ...range });

/** The values of the two shared settings, in any type's settings that declare them. */
export interface LoopValues {
  seconds: number;
  frameMs: number;
}

/** Frames in one loop of `seconds` at `frameMs` (at least 2). */
export const countLoopFrames = (settings: LoopValues) => Math.max(2, Math.round((settings.seconds * 1000) / settings.frameMs));

/** Timing of a type whose settings hold `seconds` and `frameMs`. */
export const loopTiming = (settings: LoopValues): EffectTiming => ({
  frameCount: countLoopFrames(settings),
  frameMs: settings.frameMs,
});

/** The effect frame a phase falls on (0 … frames − 1). */
export const findFrameIndex = (p: number, frames: number) => Math.round(p * frames) % frames;

/** Width over height, at least 1: how much wider than square an output is. */
export const measureWideness = (size: { width: number; height: number }) => Math.max(1, size.width / size.height);

/** A value rounded to one decimal (defaults that grow with the output's width). */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;
