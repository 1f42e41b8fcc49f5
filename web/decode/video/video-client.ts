/**
 * The page's side of a clip's worker (video-worker.ts): each job gets a worker of its own, ended
 * when the job ends or its signal aborts (a later choice, the page left), which stops the decode
 * at once and frees its memory. The page's main thread only receives finished bitmaps.
 */
import { WHOLE_CLIP } from '../clip-span.ts';
import type { DecodedVideo, DecodeVideoOptions } from '../decode-video.ts';
import { LoadError, type LoadErrorMessage } from '../load-error.ts';
import type { FromVideoWorker, ToVideoWorker, VideoFailure } from './video-protocol.ts';

/** decodeVideo's result, made in a worker: the same frames, LoadErrors in the same words. */
export function decodeVideoOffThread(blob: Blob, { maxSide, frameMs, span, signal }: DecodeVideoOptions): Promise<DecodedVideo> {
  return runJob<DecodedVideo>({ type: 'decode', blob, maxSide, frameMs }, signal, (message, send, fail) => {
    if (message.type === 'span') {
      const asked = async () => (span ? span(message.clipMs) : WHOLE_CLIP);
      asked().then((part) => send({ type: 'span', span: part }), fail);
      return undefined;
    }
    return message.type === 'decoded' ? { value: message.video } : undefined;
  });
}

/** The clip's thumbnails, drawn in a worker; empty when it cannot be read. */
export function clipThumbnailsOffThread(blob: Blob): Promise<ImageBitmap[]> {
  return runJob<ImageBitmap[]>({ type: 'thumbnails', blob }, undefined, (message) => (message.type === 'thumbnails' ? { value: message.bitmaps } : undefined)).catch(() => []);
}

/** The job's answer to a message: its result, or undefined while it goes on; `fail` ends it with an error. */
type Handle<T> = (message: FromVideoWorker, send: (message: ToVideoWorker) => void, fail: (error: unknown) => void) => { value: T } | undefined;

function runJob<T>(job: ToVideoWorker, signal: AbortSignal | undefined, handle: Handle<T>): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const worker = new Worker(new URL('./video-worker.ts', import.meta.url), { type: 'module', name: 'video' });
  return new Promise<T>((resolve, reject) => {
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => fail(signal!.reason);
    const send = (message: ToVideoWorker) => worker.postMessage(message);
    const fail = (error: unknown) => {
      end();
      reject(error);
    };
    worker.onmessage = ({ data }: MessageEvent<FromVideoWorker>) => {
      if (data.type === 'failed') return fail(errorOf(data.failure));
      const done = handle(data, send, fail);
      if (!done) return;
      end();
      resolve(done.value);
    };
    // The worker's own script could not load, or it died: not an error it caught.
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(`the clip's worker failed: ${event.message}`));
    };
    signal?.addEventListener('abort', onAbort);
    send(job);
  });
}

/** The error as thrown in the worker: a LoadError with its words and help, else a plain Error. */
const errorOf = (failure: VideoFailure) =>
  failure.loadError ? new LoadError(failure.message as LoadErrorMessage, failure.help ? { help: failure.help } : undefined) : new Error(failure.message);
