import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { emoteJob, steadyAnimatedInput } from '../../test-support/emote-job.ts';
import { makeTestInput } from '../../test-support/make-test-input.ts';
import { planPack } from '../../pack/pack-plan.ts';
import { createStackedEffect } from '../../effects/stack.ts';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import type { MadeFile, MakeJob, MakeResult, PackItem, PackItemUpdate } from '../protocol.ts';
import { compositionKey, groupByKey, makePack } from './make-pack.ts';
import { itemJob } from '../../pack/item-job.ts';

const plan = planPack({ filename: 'e', format: 'gif', size: { width: 112, height: 112 } });
const item = (filename: string): PackItem => {
  const entry = plan.find((e) => e.filename === filename)!;
  return { width: entry.width, height: entry.height, format: entry.format, target: entry.target };
};

/** Runs a pack and collects every update, and the results by item. */
async function run(items: PackItem[], signal = new AbortController().signal, emote?: MakeJob) {
  const updates: [number, PackItemUpdate][] = [];
  const end = await makePack({ emote: emote ?? (await emoteJob(jam)), items }, signal, (index, update) => updates.push([index, update]));
  const results = new Map<number, MakeResult>(updates.flatMap(([index, update]) => (update.state === 'done' ? [[index, update.result] as const] : [])));
  return { end, updates, results };
}

/** Mean hue angle (radians) of a frame's opaque, coloured pixels. */
function meanHue(frame: Uint8ClampedArray) {
  let x = 0, y = 0;
  for (let i = 0; i < frame.length; i += 4) {
    if (frame[i + 3] < 200) continue;
    x += frame[i] - (frame[i + 1] + frame[i + 2]) / 2;
    y += (Math.sqrt(3) / 2) * (frame[i + 1] - frame[i + 2]);
  }
  return Math.atan2(y, x);
}
const angleBetween = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));

describe('makePack', () => {
  it("makes each item at its size and format, within its target, reporting progress before each file", async () => {
    const items = ['e-twitch-112.gif', 'e-twitch-28.gif', 'e-twitch-badge-72.png', 'e-slack-128.gif'].map(item);
    const { end, updates, results } = await run(items);
    expect(end).toEqual({ kind: 'nothing' });
    items.forEach((wanted, index) => {
      const file = results.get(index) as MadeFile;
      expect(file.kind, String(index)).toBe('file');
      expect([file.width, file.height, file.mime], String(index)).toEqual([wanted.width, wanted.height, wanted.format === 'png' ? 'image/png' : 'image/gif']);
      expect(file.bytes.byteLength).toBeLessThanOrEqual(wanted.target.maxBytes!);
      expect(file.target).toEqual(wanted.target);
      const first = updates.findIndex(([i]) => i === index);
      expect(updates[first][1].state, String(index)).toBe('working');
    });
    expect((results.get(0) as MadeFile).frameCount).toBe(20);
    expect((results.get(2) as MadeFile).frameCount).toBe(1);
  });

  it('draws the frames and makes the plain GIF once for items that compose alike, each file its own copy', async () => {
    const { updates, results } = await run([item('e-twitch-112.gif'), item('e-bttv-112.gif'), item('e-7tv-112.gif')]);
    // Only the first item of the group composes; the others go straight to the encode.
    const composing = updates.filter(([, update]) => update.state === 'working' && update.progress.phase === 'compose').map(([index]) => index);
    expect(composing.length).toBeGreaterThan(0);
    expect(new Set(composing)).toEqual(new Set([0]));
    const [a, b, c] = [0, 1, 2].map((i) => results.get(i) as MadeFile);
    const bytes = Array.from(new Uint8Array(a.bytes));
    expect(Array.from(new Uint8Array(b.bytes))).toEqual(bytes);
    expect(Array.from(new Uint8Array(c.bytes))).toEqual(bytes);
    // Transferring one file (as the worker posts it) leaves the others whole.
    structuredClone(a.bytes, { transfer: [a.bytes] });
    expect(a.bytes.byteLength).toBe(0);
    expect([b.bytes.byteLength, c.bytes.byteLength]).toEqual([bytes.length, bytes.length]);
  });

  it("carries the emote's stack into each file: a party turns the hue half round by mid-loop, where the pack without it keeps its colour", async () => {
    const items = [item('e-twitch-112.gif'), item('e-slack-128.gif')];
    const party = createStackedEffect('party');
    const stacked = await run(items, undefined, { ...(await emoteJob(jam)), stack: [{ ...party, settings: { ...party.settings, tint: 0 } }] });
    const plain = await run(items);
    items.forEach((_, index) => {
      const frames = decodeGifFrames(new Uint8Array((stacked.results.get(index) as MadeFile).bytes)).frames;
      expect(frames, String(index)).toHaveLength(20);
      expect(angleBetween(meanHue(frames[0]), meanHue(frames[10])), String(index)).toBeGreaterThan(2.5);
      const plainFrames = decodeGifFrames(new Uint8Array((plain.results.get(index) as MadeFile).bytes)).frames;
      expect(Math.max(...plainFrames.map((frame) => angleBetween(meanHue(plainFrames[0]), meanHue(frame)))), String(index)).toBeLessThan(0.3);
    });
  });

  it('gives still files of one size one encode, each its own copy', async () => {
    const still = planPack({ filename: 'e', format: 'png', size: { width: 112, height: 112 } });
    const items = still.filter((entry) => entry.width === 128).map((entry) => ({ width: 128, height: 128, format: entry.format, target: entry.target }));
    expect(items.length).toBe(3);
    const { results } = await run(items);
    const files = items.map((_, i) => results.get(i) as MadeFile);
    structuredClone(files[0].bytes, { transfer: [files[0].bytes] });
    expect(files.slice(1).map((file) => file.bytes.byteLength)).toEqual([files[1].bytes.byteLength, files[1].bytes.byteLength]);
    expect(files[1].bytes.byteLength).toBeGreaterThan(100);
  });

  it("leaves an item that cannot meet its limit with 'can't meet file size limit', and makes the rest", async () => {
    const tiny = { ...item('e-discord-128.gif'), target: { ...item('e-discord-128.gif').target, maxBytes: 300 } };
    const { results } = await run([tiny, item('e-slack-128.gif')]);
    expect(results.get(0)).toMatchObject({ kind: 'error', code: "can't meet file size limit" });
    expect(results.get(1)).toMatchObject({ kind: 'file', width: 128 });
  });

  it('stops the whole pack with encoding interrupted when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(run([item('e-twitch-112.gif')], controller.signal)).rejects.toMatchObject({ code: 'encoding interrupted' });
  });

  it('has nothing to make without an input', async () => {
    const emote = await emoteJob(jam, { inputs: [null] });
    const updates: unknown[] = [];
    expect(await makePack({ emote, items: [item('e-twitch-112.gif')] }, new AbortController().signal, (...u) => updates.push(u))).toEqual({ kind: 'nothing' });
    expect(updates).toEqual([]);
  });
});

describe('compositionKey', () => {
  it('is shared by sizes and loops that compose alike, and differs where the frame cap cuts a long input differently', async () => {
    const still = await emoteJob(jam);
    const key = (job: typeof still, name: string) => compositionKey(itemJob(job, item(name)), jam);
    expect(key(still, 'e-twitch-112.gif')).toBe(key(still, 'e-bttv-112.gif'));
    expect(key(still, 'e-twitch-112.gif')).not.toBe(key(still, 'e-twitch-56.gif'));
    expect(key(still, 'e-discord-128.gif')).not.toBe(compositionKey(itemJob(still, { ...item('e-discord-128.gif'), format: 'png' }), jam));
    // 300 frames of 100 ms: Twitch's 60-frame cap samples the loop, BTTV's budget keeps more.
    const long = await emoteJob(jam, { inputs: [await steadyAnimatedInput(300, 100)] });
    expect(key(long, 'e-twitch-112.gif')).not.toBe(key(long, 'e-bttv-112.gif'));
  });

  it('ignores the scaledown option: the pack makes exact sizes', async () => {
    const job = await emoteJob(jam, { inputs: [await makeTestInput()] });
    const scaled = { ...job, encodeOptions: { ...job.encodeOptions, scaledown: 4 } };
    expect(itemJob(scaled, item('e-twitch-112.gif')).encodeOptions.scaledown).toBe(1);
  });
});

describe('groupByKey', () => {
  it('with a shared queue, makes only the groups it claims first, and two packs on one queue make every file once', async () => {
    const items = ['e-twitch-112.gif', 'e-twitch-28.gif', 'e-bttv-112.gif', 'e-twitch-badge-72.png'].map(item);
    const emote = await emoteJob(jam);
    // Groups by first mention: 112 px GIFs (items 0 and 2), 28 px GIF (1), 72 px PNG (3). Another worker holds the 28 px.
    const taken = new Int32Array(new SharedArrayBuffer(4 * items.length));
    taken[1] = 1;
    const updates: number[] = [];
    await makePack({ emote, items, claims: taken }, new AbortController().signal, (index) => updates.push(index));
    expect(new Set(updates)).toEqual(new Set([0, 2, 3]));
    expect(Array.from(taken.subarray(0, 3))).toEqual([1, 2, 1]);
    // Two packs walking one queue side by side: each file is made by exactly one of them.
    const claims = new Int32Array(new SharedArrayBuffer(4 * items.length));
    const done: [number, string][] = [];
    const pack = (who: string) => makePack({ emote, items, claims }, new AbortController().signal, (index, update) => {
      if (update.state === 'done') done.push([index, who]);
    });
    await Promise.all([pack('a'), pack('b')]);
    expect(done.map(([index]) => index).sort()).toEqual([0, 1, 2, 3]);
    expect(done.find(([index]) => index === 0)![1]).toBe(done.find(([index]) => index === 2)![1]);
  });

  it('gives its core to the pool once it has nothing left to make, and not while it makes', async () => {
    const items = ['e-twitch-112.gif', 'e-twitch-28.gif'].map(item);
    const freeCores = new Int32Array(new SharedArrayBuffer(4));
    const seen: number[] = [];
    const claims = new Int32Array(new SharedArrayBuffer(4 * items.length));
    await makePack({ emote: await emoteJob(jam), items, claims, freeCores }, new AbortController().signal, () => seen.push(Atomics.load(freeCores, 0)));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((free) => free === 0)).toBe(true);
    expect(Atomics.load(freeCores, 0)).toBe(1);
  });

  it('orders items by group, each group where its key first appears', () => {
    expect(groupByKey(['a', 'b', 'a', 'c', 'b'])).toEqual([0, 2, 1, 4, 3]);
  });
});
