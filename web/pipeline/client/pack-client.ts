/**
 * The all-platforms pack's own workers: a small pool (pack-shards.ts: one per core, memory-bounded),
 * each making its share of the files from its own copy of the input. The pack never queues behind
 * the visible output's jobs, and they never abort it. Cancelling ends every pack worker at once,
 * and a finished pack's workers are ended too, giving their memory back (WASM memory never shrinks),
 * unless the pool keeps them for its next run (a set export's emotes, ended when the export ends).
 */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { MakeJob, MakeResult, PackItemUpdate, PackJob } from '../protocol.ts';
import { detachBitmaps } from './detach-bitmaps.ts';
import { packGroups, packMemoryBudget, packQueue, packWorkerCount, shardPack } from './pack-shards.ts';
import { WorkerBridge } from './worker-bridge.ts';

/** The biggest file the pack draws: WhatsApp's 512×512 sticker. */
const LARGEST_FILE_SIDE = 512;

/** Memory one pack worker holds, about: its copy of the input frames and the largest file's frames. */
export function packWorkerBytes(emote: MakeJob): number {
  const animations = emote.inputs.flatMap((input) => (input ? [input.animation] : []));
  const inputBytes = animations.reduce((sum, a) => sum + a.width * a.height * 4 * a.frames.length, 0);
  const frames = Math.max(1, ...animations.map((a) => a.frames.length));
  return inputBytes + LARGEST_FILE_SIDE * LARGEST_FILE_SIDE * 4 * frames;
}

/** What the pool may use; the browser's own figures by default. */
export interface PackClientOptions {
  /** Cores for the pool (navigator.hardwareConcurrency). */
  cores?: number;
  /** Device memory, GiB (navigator.deviceMemory, Chromium only). */
  deviceMemoryGiB?: number;
  /** The share of the memory budget this pool may use (1): a set export's lanes split it. */
  budgetShare?: number;
  /**
   * Keep the workers from one run to the next (a set export's emotes), so each run does not start
   * its workers and compile their codecs again; cancel() ends them. By default a finished run ends
   * its workers at once.
   */
  keepWorkers?: boolean;
  /**
   * A count of free cores shared with other pools working at once (a set export's lanes: sharedFreeCores),
   * where each run takes its workers' cores and each worker gives its own back when done; without it
   * a run counts its own, from all the cores. Read by helper threads (PackJob.freeCores).
   */
  freeCores?: Int32Array;
}

/** A free-core count for pools that work at once (PackClientOptions.freeCores), or undefined where memory cannot be shared. */
export function sharedFreeCores(): Int32Array | undefined {
  return typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
}

/** The browser's cores and memory, as far as it tells them. */
function deviceFigures(): { cores: number; deviceMemoryGiB?: number } {
  if (typeof navigator === 'undefined') return { cores: 1 };
  return { cores: navigator.hardwareConcurrency || 1, deviceMemoryGiB: (navigator as Navigator & { deviceMemory?: number }).deviceMemory };
}

export class PackClient {
  private bridges: WorkerBridge[] = [];

  constructor(private readonly options: PackClientOptions = {}) {}

  /**
   * Makes the pack, reporting each item; resolves with the pack's end: 'nothing' once every item
   * has reported, or the error that stopped it ('encoding interrupted' when cancelled). Each
   * update names the worker (0 to the pool's size - 1) making the item.
   */
  async run(job: PackJob, onItem: (index: number, update: PackItemUpdate, worker: number) => void): Promise<MakeResult> {
    const kept = this.options.keepWorkers ? this.bridges : [];
    if (!this.options.keepWorkers) this.cancel();
    const device = deviceFigures();
    const cores = this.options.cores ?? device.cores;
    const deviceMemoryGiB = this.options.deviceMemoryGiB ?? device.deviceMemoryGiB;
    const budget = packMemoryBudget(deviceMemoryGiB) * (this.options.budgetShare ?? 1);
    const count = packWorkerCount(cores, packWorkerBytes(job.emote), packGroups(job.items).length, budget);
    // Cross-origin isolated (SharedArrayBuffer), two or more workers share one queue; else each gets its share.
    const isolated = typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated;
    const queue = count > 1 && isolated;
    const shards = queue ? Array.from({ length: count }, () => packQueue(job.items)) : shardPack(job.items, count);
    const claims = queue ? new Int32Array(new SharedArrayBuffer(4 * job.items.length)) : undefined;
    // The cores no worker has, this pool's and any working beside it: a worker adds its own when done (make-pack.ts).
    const freeCores = isolated ? (this.options.freeCores ?? new Int32Array(new SharedArrayBuffer(4))) : undefined;
    if (freeCores && !this.options.freeCores) Atomics.store(freeCores, 0, cores);
    if (freeCores) Atomics.sub(freeCores, 0, shards.length);
    // Kept workers past this run's count end now, giving their memory back.
    kept.slice(shards.length).forEach((bridge) => bridge.restart());
    const bridges = shards.map((_, worker) => kept[worker] ?? new WorkerBridge());
    this.bridges = bridges;
    const detached = await Promise.all(shards.map(() => detachBitmaps(job.emote)));
    if (this.bridges !== bridges) {
      detached.forEach(({ transfer }) => transfer.forEach((bitmap) => (bitmap as ImageBitmap).close()));
      return { kind: 'error', code: ENCODE_ERRORS.interrupted };
    }
    const ends = await Promise.all(
      shards.map((indices, worker) => {
        const shard = { emote: detached[worker].job, items: indices.map((index) => job.items[index]), claims, freeCores, helperThreads: shards.length < cores };
        const onShardItem = (local: number, update: PackItemUpdate) => onItem(indices[local], update, worker);
        return bridges[worker].run({ type: 'pack', job: shard }, detached[worker].transfer, { onPackItem: onShardItem }).result;
      }),
    );
    if (this.bridges === bridges && !this.options.keepWorkers) this.cancel();
    // A worker's end other than 'nothing' (cancelled, or its worker died) is the pack's.
    return ends.find((end) => end.kind !== 'nothing') ?? ends[0];
  }

  /** Stops the pack in flight, if any, by ending its workers; ends kept workers too. */
  cancel() {
    this.bridges.forEach((bridge) => bridge.restart());
    this.bridges = [];
  }
}
