/** The WebP encode shares its stills with a helper thread (stills-helper.ts) in Chromium, and the file is the same bytes as one thread's. */
import { afterEach, describe, expect, it } from 'vitest';
import { makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';
import { encodeWebp } from './encode-webp.ts';
import { allowStillsHelper, claimFreeCore, setStillsHelperFactory, startStillsWorker, stillsByHelper } from './stills-helper.ts';
import type { WebpFrames } from './meta.ts';

/** Six frames of 512² (the helper's threshold is four): a textured disc bobbing, every frame changed. */
function bigFrames(count = 6): WebpFrames {
  const { frames } = makeSyntheticFrames({ width: 512, height: 512, frames: count, grain: 12 });
  return { width: 512, height: 512, frames, delaysMs: frames.map(() => 50) };
}

/** A helper that fails as it loads. */
const failingWorker = () => new Worker(URL.createObjectURL(new Blob(['throw new Error("no helper here")'], { type: 'text/javascript' })));

describe('the WebP helper thread', () => {
  afterEach(() => {
    setStillsHelperFactory(startStillsWorker);
    allowStillsHelper(true);
  });

  it('encodes every other still of a big encode, and the file is byte for byte the one thread\'s', async () => {
    const before = stillsByHelper();
    const shared = await encodeWebp(bigFrames(), 55);
    expect(stillsByHelper() - before).toBe(3);
    setStillsHelperFactory(null);
    const alone = await encodeWebp(bigFrames(), 55);
    expect(stillsByHelper() - before).toBe(3);
    expect(shared).toEqual(alone);
  });

  it('is not used while a pack\'s pool keeps every core busy (the worker says so before each job)', async () => {
    const before = stillsByHelper();
    allowStillsHelper(false);
    await encodeWebp(bigFrames(), 55);
    expect(stillsByHelper()).toBe(before);
    allowStillsHelper(true);
    await encodeWebp(bigFrames(), 55);
    expect(stillsByHelper() - before).toBe(3);
  });

  it('leaves a small encode to the calling thread, and one of many small frames', async () => {
    const before = stillsByHelper();
    for (const count of [6, 80]) {
      // 80 frames of 128² hold more pixels than six of 512², in frames too small to be worth a message each.
      const { frames } = makeSyntheticFrames({ width: 128, height: 128, frames: count });
      await encodeWebp({ width: 128, height: 128, frames, delaysMs: frames.map(() => 50) }, 55);
    }
    expect(stillsByHelper()).toBe(before);
  });

  it('makes the helper\'s stills itself when the helper fails, and the file is the same', async () => {
    setStillsHelperFactory(null);
    const alone = await encodeWebp(bigFrames(), 55);
    setStillsHelperFactory(failingWorker);
    const before = stillsByHelper();
    expect(await encodeWebp(bigFrames(), 55)).toEqual(alone);
    expect(stillsByHelper()).toBe(before);
  });

  it('joins an encode when a core comes free mid-way (a pack worker done), taking every other still to come, and the file is the same bytes', async () => {
    setStillsHelperFactory(null);
    const alone = await encodeWebp(bigFrames(10), 55);
    setStillsHelperFactory(startStillsWorker);
    // The pool's free cores: none until the encode has asked three times (three frames made here), then one.
    const freeCores = new Int32Array(new SharedArrayBuffer(4));
    let asked = 0;
    const claim = claimFreeCore(freeCores);
    allowStillsHelper(() => {
      if (++asked === 4) Atomics.add(freeCores, 0, 1);
      return claim();
    });
    const before = stillsByHelper();
    expect(await encodeWebp(bigFrames(10), 55)).toEqual(alone);
    // Frames 0-2 were made before the core came free; of the seven to come (3-9) the helper took 4, 6 and 8.
    expect(stillsByHelper() - before).toBe(3);
    expect(asked).toBe(4);
    expect(Atomics.load(freeCores, 0)).toBe(0);
  });

  it('claims a free core once: asked again it keeps it, a second claimant finds none, and released it is free again', () => {
    const freeCores = new Int32Array(new SharedArrayBuffer(4));
    const first = claimFreeCore(freeCores);
    const second = claimFreeCore(freeCores);
    expect(first()).toBe(false);
    Atomics.store(freeCores, 0, 1);
    expect(first()).toBe(true);
    expect(first()).toBe(true);
    expect(second()).toBe(false);
    expect(Atomics.load(freeCores, 0)).toBe(0);
    // Released: back once, however often it is said; one that took nothing gives nothing.
    first.release();
    first.release();
    second.release();
    expect(Atomics.load(freeCores, 0)).toBe(1);
    expect(second()).toBe(true);
  });
});
