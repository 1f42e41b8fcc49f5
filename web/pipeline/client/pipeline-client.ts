/** The one place the page talks to the pipeline: debounce, abort-and-replace, inputs sent once. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { EncodeJob, MakeJob, MakeResult } from '../protocol.ts';
import { InputUploads, partsOf, type PreparedJob } from './input-uploads.ts';
import { yieldToEvents } from '../../../wasm/shared/yield-to-events.ts';
import { WorkerBridge, type JobListeners } from './worker-bridge.ts';
import { isReleased } from '../../decode/decode-again.ts';

/**
 * Changes within this make one job. Zero: changes of one task (a preset sets format, size and
 * settings) still coalesce, and the worker itself waits before encoding (worker.ts
 * ENCODE_DELAY_MS), so the composed frames reach the preview at once.
 */
export const MAKE_DEBOUNCE_MS = 0;

const INTERRUPTED: MakeResult = { kind: 'error', code: ENCODE_ERRORS.interrupted };
/** A job naming an input its slot let go of meanwhile (issue 31): never run, never shown; the change that released it makes the next job. */
const STALE: MakeResult = { kind: 'error', code: ENCODE_ERRORS.interrupted };

/** True when a bitmap was closed (its slot let go of it): posting it would throw 'An ImageBitmap is detached'. */
const isClosed = (bitmap: ImageBitmap) => bitmap.width === 0 && bitmap.height === 0;

/** Makes emotes in a worker; a newer request supersedes the one in flight. */
export class PipelineClient {
  private readonly bridge = new WorkerBridge();
  private readonly uploads = new InputUploads();
  /** Inputs being posted to the worker, part by part. */
  private uploading: Promise<unknown> = Promise.resolve();

  /** Input frames copied to the worker so far: once per input, not per job. */
  get framesSent() {
    return this.uploads.framesSent;
  }
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
    }).then((result) => ({ result, current: ticket === this.latest && result !== STALE }));
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

  /**
   * Posts inputs part by part, each in its own task so the page stays responsive. 'replaced' when
   * the worker was replaced meanwhile (the new one lacks them; the parts not posted are closed);
   * 'stale' when a slot let go of an input meanwhile: its closed frames are not posted (the others
   * are, so the worker holds what the record says), and the job is not run.
   */
  private async postInputs(uploads: ReturnType<InputUploads['commit']>, generation: number): Promise<'posted' | 'replaced' | 'stale'> {
    const parts = uploads.flatMap(partsOf);
    let stale = false;
    for (const part of parts) {
      // The parts not posted stay on the page; the next try decodes the input again whole.
      if (generation !== this.bridge.generation()) return 'replaced';
      if (part.transfer.some(isClosed)) {
        stale = true;
        continue;
      }
      this.bridge.post(part.message, part.transfer);
      await yieldToEvents();
    }
    if (generation !== this.bridge.generation()) return 'replaced';
    return stale ? 'stale' : 'posted';
  }

  private async start(job: MakeJob, ticket: number, listeners: JobListeners): Promise<MakeResult> {
    if (this.inFlight !== null) await this.bridge.abort(this.inFlight);
    if (ticket !== this.latest) return INTERRUPTED;
    // An aborted job can hold the worker for up to ABORT_GRACE_MS; the restart that ends it would end this job too.
    await this.previous;
    if (ticket !== this.latest) return INTERRUPTED;
    // Another job's inputs may still be on their way: a job posted before they all arrive would draw from part of them.
    await this.uploading;
    if (ticket !== this.latest) return INTERRUPTED;
    if (job.inputs.some((input) => input && isReleased(input.animation))) return STALE;
    const generation = this.bridge.generation();
    let prepared: PreparedJob;
    try {
      prepared = await this.uploads.prepare(job, generation);
    } catch (error) {
      // An input's frames had left the page and could not be decoded again, most likely for memory.
      console.error('inputs could not be sent to the worker', error);
      return { kind: 'error', code: ENCODE_ERRORS.imagesOutOfMemory };
    }
    if (ticket !== this.latest || generation !== this.bridge.generation()) {
      discard(prepared);
      return ticket === this.latest ? this.start(job, ticket, listeners) : INTERRUPTED;
    }
    const posting = this.postInputs(this.uploads.commit(prepared, generation), generation);
    this.uploading = posting;
    const posted = await posting;
    if (ticket !== this.latest || posted !== 'posted') {
      prepared.request.overlay?.bitmap.close();
      if (posted === 'stale') return STALE;
      return ticket === this.latest ? this.start(job, ticket, listeners) : INTERRUPTED;
    }
    // A superseded job may still report while it stops; only the newest one is shown.
    const current = (): boolean => ticket === this.latest;
    const { id, result } = this.bridge.run({ type: 'make', job: prepared.request }, prepared.transfer, {
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

/** Closes the overlay copy of a job that is not posted; its inputs' frames stay on the page. */
function discard(prepared: PreparedJob) {
  prepared.request.overlay?.bitmap.close();
}
