/**
 * The messages between the page and a clip's worker (video-worker.ts). The page sends one job; the
 * worker may ask which part of the clip to decode once it knows the clip's length (the page's
 * choice, a function, cannot travel), and ends with the frames, the thumbnails or a failure.
 */
import type { ClipSpan } from '../clip-span.ts';
import type { DecodedVideo } from '../decode-video.ts';

/** A job for the worker, or the answer to its question. */
export type ToVideoWorker =
  | { type: 'decode'; blob: Blob; maxSide: number; frameMs: number }
  | { type: 'thumbnails'; blob: Blob }
  | { type: 'span'; span: ClipSpan };

/** A failure as it crosses: a LoadError keeps its words and help, anything else is described. */
export interface VideoFailure {
  loadError: boolean;
  message: string;
  help: string | null;
}

/** The worker's question, or the end of its job (the frames' and thumbnails' bitmaps are transferred). */
export type FromVideoWorker =
  | { type: 'span'; clipMs: number }
  | { type: 'decoded'; video: DecodedVideo }
  | { type: 'thumbnails'; bitmaps: ImageBitmap[] }
  | { type: 'failed'; failure: VideoFailure };
