/** The per-slug emote state of SPEC section 4, in one valtio store. */
import { proxy } from 'valtio';
import { defaultSettings } from '../emotes/settings.ts';
import { persistEmoteState, restoreEmoteState } from './persist-state.ts';
import type { EmoteType, SettingValues, Size } from '../emotes/types.ts';
import { defaultEncodeOptions, type EncodeOptions, type InputTransform, type OutputFormat } from '../pipeline/protocol.ts';

export type AnisStatus = 'loading' | 'loaded' | 'unloaded';

/** One chosen input image (SPEC 'inputImages' entry). */
export interface InputImage {
  filename: string;
  url: string;
  /** True when `url` is an object URL of ours that must be revoked when replaced. */
  revokeUrl: boolean;
  size: Size;
  transform: InputTransform;
  isSample: boolean;
}

export interface OverlayOptions {
  imageUrl: string | null;
  imageName: string | null;
  opacity: number;
  showOnInputs: boolean;
  showOnPreview: boolean;
  showOnOutput: boolean;
}

export interface GuiState {
  zoomX: boolean;
  transformOptionsCollapsed: boolean;
  settingsCollapsed: boolean;
  overlayOptionsCollapsed: boolean;
  encodeOptionsCollapsed: boolean;
}

export interface EmoteState {
  fresh: boolean;
  saved: boolean;
  anisStatus: AnisStatus;
  presetId: string;
  format: OutputFormat;
  size: Size;
  inputImages: (InputImage | null)[];
  settings: SettingValues;
  overlayOptions: OverlayOptions;
  filename: string;
  encodeOptions: EncodeOptions;
  guiState: GuiState;
}

export const defaultOverlayOptions = (): OverlayOptions => ({
  imageUrl: null,
  imageName: null,
  opacity: 50,
  showOnInputs: false,
  showOnPreview: true,
  showOnOutput: false,
});

export const defaultGuiState = (): GuiState => ({
  zoomX: false,
  transformOptionsCollapsed: false,
  settingsCollapsed: false,
  overlayOptionsCollapsed: true,
  encodeOptionsCollapsed: false,
});

/** A fresh state for an emote type: its defaults, no inputs chosen yet. */
export function createEmoteState(type: EmoteType): EmoteState {
  const size = { ...type.defaultSize };
  const settings = defaultSettings(type.settings, size);
  return {
    fresh: true,
    saved: false,
    anisStatus: 'loading',
    presetId: type.defaultFormat === 'png' ? 'twitch-static' : 'twitch',
    format: type.defaultFormat,
    size,
    inputImages: Array.from({ length: type.foregroundIndex + 1 }, () => null),
    settings,
    overlayOptions: defaultOverlayOptions(),
    filename: type.defaultFilename,
    encodeOptions: { ...defaultEncodeOptions(), startFrame: type.defaultStartFrame(settings, size) },
    guiState: defaultGuiState(),
  };
}

/** Every slug's emote state, created on first visit. */
export const emoteStates = proxy<Record<string, EmoteState>>({});

/** The state of a slug, created from the type's defaults the first time. */
export function stateFor(type: EmoteType): EmoteState {
  if (!emoteStates[type.slug]) {
    // Without local storage (unit tests in Node) the state lives in memory only.
    const stored = typeof localStorage !== 'undefined';
    emoteStates[type.slug] = stored ? restoreEmoteState(type, createEmoteState(type)) : createEmoteState(type);
    if (stored) persistEmoteState(type.slug, emoteStates[type.slug]);
  }
  return emoteStates[type.slug];
}
