import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planPack } from '../../pack/pack-plan.ts';
import { MAX_PACK_WORKERS, PACK_MEMORY_BUDGET, groupCost, packGroups, packMemoryBudget, packQueue, packWorkerCount, shardPack, type ShardItem } from './pack-shards.ts';

const jam = planPack({ filename: 'emotejam', format: 'gif', size: { width: 112, height: 112 } });

describe('packWorkerCount', () => {
  it('is one per core, at most MAX_PACK_WORKERS, never more than the groups or than the memory budget holds, and at least one', () => {
    expect(packWorkerCount(2, 1e6, 10)).toBe(2);
    expect(packWorkerCount(16, 1e6, 10)).toBe(MAX_PACK_WORKERS);
    expect(packWorkerCount(8, 1e6, 3)).toBe(3);
    expect(packWorkerCount(8, PACK_MEMORY_BUDGET / 2, 10)).toBe(2);
    expect(packWorkerCount(8, PACK_MEMORY_BUDGET * 3, 10)).toBe(1);
    expect(packWorkerCount(0, 1e6, 10)).toBe(1);
  });
});

describe('packMemoryBudget', () => {
  it("is a quarter of the device's memory, at most PACK_MEMORY_BUDGET, and PACK_MEMORY_BUDGET where the browser does not tell", () => {
    const GiB = 1024 * 1024 * 1024;
    expect(packMemoryBudget(2)).toBe(GiB / 2);
    expect(packMemoryBudget(0.5)).toBe(GiB / 8);
    expect(packMemoryBudget(8)).toBe(PACK_MEMORY_BUDGET);
    expect(packMemoryBudget(undefined)).toBe(PACK_MEMORY_BUDGET);
    expect(packMemoryBudget(0)).toBe(PACK_MEMORY_BUDGET);
    // W2 on /jam: 60 frames of 128² input and of 512² for the largest file, 67 MB a worker; 1 GiB of device memory holds four, 0.5 GiB two.
    expect(packWorkerCount(8, 60 * 4 * (128 * 128 + 512 * 512), 10, packMemoryBudget(1))).toBe(4);
    expect(packWorkerCount(8, 60 * 4 * (128 * 128 + 512 * 512), 10, packMemoryBudget(0.5))).toBe(2);
  });
});

describe('shardPack', () => {
  it("keeps each size and format together (their frames are drawn once) and splits the jam pack's heavy files apart", () => {
    const shards = shardPack(jam, 2);
    expect(shards).toHaveLength(2);
    const holder = (filename: string) => shards.findIndex((shard) => shard.some((index) => jam[index].filename === filename));
    for (const group of packGroups(jam)) expect(new Set(group.map((index) => holder(jam[index].filename))).size).toBe(1);
    // Twitch, BTTV, 7TV and Kick at 112 px GIF draw the same frames: one worker.
    expect(new Set(['emotejam-twitch-112.gif', 'emotejam-bttv-112.gif', 'emotejam-7tv-112.gif', 'emotejam-kick-112.gif'].map(holder)).size).toBe(1);
    // The two costliest files, WhatsApp's 512 px WebP and the 320 px sticker, go to different workers.
    expect(holder('emotejam-whatsapp-512.webp')).not.toBe(holder('emotejam-discord-sticker-320.png'));
    // The sticker, measured the slowest file (6.6 s of a 15 s pack), has its worker to itself.
    expect(shards[holder('emotejam-discord-sticker-320.png')].map((index) => jam[index].filename)).toEqual(['emotejam-discord-sticker-320.png']);
  });

  it('gives every item to exactly one worker, leaves none empty and keeps each list in order, for any items', () => {
    const item = fc.record<ShardItem>({
      width: fc.constantFrom(18, 28, 112, 128, 512),
      height: fc.constantFrom(18, 28, 112, 128, 512),
      format: fc.constantFrom('gif', 'png', 'apng', 'webp', 'webm'),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 6 }), (items, workers) => {
        const shards = shardPack(items, workers);
        expect(shards.length).toBe(Math.min(workers, packGroups(items).length));
        expect(shards.every((shard) => shard.length > 0)).toBe(true);
        expect(shards.flat().sort((a, b) => a - b)).toEqual(items.map((_, index) => index));
        for (const shard of shards) expect(shard).toEqual([...shard].sort((a, b) => a - b));
      }),
    );
  });

  it('keeps every group whole on one worker and places the costliest first: the `workers` costliest groups each on a worker of their own', () => {
    const item = fc.record<ShardItem>({
      width: fc.constantFrom(18, 28, 112, 128, 512),
      height: fc.constantFrom(18, 28, 112, 320, 512),
      format: fc.constantFrom('gif', 'png', 'apng', 'webp', 'webm'),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 6 }), (items, workers) => {
        const shards = shardPack(items, workers);
        const holder = (index: number) => shards.findIndex((shard) => shard.includes(index));
        const groups = packGroups(items);
        for (const group of groups) expect(new Set(group.map(holder)).size).toBe(1);
        const costliest = [...groups].sort((a, b) => groupCost(items, b) - groupCost(items, a)).slice(0, shards.length);
        expect(new Set(costliest.map((group) => holder(group[0]))).size).toBe(costliest.length);
      }),
    );
  });
});

describe('packQueue', () => {
  it('starts with the costliest group, then the rest by cost, each group together, every item once', () => {
    const names = packQueue(jam).map((index) => jam[index].filename);
    expect(names.slice(0, 2)).toEqual(['emotejam-discord-sticker-320.png', 'emotejam-whatsapp-512.webp']);
    const item = fc.record<ShardItem>({
      width: fc.constantFrom(18, 28, 112, 128, 512),
      height: fc.constantFrom(18, 28, 112, 320, 512),
      format: fc.constantFrom('gif', 'png', 'apng', 'webp', 'webm'),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), (items) => {
        const queue = packQueue(items);
        expect([...queue].sort((a, b) => a - b)).toEqual(items.map((_, index) => index));
        const groupOf = (index: number) => packGroups(items).findIndex((group) => group.includes(index));
        const runs = queue.map(groupOf).filter((group, i, all) => i === 0 || group !== all[i - 1]);
        expect(new Set(runs).size).toBe(runs.length);
        const costs = runs.map((group) => groupCost(items, packGroups(items)[group]));
        expect(costs).toEqual([...costs].sort((a, b) => b - a));
      }),
    );
  });
});
