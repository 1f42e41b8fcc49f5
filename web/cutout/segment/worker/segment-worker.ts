/**
 * The segmentation model's own worker (DESIGN section 7): loads the model on its first job, keeps
 * it for the next, and cuts one frame at a time (segment-job.ts), asking the page for each frame in
 * turn so only one frame's copy is ever in flight. Cancelling is the page terminating this worker.
 */
import type { FromSegmentWorker, ToSegmentWorker } from '../segment-protocol.ts';
import type { SegmentError } from '../segment-types.ts';
import { FileCorrupt, FileUnavailable } from './fetch-bytes.ts';
import { loadModel, SEGMENT_CACHE, SessionFailed, type LoadedModel } from './load-model.ts';
import { SegmentJob } from './segment-job.ts';

let model: Promise<LoadedModel> | null = null;
let job: SegmentJob | null = null;

const post = (message: FromSegmentWorker, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = (event: MessageEvent<ToSegmentWorker>) => {
  const message = event.data;
  const step = message.type === 'start' ? start(message.frames, message.modelBase) : cutFrame(message.index, message.bitmap);
  step.catch((error: unknown) => post({ type: 'error', code: codeOf(error), detail: String(error) }));
};

async function start(frames: number, modelBase: string): Promise<void> {
  model ??= loadModel(
    modelBase,
    (loadedBytes, totalBytes) => post({ type: 'progress', progress: { phase: 'download', loadedBytes, totalBytes } }),
    () => post({ type: 'progress', progress: { phase: 'open' } }),
  );
  try {
    job = new SegmentJob(await model, frames);
  } catch (error) {
    model = null;
    if ((error instanceof SessionFailed && !isOutOfMemory(error)) || error instanceof FileCorrupt) {
      await dropCachedModel();
      throw new ModelDamaged(String(error));
    }
    throw error;
  }
  askFor(0);
}

async function cutFrame(index: number, bitmap: ImageBitmap): Promise<void> {
  const current = job!;
  try {
    await current.cutFrame(index, bitmap, (i, mask) => post({ type: 'mask', index: i, mask }, [mask.buffer]));
  } finally {
    bitmap.close();
  }
  if (index + 1 < current.frames) askFor(index + 1);
}

function askFor(index: number): void {
  post({ type: 'progress', progress: { phase: 'frame', frame: index + 1, frames: job!.frames } });
  post({ type: 'need', index });
}

function isOutOfMemory(error: unknown): boolean {
  return /out of memory|memory size|allocation|OOM|RangeError/i.test(String(error));
}

/** The files arrived but would not open, or not whole: their cached copies are gone, and the next try downloads them. */
class ModelDamaged extends Error {}

function codeOf(error: unknown): SegmentError['code'] {
  if (isOutOfMemory(error)) return 'out-of-memory';
  if (error instanceof ModelDamaged) return 'model-damaged';
  if (error instanceof FileUnavailable || error instanceof SessionFailed) return 'model-unavailable';
  return 'failed';
}

/** A model that will not open, or a file of the wrong size, is a corrupt cache: the next try downloads it again. */
async function dropCachedModel(): Promise<void> {
  if ('caches' in self) await caches.delete(SEGMENT_CACHE).catch(() => false);
}
