/** Resolving and clamping an emote type's settings for a given output size. */
import type { BySize, SettingSpec, SettingsSchema, SettingValues, Size } from './types.ts';

/** A setting's value at this size (a setting value is never itself a function). */
export const atSize = <T extends number | boolean>(value: BySize<T>, size: Size): T =>
  typeof value === 'function' ? value(size) : value;

/** Minimum and maximum of a numeric setting at this size (choices: their extremes). */
export function settingRange(spec: SettingSpec, size: Size): { min: number; max: number } | null {
  if (spec.kind === 'number') return { min: atSize(spec.min, size), max: atSize(spec.max, size) };
  if (spec.kind === 'choice') {
    const values = spec.choices.map((c) => c.value);
    return { min: Math.min(...values), max: Math.max(...values) };
  }
  return null;
}

/** The default values of every setting at this size. */
export function defaultSettings(schema: SettingsSchema, size: Size): SettingValues {
  const values: SettingValues = {};
  for (const [key, spec] of Object.entries(schema)) values[key] = atSize(spec.default, size);
  return values;
}

function clampOne(spec: SettingSpec, value: unknown, size: Size): number | boolean {
  if (spec.kind === 'toggle') return typeof value === 'boolean' ? value : atSize(spec.default, size);
  const n = typeof value === 'number' && Number.isFinite(value) ? value : atSize(spec.default, size);
  if (spec.kind === 'choice') {
    // Snap to the nearest allowed choice.
    return spec.choices.reduce((best, c) => (Math.abs(c.value - n) < Math.abs(best - n) ? c.value : best), spec.choices[0].value);
  }
  const min = atSize(spec.min, size);
  const max = atSize(spec.max, size);
  return Math.min(max, Math.max(min, n));
}

/** Settings clamped to each setting's minimum and maximum for this size (SPEC section 5); unknown keys dropped. */
export function clampSettings(schema: SettingsSchema, values: Partial<SettingValues>, size: Size): SettingValues {
  const out: SettingValues = {};
  for (const [key, spec] of Object.entries(schema)) out[key] = clampOne(spec, values[key], size);
  return out;
}
