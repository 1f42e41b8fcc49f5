/** The types of the per-slug emote state (SPEC section 3), apart from the store so persistence can name them without importing it. */
import type { SettingValues, Size } from '../../emotes/types.ts';
import type { EncodeOptions, InputTransform, OutputFormat, SubjectStyle } from '../../pipeline/protocol.ts';
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { StackedEffect } from '../../effects/stack.ts';
import type { CaptionSpec, TextSpec } from '../../text/text-spec.ts';

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
  /** The source has no transparency in its first frame, so its framing is Fill until cut out (state/framing.ts); absent in state saved before. */
  opaque?: boolean;
  /** How its subject is cut out (issue 18); absent: not at all. */
  cutout?: CutoutSettings;
  /** Words standing in for an image (issue 20): the worker draws them; `url` is only the page's picture of them. */
  text?: TextSpec;
  /** A video clip (issue 23): `url` is the clip itself, shown by a <video>, not an <img>. */
  video?: true;
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
  /** Outline and shadow around the subject (issue 18). */
  subjectStyle: SubjectStyle;
  /** Effects added after the type's own ("Add effect"), in order. */
  stack: StackedEffect[];
  /** Words drawn over every frame (issue 20); absent until the visitor writes one. */
  caption?: CaptionSpec;
}
