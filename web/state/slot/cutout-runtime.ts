/** What the slots' "Remove background" is doing right now (issue 18): never persisted. */
import { proxy } from 'valtio';
import type { SegmentProgress } from '../../cutout/segment/segment-types.ts';

export interface SlotCutoutRun {
  /** The model's progress; null while it starts. */
  progress: SegmentProgress | null;
}

export interface CutoutRuntime {
  /** Slots whose background is being removed. */
  running: Record<number, SlotCutoutRun>;
  /** The last cut-out failure per slot, in words, shown in the slot. */
  errors: Record<number, string>;
  /** Slots whose "Remove colour" takes its colour from the next click on the placement preview. */
  picking: Record<number, boolean>;
}

export const cutoutRuntime = proxy<CutoutRuntime>({ running: {}, errors: {}, picking: {} });
