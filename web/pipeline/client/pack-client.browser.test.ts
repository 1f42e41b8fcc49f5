import { afterEach, describe, expect, it, vi } from 'vitest';
import jam from '../../emotes/jam.ts';
import { emoteJob } from '../../test-support/emote-job.ts';
import { planPack } from '../../pack/pack-plan.ts';
import type { MakeJob, MakeResult, PackItem } from '../protocol.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { PackClient, sharedFreeCores, packWorkerBytes } from './pack-client.ts';
import { packGroups } from './pack-shards.ts';

const plan = planPack({ filename: 'e', format: 'gif', size: { width: 112, height: 112 } });
const items: PackItem[] = ['e-twitch-112.gif', 'e-bttv-112.gif', 'e-twitch-28.gif', 'e-slack-128.gif', 'e-twitch-badge-72.png'].map((filename) => {
  const entry = plan.find((e) => e.filename === filename)!;
  return { width: entry.width, height: entry.height, format: entry.format, target: entry.target };
});

/** A pack by a pool sized for `cores`: each item's result and the worker that made it. */
async function packWith(cores: number, emote: MakeJob, client = new PackClient({ cores })) {
  const results = new Map<number, MakeResult>();
  const workers = new Map<number, number>();
  const end = await client.run({ emote, items }, (index, update, worker) => {
    workers.set(index, worker);
    if (update.state === 'done') results.set(index, update.result);
  });
  return { end, results, workers };
}

/** Counts the workers pages start from here on. */
function countWorkers() {
  const started = { count: 0 };
  const RealWorker = globalThis.Worker;
  vi.stubGlobal('Worker', class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      started.count++;
    }
  });
  return started;
}

/** The helperThreads flag of every pack job pages post from here on, and the free cores' counter each carries with its count when sent. */
function recordHelperThreads() {
  const seen: (boolean | undefined)[] = [];
  const freeCores: (Int32Array | undefined)[] = [];
  const freeWhenSent: number[] = [];
  const RealWorker = globalThis.Worker;
  vi.stubGlobal('Worker', class extends RealWorker {
    postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
      const sent = message as { type?: string; job?: { helperThreads?: boolean; freeCores?: Int32Array } };
      if (sent.type === 'pack') {
        seen.push(sent.job!.helperThreads);
        freeCores.push(sent.job!.freeCores);
        freeWhenSent.push(Atomics.load(sent.job!.freeCores!, 0));
      }
      super.postMessage(message, transfer as Transferable[]);
    }
  });
  return Object.assign(seen, { freeCores, freeWhenSent });
}

const bytesOf = (result: MakeResult | undefined) => (result?.kind === 'file' ? Array.from(new Uint8Array(result.bytes)) : result);

// Real packs through pools of real workers: 8 s alone for the slowest, 17 s in make test's first
// phase (two cores, four suites). A limit for a hung pack, with room, not a speed bound.
describe('PackClient with the real worker', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes the same bytes for every file with a pool of two as with one worker, each size and format's files on one worker", async () => {
    const emote = await emoteJob(jam);
    const started = countWorkers();
    const one = await packWith(1, emote);
    expect(started.count).toBe(1);
    const pool = await packWith(2, emote);
    expect(started.count).toBe(3);
    expect([one.end, pool.end]).toEqual([{ kind: 'nothing' }, { kind: 'nothing' }]);
    expect(new Set(one.workers.values())).toEqual(new Set([0]));
    for (const group of packGroups(items)) expect(new Set(group.map((index) => pool.workers.get(index))).size).toBe(1);
    items.forEach((_, index) => {
      expect(one.results.get(index)?.kind, String(index)).toBe('file');
      expect(bytesOf(pool.results.get(index)), String(index)).toEqual(bytesOf(one.results.get(index)));
    });
  });

  it('shares one queue between its workers here (cross-origin isolated): each group made once, by the worker that claimed it', async () => {
    expect(crossOriginIsolated).toBe(true);
    const emote = await emoteJob(jam);
    const made = new Map<number, number[]>();
    const end = await new PackClient({ cores: 2 }).run({ emote, items }, (index, update, worker) => {
      if (update.state === 'done') made.set(index, [...(made.get(index) ?? []), worker]);
    });
    expect(end).toEqual({ kind: 'nothing' });
    expect([...made.keys()].sort()).toEqual(items.map((_, index) => index));
    expect([...made.values()].every((workers) => workers.length === 1)).toBe(true);
    for (const group of packGroups(items)) expect(new Set(group.map((index) => made.get(index)![0])).size).toBe(1);
  });

  it('lets its workers start helper threads only when it leaves cores free', async () => {
    const emote = await emoteJob(jam);
    const seen = recordHelperThreads();
    await packWith(2, emote);
    expect([...seen]).toEqual([false, false]);
    // Its two workers share one counter of free cores: none at the start, each worker's own once it was done.
    const [a, b] = seen.freeCores;
    expect(a).toBeInstanceOf(Int32Array);
    expect(a!.buffer).toBe(b!.buffer);
    expect(seen.freeWhenSent).toEqual([0, 0]);
    expect(Atomics.load(a!, 0)).toBe(2);
    seen.length = 0;
    seen.freeWhenSent.length = 0;
    // Five items in fewer groups than eight cores: fewer workers than cores.
    const { workers } = await packWith(8, emote);
    expect(new Set(workers.values()).size).toBeLessThan(8);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((flag) => flag === true)).toBe(true);
    // The cores no worker has are free from the start.
    expect(seen.freeWhenSent).toEqual(seen.map(() => 8 - seen.length));
  });

  it('shares one count of free cores with a pool working beside it (a set export\'s lanes): each run takes its workers\' cores, each worker gives its own back', async () => {
    const seen = recordHelperThreads();
    const freeCores = sharedFreeCores()!;
    Atomics.store(freeCores, 0, 2);
    const emote = await emoteJob(jam);
    const lanes = [0, 1].map(() => new PackClient({ cores: 2, budgetShare: 0.5, freeCores }));
    await Promise.all(lanes.map((lane) => packWith(2, emote, lane)));
    // A job a worker: the pools' workers (one may find every group claimed and make nothing).
    const workers = seen.length;
    expect(workers).toBeGreaterThanOrEqual(2);
    expect(seen.freeCores.every((counter) => counter!.buffer === freeCores.buffer)).toBe(true);
    // Both runs took their workers' cores before either sent a job: none free, or fewer than none.
    expect(seen.freeWhenSent[0]).toBe(2 - workers);
    expect(Atomics.load(freeCores, 0)).toBe(2);
  });

  it("gets back the core its WebP's helper took when the pack job ends (worker.ts): the count is whole again", async () => {
    const freeCores = sharedFreeCores()!;
    Atomics.store(freeCores, 0, 2);
    const entry = plan.find((e) => e.platformId === 'whatsapp-sticker')!;
    const webp: PackItem[] = [{ width: entry.width, height: entry.height, format: entry.format, target: entry.target }];
    let least = 2;
    const look = () => (least = Math.min(least, Atomics.load(freeCores, 0)));
    const watch = setInterval(look, 2);
    const end = await new PackClient({ cores: 2, freeCores }).run({ emote: await emoteJob(jam), items: webp }, look);
    clearInterval(watch);
    expect(end).toEqual({ kind: 'nothing' });
    // One group, one worker: it took one core and its WebP's helper the other.
    expect(least).toBe(0);
    expect(Atomics.load(freeCores, 0)).toBe(2);
  });

  it('ends every worker on Cancel: the pack ends as interrupted and no file reports after it', async () => {
    const client = new PackClient({ cores: 2 });
    let cancelled = false;
    let after = 0;
    const end = await client.run({ emote: await emoteJob(jam), items }, () => {
      if (cancelled) after++;
      else {
        cancelled = true;
        client.cancel();
      }
    });
    expect(end).toEqual({ kind: 'error', code: ENCODE_ERRORS.interrupted });
    expect(after).toBe(0);
  });

  describe('a pool that keeps its workers (a set export)', () => {

    it('starts its workers once for two runs, makes the same bytes as a fresh pool, and starts new ones after cancel()', async () => {
      const emote = await emoteJob(jam);
      const started = countWorkers();
      const fresh = await packWith(2, emote);
      expect(started.count).toBe(2);
      const client = new PackClient({ cores: 2, keepWorkers: true });
      const first = await packWith(2, emote, client);
      const second = await packWith(2, emote, client);
      expect(started.count).toBe(4);
      for (const run of [first, second]) {
        expect(run.end).toEqual({ kind: 'nothing' });
        items.forEach((_, index) => expect(bytesOf(run.results.get(index)), String(index)).toEqual(bytesOf(fresh.results.get(index))));
      }
      client.cancel();
      await packWith(2, emote, client);
      expect(started.count).toBe(6);
      client.cancel();
    });

    it('a share of the memory budget sizes the pool: too little for two copies of the input makes one worker', async () => {
      const emote = await emoteJob(jam);
      const bytes = packWorkerBytes(emote);
      // A device whose budget (a quarter of its memory) holds three copies; half of it holds one.
      const deviceMemoryGiB = (3 * bytes * 4) / 1024 ** 3;
      // Which worker makes which file is a race on the shared queue; how many start is the pool's size.
      const started = countWorkers();
      const whole = await packWith(2, emote, new PackClient({ cores: 2, deviceMemoryGiB }));
      expect(started.count).toBe(2);
      const half = await packWith(2, emote, new PackClient({ cores: 2, deviceMemoryGiB, budgetShare: 0.5 }));
      expect(started.count).toBe(3);
      expect([whole.end, half.end]).toEqual([{ kind: 'nothing' }, { kind: 'nothing' }]);
      expect(new Set(half.workers.values())).toEqual(new Set([0]));
    });
  });
});
