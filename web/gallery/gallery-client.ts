/**
 * The gallery's own pipeline worker (issue 35 item 1): composes one card's job at a time and gives
 * back its frames, never encoding. The visitor's input crosses to the worker once, part by part in
 * tasks of their own (as the maker's client does), and every card after names it by id.
 */
import type { MakeJob, PreviewFrames } from '../pipeline/protocol.ts';
import { WorkerBridge } from '../pipeline/client/worker-bridge.ts';
import { InputUploads, partsOf } from '../pipeline/client/input-uploads.ts';
import { yieldToEvents } from '../../wasm/shared/yield-to-events.ts';

/** The composed frames, or null when the job was stopped, made nothing or failed. */
export type ComposeOutcome = PreviewFrames | null;

export class GalleryClient {
  private bridge = new WorkerBridge();
  private uploads = new InputUploads();

  /** Composes `job` (a previewOnly job); `signal` stops it, in the worker too. */
  async compose(job: MakeJob, signal: AbortSignal): Promise<ComposeOutcome> {
    const generation = this.bridge.generation();
    const prepared = await this.uploads.prepare(job, generation);
    if (signal.aborted) return null;
    for (const part of this.uploads.commit(prepared, generation).flatMap(partsOf)) {
      this.bridge.post(part.message, part.transfer);
      await yieldToEvents();
    }
    if (signal.aborted) return null;
    let frames: PreviewFrames | null = null;
    const { id, result } = this.bridge.run({ type: 'make', job: prepared.request }, prepared.transfer, {
      onPreview: (preview) => {
        if (preview.complete) frames = preview;
      },
    });
    const stop = () => void this.bridge.abort(id);
    signal.addEventListener('abort', stop, { once: true });
    const outcome = await result;
    signal.removeEventListener('abort', stop);
    if (outcome.kind === 'error' && !signal.aborted) console.warn('gallery card not composed:', outcome.code, outcome.detail ?? '');
    return signal.aborted || outcome.kind !== 'nothing' ? null : frames;
  }

  /** Ends the worker (leaving the home page): what it held is given back; the next compose starts a new one. */
  dispose() {
    this.bridge.restart();
    this.uploads = new InputUploads();
    this.bridge = new WorkerBridge();
  }
}
