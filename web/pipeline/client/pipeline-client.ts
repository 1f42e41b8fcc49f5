/** The one place the page talks to the pipeline: debounce, abort-and-replace, transfer. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { EncodeJob, MakeJob, MakeResult } from '../protocol.ts';
import { detachBitmaps } from './detach-bitmaps.ts';
import { WorkerBridge, type JobListeners } from './worker-bridge.ts';

/**
 * Changes within this make one job. Zero: changes of one task (a preset sets format, size and
 * settings) still coalesce, and the worker itself waits before encoding (worker.ts
 * ENCODE_DELAY_MS), so the composed frames reach the preview at once.
 */
export const MAKE_DEBOUNCE_MS = 0;

const INTERRUPTED: MakeResult = { kind: 'error', code: ENCODE_ERRORS.interrupted };

/** Makes emotes in a worker; a newer request supersedes the one in flight. */
export class PipelineClient {
  private readonly bridge = new WorkerBridge();
  private latest = 0;
  private inFlight: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: ((r: MakeResult) => void) | null = null;
  private previous: Promise<unknown> = Promise.resolve();

  /**
   * Makes the emote after a short debounce. A request superseded by a newer one resolves with
   * 'encoding interrupted'; the caller must only show results whose `current` flag is true.
   */
  make(job: MakeJob, listeners: JobListeners = {}): Promise<{ result: MakeResult; current: boolean }> {
    const ticket = ++this.latest;
    if (this.timer) clearTimeout(this.timer);
    this.waiting?.(INTERRUPTED);
    if (this.inFlight !== null) void this.bridge.abort(this.inFlight);
    return new Promise<MakeResult>((resolve) => {
      this.waiting = resolve;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.waiting = null;
        void this.start(job, ticket, listeners).then(resolve);
      }, MAKE_DEBOUNCE_MS);
    }).then((result) => ({ result, current: ticket === this.latest }));
  }

  /** Encodes already-composed frames right away (benchmarks and tests). */
  encode(job: EncodeJob): Promise<MakeResult> {
    return this.bridge.run({ type: 'encode', job }, job.frames).result;
  }

  /** Stops whatever is in flight and ends the worker; nothing in flight is reported as current after this. */
  dispose() {
    this.latest++;
    if (this.timer) clearTimeout(this.timer);
    this.waiting?.(INTERRUPTED);
    this.bridge.restart();
  }

  /** Stops the job in flight (Cancel): it ends with 'encoding interrupted'. */
  cancel() {
    this.latest++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting?.(INTERRUPTED);
    this.waiting = null;
    if (this.inFlight !== null) void this.bridge.abort(this.inFlight);
  }

  private async start(job: MakeJob, ticket: number, listeners: JobListeners): Promise<MakeResult> {
    if (this.inFlight !== null) await this.bridge.abort(this.inFlight);
    if (ticket !== this.latest) return INTERRUPTED;
    const detached = await detachBitmaps(job);
    // An aborted job can hold the worker for up to ABORT_GRACE_MS; the restart that ends it would end this job too.
    await this.previous;
    if (ticket !== this.latest) {
      detached.transfer.forEach((b) => (b as ImageBitmap).close());
      return INTERRUPTED;
    }
    // A superseded job may still report while it stops; only the newest one is shown.
    const current = (): boolean => ticket === this.latest;
    const { id, result } = this.bridge.run({ type: 'make', job: detached.job }, detached.transfer, {
      onProgress: (progress) => current() && listeners.onProgress?.(progress),
      onPreview: (preview) => current() && listeners.onPreview?.(preview),
    });
    this.inFlight = id;
    this.previous = result;
    const outcome = await result;
    if (this.inFlight === id) this.inFlight = null;
    return outcome;
  }
}
