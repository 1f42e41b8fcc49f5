/**
 * The page's side of the placement picture's worker (cut-picture-worker.ts): one worker, kept for
 * the next cut (a touch-up slider cuts again at every step), answering each frame by its id.
 */
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { Box } from '../../cutout/trim-margins.ts';
import type { CutPicture, CutPictureJob } from './cut-picture-protocol.ts';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (picture: CutPicture) => void; reject: (error: Error) => void }>();

/** The picture, and the part of the source frame it shows. */
export interface CutPictureResult {
  blob: Blob;
  box: Box;
}

function start(): Worker {
  const started = new Worker(new URL('./cut-picture-worker.ts', import.meta.url), { type: 'module', name: 'cut-picture' });
  started.onmessage = ({ data }: MessageEvent<CutPicture>) => {
    waiting.get(data.id)?.resolve(data);
    waiting.delete(data.id);
  };
  // Its script could not load, or it died: every waiting picture fails, and the next starts a fresh worker.
  started.onerror = (event) => {
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = null;
    waiting.forEach(({ reject }) => reject(new Error(`the cut-out picture's worker failed: ${event.message}`)));
    waiting.clear();
  };
  return started;
}

/**
 * `bitmap` (transferred: pass a copy) cut out by `cutout`, with the model's mask for it (copied);
 * the PNG and the part of the frame it shows.
 */
export function cutPictureOffThread(bitmap: ImageBitmap, mask: Uint8Array | undefined, cutout: CutoutSettings): Promise<CutPictureResult> {
  const id = nextId++;
  // The settings as plain data: the page's are often its state's live record, which cannot cross.
  const job: CutPictureJob = { id, bitmap, mask: mask ? mask.slice() : null, cutout: JSON.parse(JSON.stringify(cutout)) as CutoutSettings };
  const current = (worker ??= start());
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: (picture) => ('error' in picture ? reject(new Error(picture.error)) : resolve({ blob: picture.blob, box: picture.box })), reject });
    try {
      current.postMessage(job, [bitmap, ...(job.mask ? [job.mask.buffer] : [])]);
    } catch (error) {
      waiting.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
