import { describe, expect, it } from 'vitest';
import { segmentFrames } from './segment-client.ts';
import type { SegmentProgress } from './segment-types.ts';

const PHOTOS = import.meta.glob<string>('../../../tests/fixtures/photos/*.png', { query: '?url', import: 'default', eager: true });

async function loadPhoto(name: string): Promise<ImageBitmap> {
  const url = Object.entries(PHOTOS).find(([path]) => path.endsWith(`/${name}`))![1];
  return createImageBitmap(await (await fetch(url)).blob());
}

const alphaAt = (mask: Uint8Array, width: number, x: number, y: number) => mask[y * width + x];

describe('segmentFrames with the real model', () => {
  it('cuts the astronaut out: the flag and shuttle corners transparent, face and suit opaque', async () => {
    const photo = await loadPhoto('astronaut.png');
    const progress: SegmentProgress[] = [];
    const [mask] = await segmentFrames([photo], { onProgress: (p) => progress.push(p) });
    expect(mask).toHaveLength(512 * 512);
    expect([alphaAt(mask, 512, 8, 8), alphaAt(mask, 512, 500, 10), alphaAt(mask, 512, 430, 60)]).toEqual([0, 0, 0].map(() => expect.any(Number)));
    for (const [x, y] of [[8, 8], [500, 10], [440, 60]]) expect(alphaAt(mask, 512, x, y)).toBeLessThan(32);
    for (const [x, y] of [[225, 120], [200, 400]]) expect(alphaAt(mask, 512, x, y)).toBeGreaterThan(224);
    const download = progress.filter((p) => p.phase === 'download');
    expect(download.length).toBeGreaterThan(1);
    expect(download.at(-1)!.loadedBytes).toBe(download.at(-1)!.totalBytes);
    expect(progress.at(-1)).toEqual({ phase: 'frame', frame: 1, frames: 1 });
    expect(photo.width).toBe(512);
  }, 120_000);
});
