/** The per-slug emote state of SPEC section 4, in one valtio store. */
import { proxy } from 'valtio';
import { defaultSettings } from '../../emotes/settings.ts';
import { persistEmoteState, restoreEmoteState } from './persist-state.ts';
import type { EmoteType } from '../../emotes/types.ts';
import { defaultEncodeOptions, defaultSubjectStyle } from '../../pipeline/protocol.ts';
import type { EmoteState, GuiState, OverlayOptions } from './emote-state-types.ts';

export type { AnisStatus, EmoteState, GuiState, InputImage, OverlayOptions } from './emote-state-types.ts';

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
    presetId: type.defaultPreset,
    format: type.defaultFormat,
    size,
    inputImages: Array.from({ length: type.foregroundIndex + 1 }, () => null),
    settings,
    overlayOptions: defaultOverlayOptions(),
    filename: type.defaultFilename,
    encodeOptions: { ...defaultEncodeOptions(), startFrame: type.defaultStartFrame(settings, size) },
    guiState: defaultGuiState(),
    subjectStyle: defaultSubjectStyle(),
    stack: [],
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
