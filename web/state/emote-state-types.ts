/** The types of the per-slug emote state (SPEC section 3), apart from the store so persistence can name them without importing it. */
import type { SettingValues, Size } from '../emotes/types.ts';
import type { EncodeOptions, InputTransform, OutputFormat } from '../pipeline/protocol.ts';
import type { StackedEffect } from '../effects/stack.ts';

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
  /** Effects added after the type's own ("Add effect"), in order. */
  stack: StackedEffect[];
}
