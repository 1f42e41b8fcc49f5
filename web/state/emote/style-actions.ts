/** Actions for the output style: preset, format, size, settings, filename (SPEC section 4). */
import { MAX_OUTPUT_SIZE } from '../../limits.ts';
import { clampSettings } from '../../emotes/settings.ts';
import type { EmoteType, SettingValues, Size } from '../../emotes/types.ts';
import type { OutputFormat } from '../../pipeline/protocol.ts';
import { CUSTOM_PRESET, findPreset } from '../../platforms/presets.ts';
import { platformById } from '../../platforms/platform-rules.ts';
import { stateFor } from './emote-state.ts';
import { markEdited } from './edit.ts';

/** Width or height clamped to 1..max size and rounded to a whole pixel. */
export const clampDimension = (value: number) =>
  Math.min(MAX_OUTPUT_SIZE, Math.max(1, Math.round(Number.isFinite(value) ? value : 1)));

/** Switches to custom when format or size no longer match the chosen preset. */
export function reconcilePreset(type: EmoteType) {
  const state = stateFor(type);
  const preset = findPreset(state.presetId);
  if (!preset || preset.id === CUSTOM_PRESET.id) return;
  const sizeDiffers = preset.size && (preset.size.width !== state.size.width || preset.size.height !== state.size.height);
  // GIF for a preset that defaults to WebP (or back) keeps the preset when its platform takes it: still an animated emote for that platform.
  const bothAnimated = preset.format !== 'png' && state.format !== 'png';
  const platformTakes = preset.platform !== undefined && platformById(preset.platform).formats.includes(state.format);
  const formatDiffers = preset.format && preset.format !== state.format && !(bothAnimated && platformTakes);
  if (sizeDiffers || formatDiffers) state.presetId = CUSTOM_PRESET.id;
}

/**
 * Applies new settings or size: settings re-clamped to the size's ranges, and a start frame the
 * visitor left at the type's default (arrive's held frame) follows the new default.
 */
function applySettings(type: EmoteType, settings: SettingValues, previous: { settings: SettingValues; size: Size }) {
  const state = stateFor(type);
  const wasDefault = state.encodeOptions.startFrame === type.defaultStartFrame(previous.settings, previous.size);
  state.settings = clampSettings(type.settings, settings, state.size);
  if (wasDefault) state.encodeOptions.startFrame = type.defaultStartFrame(state.settings, state.size);
}

const current = (type: EmoteType) => {
  const state = stateFor(type);
  return { settings: { ...state.settings }, size: { ...state.size } };
};

/** Chooses a preset: its format and size apply where it defines them. */
export function choosePreset(type: EmoteType, presetId: string) {
  const state = stateFor(type);
  const preset = findPreset(presetId);
  if (!preset) return;
  const previous = current(type);
  state.presetId = preset.id;
  if (preset.format) state.format = preset.format;
  if (preset.size) state.size = { width: clampDimension(preset.size.width), height: clampDimension(preset.size.height) };
  applySettings(type, state.settings, previous);
  markEdited(state);
}

export function setFormat(type: EmoteType, format: OutputFormat) {
  stateFor(type).format = format;
  reconcilePreset(type);
  markEdited(stateFor(type));
}

/** Sets width or height (clamped and rounded); returns the value applied. */
export function setSize(type: EmoteType, dimension: 'width' | 'height', value: number): number {
  const state = stateFor(type);
  const previous = current(type);
  state.size[dimension] = clampDimension(value);
  reconcilePreset(type);
  applySettings(type, state.settings, previous);
  markEdited(state);
  return state.size[dimension];
}

export function setSetting(type: EmoteType, key: string, value: number | boolean) {
  const state = stateFor(type);
  applySettings(type, { ...state.settings, [key]: value }, current(type));
  markEdited(state);
}

/** Marks the output saved (the visitor downloaded it). */
export function markSaved(type: EmoteType) {
  stateFor(type).saved = true;
}
