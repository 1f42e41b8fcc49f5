/**
 * Messages between the page's segment client and the segmentation worker. The worker asks for
 * one frame at a time, so the page copies (never transfers) only the frame being cut out.
 */
import type { SegmentError, SegmentProgress } from './segment-types.ts';

/** Where the site serves the model, its runtime and their manifest (scripts/copy-segment-model.mjs). */
export const SEGMENT_MODEL_PATH = '/models/segment/';

export type ToSegmentWorker =
  | { type: 'start'; frames: number; modelBase: string }
  | { type: 'frame'; index: number; bitmap: ImageBitmap };

export type FromSegmentWorker =
  | { type: 'progress'; progress: SegmentProgress }
  | { type: 'need'; index: number }
  | { type: 'mask'; index: number; mask: Uint8Array }
  | { type: 'error'; code: SegmentError['code']; detail: string };

/** The files scripts/copy-segment-model.mjs writes, with their sizes for the progress bar's total. */
export interface SegmentManifest {
  /** `side`: the square input the model was rewritten to (scripts/resize-segment-model.mjs). */
  model: { size: string; side: number; file: string; bytes: number };
  runtime: { file: string; bytes: number };
  /** One SIMD build: threaded where the page is cross-origin isolated, one thread elsewhere. */
  wasm: { file: string; bytes: number };
  onnxruntime: string;
  data: string;
}
