/** The stack effect framework: what one effect file declares (DESIGN section 7 "stack", STYLE.md). */
import type { NumberSetting, SettingsSchema, SettingValues, SettingValuesOf, ToggleSetting } from '../emotes/types.ts';

/** The settings every effect has: how long one cycle lasts and whether it applies to the whole frame. */
export interface CommonEffectSettings extends SettingsSchema {
  seconds: NumberSetting;
  wholeFrame: ToggleSetting;
}

/** Everything an effect may use to change one output frame. */
export interface EffectFrame<V = SettingValues> {
  /** The layer the effect changes in place: the subject alone, or the whole frame. */
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  width: number;
  height: number;
  /** Phase of this effect's cycle in [0, 1), never 1. */
  p: number;
  /** Output frames in one cycle of this effect (at least 1): effects that jump per frame step by 1 / cycleFrames. */
  cycleFrames: number;
  /** A canvas of the same size the effect may draw on, cleared by whoever uses it. */
  scratch: OffscreenCanvas;
  settings: V;
}

/** What an effect file writes; `apply` gets the values of its own `settings`. */
export interface StackEffectSpec<S extends CommonEffectSettings = CommonEffectSettings> {
  /** Key in the stack, the state and the recipe link (never changes once shipped). */
  id: string;
  /** Shown in the "Add effect" list and on the added effect. */
  name: string;
  /** One line in the "Add effect" list. */
  description: string;
  settings: S;
  /** Pure: changes the layer for phase `p`. No Date.now, no unseeded Math.random. */
  apply: (frame: EffectFrame<SettingValuesOf<S>>) => void;
}

/** An effect as the registry holds it. */
export type StackEffect = StackEffectSpec<CommonEffectSettings> & { apply: (frame: EffectFrame) => void };

/** Builds an effect; `apply` gets settings typed from the schema (the stack only calls it with clamped values). */
export const defineEffect = <S extends CommonEffectSettings>(spec: StackEffectSpec<S>): StackEffect => spec as unknown as StackEffect;
