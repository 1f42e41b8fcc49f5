/**
 * The all-platforms pack in the worker: each item is composed and encoded by the single
 * download's own steps (composeFrames, then the encode with its fit loop), and items that need
 * the same frames share them: Twitch, BTTV and 7TV at 112 px draw the loop once and make the
 * plain GIF once, and only a limit it misses costs a fit of its own.
 */
import { findEmoteType } from '../../emotes/index.ts';
import type { EmoteType } from '../../emotes/types.ts';
import type { JobProgress, MakeJob, MakeResult, PackItemUpdate, PackJob } from '../protocol.ts';
import { composeFrames, planComposition } from './compose-frames.ts';
import { createOutputEncoder, type OutputEncoder } from './encode-output.ts';
import { toErrorResult } from './error-result.ts';
import { filledMainSlots } from './prepare-words.ts';
import { itemJob } from '../../pack/item-job.ts';


/** Items with equal keys compose to the same frames: same size, format, frame drawn and loop plan. */
export function compositionKey(job: MakeJob, type: EmoteType): string {
  const { width, height, plan } = planComposition(job, type);
  const onlyFrame = job.format === 'png' ? job.encodeOptions.frameToExtract : 0;
  return JSON.stringify([width, height, job.format, onlyFrame, plan]);
}

/** Item indices grouped by key, each group where its key first appears, so a group's frames can go once it is done. */
export function groupByKey(keys: string[]): number[] {
  const groups = new Map<string, number[]>();
  keys.forEach((key, index) => groups.set(key, [...(groups.get(key) ?? []), index]));
  return [...groups.values()].flat();
}

/**
 * Whether this worker makes the group of a key: always without a shared queue; with one, when the
 * worker is the first to claim the group's counter (decided once per group, when it comes up).
 */
export function claimer(keys: string[], claims: Int32Array | undefined): (key: string) => boolean {
  if (!claims) return () => true;
  const numbers = new Map<string, number>();
  keys.forEach((key) => numbers.has(key) || numbers.set(key, numbers.size));
  const decided = new Map<string, boolean>();
  return (key) => {
    if (!decided.has(key)) decided.set(key, Atomics.add(claims, numbers.get(key)!, 1) === 0);
    return decided.get(key)!;
  };
}

/** Makes every item (of its groups it claims, with a shared queue), reporting each; an aborted pack throws, any other failure ends only its own item. */
export async function makePack(job: PackJob, signal: AbortSignal, report: (index: number, update: PackItemUpdate) => void): Promise<MakeResult> {
  const type = findEmoteType(job.emote.slug);
  if (!type || filledMainSlots(job.emote, type) < type.minInputs) return { kind: 'nothing' };
  const jobs = job.items.map((item) => itemJob(job.emote, item));
  const keys = jobs.map((itemJob) => compositionKey(itemJob, type));
  const order = groupByKey(keys);
  const mine = claimer(keys, job.claims);
  // The encoder of the group in hand; groups run one after another, so one is kept at a time.
  const kept = new Map<string, Promise<OutputEncoder>>();
  for (const index of order) {
    // Another worker of the pool claimed this group first: its files are that worker's to make.
    if (!mine(keys[index])) continue;
    const item = jobs[index];
    const progress = (phase: JobProgress['phase'], done: number, total: number) => report(index, { state: 'working', progress: { phase, done, total } });
    try {
      let encoding = kept.get(keys[index]);
      if (!encoding) {
        // The previous group is done: its frames are let go before the next are drawn.
        kept.clear();
        const onlyFrame = item.format === 'png' ? item.encodeOptions.frameToExtract : undefined;
        const composing = composeFrames(item, type, { signal, onlyFrame, measure: false, onProgress: (done, total) => progress('compose', done, total), onFontProgress: (done, total) => progress('font', done, total) });
        encoding = composing.then((frames) => createOutputEncoder(frames, item.format, item.encodeOptions.gifOptions));
        kept.set(keys[index], encoding);
      }
      const encoder = await encoding;
      progress('encode', 0, 1);
      const file = await encoder.encodeFor(item.target, signal, (tries) => progress('fit', tries, 0));
      report(index, { state: 'done', result: file });
    } catch (error) {
      if (signal.aborted) throw error;
      report(index, { state: 'done', result: toErrorResult(error) });
    }
  }
  // Nothing left for this worker: its core is free for another's helper thread.
  if (job.freeCores) Atomics.add(job.freeCores, 0, 1);
  return { kind: 'nothing' };
}
