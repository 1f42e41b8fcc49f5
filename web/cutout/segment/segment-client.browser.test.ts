import { describe, expect, it } from 'vitest';
import { releaseSegmentWorker, segmentFrames } from './segment-client.ts';
import { SEGMENT_MESSAGES } from './segment-messages.ts';
import { SegmentError, type SegmentProgress } from './segment-types.ts';

const PHOTOS = import.meta.glob<string>('../../../tests/fixtures/photos/*.png', { query: '?url', import: 'default', eager: true });

async function loadPhoto(name: string): Promise<ImageBitmap> {
  const url = Object.entries(PHOTOS).find(([path]) => path.endsWith(`/${name}`))![1];
  return createImageBitmap(await (await fetch(url)).blob());
}

const alphaAt = (mask: Uint8Array, width: number, [x, y]: number[]) => mask[y * width + x];

/** The model's mask against points known to be background and subject in the photo. */
function expectCut(mask: Uint8Array, width: number, background: number[][], subject: number[][]) {
  for (const point of background) expect(alphaAt(mask, width, point), `background at ${point}`).toBeLessThan(32);
  for (const point of subject) expect(alphaAt(mask, width, point), `subject at ${point}`).toBeGreaterThan(224);
}

/** Cuts `frames`, aborting at the first progress `when` accepts; returns what the cut-out threw. */
async function cancelWhen(frames: ImageBitmap[], when: (p: SegmentProgress) => boolean): Promise<unknown> {
  const controller = new AbortController();
  return segmentFrames(frames, { signal: controller.signal, onProgress: (p) => when(p) && controller.abort() }).then(
    () => 'finished',
    (error: unknown) => error,
  );
}

describe('segmentFrames with the real model', () => {
  it('cuts the astronaut out: the flag and shuttle corners transparent, face and suit opaque, with byte progress then frames', async () => {
    const photo = await loadPhoto('astronaut.png');
    const progress: SegmentProgress[] = [];
    const [mask] = await segmentFrames([photo], { onProgress: (p) => progress.push(p) });
    expect(mask).toHaveLength(512 * 512);
    expectCut(mask, 512, [[8, 8], [500, 10], [440, 60]], [[225, 120], [200, 400]]);
    const download = progress.filter((p) => p.phase === 'download');
    expect(download.length).toBeGreaterThan(2);
    expect(download.at(-1)!.loadedBytes).toBe(download.at(-1)!.totalBytes);
    expect(download.at(-1)!.totalBytes).toBeGreaterThan(40e6);
    // Then the model opens, then the frame is cut.
    expect(progress.slice(progress.indexOf(download.at(-1)!) + 1)).toEqual([{ phase: 'open' }, { phase: 'frame', frame: 1, frames: 1 }]);
    // The caller's bitmap is still open.
    expect(photo.width).toBe(512);
  }, 600_000);

  it('cuts the cup and saucer out of the coffee photo: table corners transparent, cup opaque', async () => {
    const [mask] = await segmentFrames([await loadPhoto('coffee.png')]);
    expect(mask).toHaveLength(600 * 400);
    expectCut(mask, 600, [[10, 390], [590, 10], [590, 390]], [[290, 150], [200, 250], [360, 290]]);
  }, 600_000);

  it('stops when cancelled while the model loads and while frames are cut, and cuts again afterwards', async () => {
    const photo = await loadPhoto('chelsea.png');
    // A fresh worker, so the model loads again.
    releaseSegmentWorker();
    const duringLoad = await cancelWhen([photo], (p) => p.phase === 'download' && p.loadedBytes > 0);
    expect(duringLoad).toBeInstanceOf(SegmentError);
    expect(duringLoad).toMatchObject({ code: 'interrupted', message: SEGMENT_MESSAGES.interrupted });
    const duringFrames = await cancelWhen([photo, photo, photo], (p) => p.phase === 'frame' && p.frame === 2);
    expect(duringFrames).toMatchObject({ code: 'interrupted' });
    const [mask] = await segmentFrames([photo]);
    expect(mask).toHaveLength(451 * 300);
    // Chelsea the cat: her face opaque.
    expect(alphaAt(mask, 451, [300, 150])).toBeGreaterThan(224);
  }, 900_000);
});
