/**
 * The contract between the page's cut-out (issue 18) and the segmentation model, which runs in a
 * worker of its own (DESIGN section 7): frames in, one alpha mask per frame out.
 */

/** What the model is doing, for the slot's progress bar. */
export type SegmentProgress =
  | { phase: 'download'; loadedBytes: number; totalBytes: number }
  /** The files are in; onnxruntime is opening the model (a second or more, no measure of it). */
  | { phase: 'open' }
  | { phase: 'frame'; frame: number; frames: number };

/** Why a cut-out could not run; the slot shows `message` and keeps its input as it was. */
export class SegmentError extends Error {
  constructor(
    readonly code: 'model-unavailable' | 'model-damaged' | 'out-of-memory' | 'interrupted' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'SegmentError';
  }
}

export interface SegmentHooks {
  signal?: AbortSignal;
  onProgress?: (progress: SegmentProgress) => void;
}

/** One mask per frame: alpha 0..255, row-major, at that frame's width × height. */
export type FrameMask = Uint8Array;
