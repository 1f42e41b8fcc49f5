/** Owns the pipeline Worker: sends jobs, routes progress and results, restarts it when it dies or is stuck. */
import { ENCODE_ERRORS, type EncodeErrorCode } from '../../messages.ts';
import type { EncodeJob, FromWorker, JobProgress, MakeRequest, MakeResult, PackItemUpdate, PackJob, PreviewFrames, ToWorker } from '../protocol.ts';

/** What a job reports before its result. */
export interface JobListeners {
  onProgress?: (progress: JobProgress) => void;
  onPreview?: (preview: PreviewFrames) => void;
  /** A pack job's item moved on or is done. */
  onPackItem?: (index: number, update: PackItemUpdate) => void;
}

type Pending = JobListeners & {
  resolve: (r: MakeResult) => void;
  /** Resolves once an aborted job has ended, by answering or by its worker being replaced. */
  stopping?: Promise<void>;
};

/** How long an aborted job may take to stop before the worker is replaced (WASM encodes cannot be interrupted). */
const ABORT_GRACE_MS = 250;

export class WorkerBridge {
  private worker: Worker | null = null;
  private workersStarted = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** Which worker messages go to now (starting it if none runs): a replaced worker has a new number and holds nothing. */
  generation(): number {
    this.ensureWorker();
    return this.workersStarted;
  }

  /** Posts a message that is not a job (an input the worker keeps). */
  post(message: ToWorker, transfer: Transferable[]) {
    this.ensureWorker().postMessage(message, transfer);
  }

  /** Starts a job; resolves with its result (never rejects). */
  run(
    message: { type: 'make'; job: MakeRequest } | { type: 'encode'; job: EncodeJob } | { type: 'pack'; job: PackJob },
    transfer: Transferable[],
    listeners: JobListeners = {},
  ): { id: number; result: Promise<MakeResult> } {
    const id = this.nextId++;
    const result = new Promise<MakeResult>((resolve) => this.pending.set(id, { resolve, ...listeners }));
    this.ensureWorker().postMessage({ ...message, id } as ToWorker, transfer);
    return { id, result };
  }

  /**
   * Asks the worker to stop a job and resolves once it has ended; replaces the worker if the job
   * does not answer in time. Start the next job only after this resolves, so a replaced worker
   * never takes a newer job down with it.
   */
  abort(id: number): Promise<void> {
    const p = this.pending.get(id);
    if (!p || !this.worker) return Promise.resolve();
    if (!p.stopping) {
      this.worker.postMessage({ type: 'abort', id } satisfies ToWorker);
      const ended = p.resolve;
      p.stopping = new Promise<void>((done) => {
        const timer = setTimeout(() => {
          if (this.pending.has(id)) this.restart(ENCODE_ERRORS.interrupted);
          done();
        }, ABORT_GRACE_MS);
        p.resolve = (result) => {
          clearTimeout(timer);
          ended(result);
          done();
        };
      });
    }
    return p.stopping;
  }

  /** Ends the worker (e.g. to give back WASM memory, which never shrinks); pending jobs end with `code`. */
  restart(code: EncodeErrorCode = ENCODE_ERRORS.interrupted) {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.resolve({ kind: 'error', code });
    }
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module', name: 'pipeline' });
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    // A worker that dies (usually out of memory) reports an error event and never answers.
    worker.onerror = (event) => {
      console.error('pipeline worker failed', event.message);
      this.restart(ENCODE_ERRORS.workerOutOfMemory);
    };
    this.worker = worker;
    this.workersStarted++;
    return worker;
  }

  private receive(message: FromWorker) {
    const p = this.pending.get(message.id);
    if (!p) return;
    if (message.type === 'progress') p.onProgress?.(message.progress);
    else if (message.type === 'preview') p.onPreview?.(message.preview);
    else if (message.type === 'pack-item') p.onPackItem?.(message.index, message.update);
    else {
      this.pending.delete(message.id);
      p.resolve(message.result);
      if (message.recycle && this.pending.size === 0) this.restart();
    }
  }
}
