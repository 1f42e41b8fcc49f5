/** What the slots' "Remove background" is doing right now (issue 18): never persisted. */
import { proxy } from 'valtio';
import type { CutoutMode } from '../../cutout/cutout-settings.ts';
import type { ToolReason } from '../../cutout/choose-tool.ts';
import type { MaskVerdict } from '../../cutout/mask-verdict.ts';
import type { SegmentProgress } from '../../cutout/segment/segment-types.ts';

export interface SlotCutoutRun {
  /** The model's progress; null while it starts. */
  progress: SegmentProgress | null;
}

/** Why "Remove background" did what it did (issue 33 item 2): the tool it chose and why, or what looked wrong with the model's mask. */
export type CutoutNoteKind = ToolReason | Exclude<MaskVerdict, null>;

export interface CutoutNote {
  kind: CutoutNoteKind;
  /** The source and the tool the note is about: it shows only while the slot still has both. */
  source: string;
  mode: CutoutMode;
}

export interface CutoutRuntime {
  /** Slots whose background is being removed. */
  running: Record<number, SlotCutoutRun>;
  /** The last cut-out failure per slot, in words, shown in the slot. */
  errors: Record<number, string>;
  /** Slots whose "Remove colour" takes its colour from the next click on the placement preview. */
  picking: Record<number, boolean>;
  /** The last "Remove background" note per slot. */
  notes: Record<number, CutoutNote>;
}

export const cutoutRuntime = proxy<CutoutRuntime>({ running: {}, errors: {}, picking: {}, notes: {} });
