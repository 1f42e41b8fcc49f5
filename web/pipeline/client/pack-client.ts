/**
 * The all-platforms pack's own worker. The pack never queues behind the visible output's jobs,
 * and they never abort it: each runs in its worker. Cancelling ends the pack's worker at once,
 * and a finished pack's worker is ended too, giving its memory back (WASM memory never shrinks).
 */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { MakeResult, PackItemUpdate, PackJob } from '../protocol.ts';
import { detachBitmaps } from './detach-bitmaps.ts';
import { WorkerBridge } from './worker-bridge.ts';

export class PackClient {
  private bridge: WorkerBridge | null = null;

  /**
   * Makes the pack, reporting each item; resolves with the pack's end: 'nothing' once every item
   * has reported, or the error that stopped it ('encoding interrupted' when cancelled).
   */
  async run(job: PackJob, onItem: (index: number, update: PackItemUpdate) => void): Promise<MakeResult> {
    this.cancel();
    const bridge = new WorkerBridge();
    this.bridge = bridge;
    const detached = await detachBitmaps(job.emote);
    if (this.bridge !== bridge) {
      detached.transfer.forEach((bitmap) => (bitmap as ImageBitmap).close());
      return { kind: 'error', code: ENCODE_ERRORS.interrupted };
    }
    const { result } = bridge.run({ type: 'pack', job: { ...job, emote: detached.job } }, detached.transfer, { onPackItem: onItem });
    const end = await result;
    if (this.bridge === bridge) this.cancel();
    return end;
  }

  /** Stops the pack in flight, if any, by ending its worker. */
  cancel() {
    this.bridge?.restart();
    this.bridge = null;
  }
}
