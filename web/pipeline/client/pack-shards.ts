/**
 * How the all-platforms pack is shared among a small pool of workers (issue 34 item 2): how many
 * workers, and which items each makes. Items of one size and format compose the same frames, and
 * the worker draws those once for all of them (make-pack.ts), so they stay together; the groups go
 * to the worker with the least work so far, largest first.
 */
import type { OutputFormat } from '../protocol.ts';

/** Never more workers than this: each holds its own copy of the input's frames and its encoders' memory. */
export const MAX_PACK_WORKERS = 4;
/** Memory the pack's workers may hold between them, bytes: input frames and the largest file's frames, each. */
export const PACK_MEMORY_BUDGET = 1024 * 1024 * 1024;

/**
 * The budget on this device: a quarter of navigator.deviceMemory (GiB, rounded and capped at 8 by
 * the browser; absent in Firefox and Safari) leaves the page, the browser and the visible output
 * their share on a small phone; never more than PACK_MEMORY_BUDGET.
 */
export function packMemoryBudget(deviceMemoryGiB: number | undefined): number {
  if (!deviceMemoryGiB || !(deviceMemoryGiB > 0)) return PACK_MEMORY_BUDGET;
  return Math.min(PACK_MEMORY_BUDGET, (deviceMemoryGiB * 1024 * 1024 * 1024) / 4);
}

/**
 * Encode work per pixel of a file, relative to drawing a frame, from each file's own time in
 * `npm run bench -- --pack` (one worker, 2 CPUs): the 320 px APNG sticker took 6.6 s on the jam
 * sample and 8.8 s on W2, WhatsApp's 512 px WebP 5.1 and 7.1 s, so per pixel the APNG costs 3.2 to
 * 3.4 times the WebP; each GIF took 4 to 870 ms (the first of a size draws the frames), the 100 px
 * WebM 0.3 to 0.7 s (VP9's start mostly); a still PNG draws and writes one frame. With the APNG
 * weighed as the WebP, as before, the sticker shared a worker with every small file, and two
 * workers took as long as the sticker and all the rest.
 */
const FORMAT_WEIGHT: Record<OutputFormat, number> = { gif: 1, png: 0.2, apng: 12, webp: 3, webm: 6 };

/** Workers for this pack: one per core, at most MAX_PACK_WORKERS, as many as the memory budget holds, at least one. */
export function packWorkerCount(cores: number, bytesPerWorker: number, groups: number, budget = PACK_MEMORY_BUDGET): number {
  const byMemory = Math.floor(budget / Math.max(1, bytesPerWorker));
  return Math.max(1, Math.min(Math.max(1, cores), MAX_PACK_WORKERS, byMemory, groups));
}

/** What shards are made from: each item's size and format. */
export interface ShardItem {
  width: number;
  height: number;
  format: OutputFormat;
}

/** Items that draw the same frames: same size and format. */
const groupKey = (item: ShardItem) => `${item.width}x${item.height}:${item.format}`;

/** The items' groups, in the order their first item appears. */
export function packGroups(items: readonly ShardItem[]): number[][] {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => groups.set(groupKey(item), [...(groups.get(groupKey(item)) ?? []), index]));
  return [...groups.values()];
}

/** A group's work: its frames drawn once, each of its files encoded. */
export function groupCost(items: readonly ShardItem[], group: number[]): number {
  const pixels = items[group[0]].width * items[group[0]].height;
  return pixels + group.reduce((sum, index) => sum + pixels * FORMAT_WEIGHT[items[index].format], 0);
}

/** The groups with their cost, costliest first. */
const costliestFirst = (items: readonly ShardItem[]) =>
  packGroups(items)
    .map((group) => ({ group, cost: groupCost(items, group) }))
    .sort((a, b) => b.cost - a.cost);

/**
 * The items' indices in the order a pool with a shared queue takes them (every worker walks it and
 * makes the groups it claims first: make-pack.ts): costliest group first, so the longest files start
 * at once and whichever worker is free takes the next, whatever each file turns out to cost. The
 * fixed shares below guess costs beforehand: on a photo GIF the WhatsApp WebP cost more than the
 * APNG sticker, on the jam sample less, and the worker with the small files waited for neither.
 */
export const packQueue = (items: readonly ShardItem[]): number[] => costliestFirst(items).flatMap(({ group }) => group);

/** The items' indices for each of `workers` workers (none left empty), each list in the items' order. */
export function shardPack(items: readonly ShardItem[], workers: number): number[][] {
  const groups = costliestFirst(items);
  const shards = Array.from({ length: Math.max(1, Math.min(workers, groups.length)) }, () => ({ indices: [] as number[], cost: 0 }));
  for (const { group, cost } of groups) {
    const lightest = shards.reduce((best, shard) => (shard.cost < best.cost ? shard : best));
    lightest.indices.push(...group);
    lightest.cost += cost;
  }
  return shards.map((shard) => shard.indices.sort((a, b) => a - b));
}
