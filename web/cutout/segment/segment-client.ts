/**
 * Cuts the subject out of frames with the segmentation model, which runs in a worker of its own
 * (worker/segment-worker.ts) so neither the page nor the encode worker waits on it. The worker
 * and its loaded model stay for the next cut-out; cancelling terminates it, which stops the model
 * mid-run, and the next cut-out starts a fresh one. Cut-outs run one after another.
 */
import { SEGMENT_MESSAGES } from './segment-messages.ts';
import { SEGMENT_MODEL_PATH, type FromSegmentWorker, type ToSegmentWorker } from './segment-protocol.ts';
import { SegmentError, type FrameMask, type SegmentHooks } from './segment-types.ts';

let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** One alpha mask per frame; the bitmaps are the caller's and are not closed. */
export async function segmentFrames(frames: ImageBitmap[], hooks: SegmentHooks = {}): Promise<FrameMask[]> {
  const turn = queue.then(() => runSegment(frames, hooks));
  queue = turn.catch(() => undefined);
  return turn;
}

/** The error the slot shows for a code, in the words of SEGMENT_MESSAGES. */
export function segmentError(code: SegmentError['code']): SegmentError {
  return new SegmentError(code, SEGMENT_MESSAGES[code]);
}

/** Ends the worker and frees the model's memory; the next cut-out loads it again (from the cache). */
export function releaseSegmentWorker(): void {
  worker?.terminate();
  worker = null;
}

function runSegment(frames: ImageBitmap[], { signal, onProgress }: SegmentHooks): Promise<FrameMask[]> {
  if (signal?.aborted) return Promise.reject(segmentError('interrupted'));
  if (frames.length === 0) return Promise.resolve([]);
  const current = (worker ??= new Worker(new URL('./worker/segment-worker.ts', import.meta.url), { type: 'module', name: 'segment' }));
  const masks: FrameMask[] = new Array(frames.length);
  let made = 0;
  return new Promise<FrameMask[]>((resolve, reject) => {
    const finish = (error?: SegmentError) => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      if (!error) return resolve(masks);
      // A worker that failed may hold a half-loaded model or a broken heap: the next cut-out starts afresh.
      if (worker === current) releaseSegmentWorker();
      reject(error);
    };
    const send = (message: ToSegmentWorker, transfer: Transferable[] = []) => current.postMessage(message, { transfer });
    const onMessage = (event: MessageEvent<FromSegmentWorker>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'need') {
        // A copy to transfer: the caller keeps its own bitmap open.
        createImageBitmap(frames[message.index]).then(
          (copy) => send({ type: 'frame', index: message.index, bitmap: copy }, [copy]),
          () => finish(segmentError('failed')),
        );
      } else if (message.type === 'mask') {
        masks[message.index] = message.mask;
        made += 1;
        if (made === frames.length) finish();
      } else {
        console.warn('Background removal:', message.detail);
        finish(segmentError(message.code));
      }
    };
    // The worker's own script could not load or it died (a crash, not an error it caught).
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      finish(segmentError('failed'));
    };
    const onAbort = () => finish(segmentError('interrupted'));
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    send({ type: 'start', frames: frames.length, modelBase: new URL(SEGMENT_MODEL_PATH, location.href).href });
  });
}
