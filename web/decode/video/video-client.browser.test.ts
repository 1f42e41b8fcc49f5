import { describe, expect, it } from 'vitest';
import vp9 from '../../../tests/fixtures/clips/rgb-vp9.webm?url';
import { DECODE_HELP } from '../load-messages.ts';
import { LoadError } from '../load-error.ts';
import { THUMBNAIL_COUNT, thumbnailSize } from '../thumbnail-strip.ts';
import { VIDEO_ERRORS } from '../../messages.ts';
import { clipThumbnailsOffThread, decodeVideoOffThread } from './video-client.ts';

const blobAt = async (url: string) => (await fetch(url)).blob();

/**
 * Runs `act` with this page's VideoDecoder taken away: a decode that ran on the page's main thread
 * would find no decoder and fail; the clip's worker has its own.
 */
async function withoutPageDecoder<T>(act: () => Promise<T>): Promise<T> {
  const own = globalThis.VideoDecoder;
  Reflect.deleteProperty(globalThis, 'VideoDecoder');
  try {
    expect(typeof VideoDecoder).toBe('undefined');
    return await act();
  } finally {
    globalThis.VideoDecoder = own;
  }
}

describe('a clip decoded in its worker', () => {
  it('gives the part asked for once the worker knows the clip is 3 s, answered later by the page, whose main thread decodes nothing', async () => {
    const asked: number[] = [];
    const blob = await blobAt(vp9);
    const video = await withoutPageDecoder(() => decodeVideoOffThread(blob, {
      maxSide: 80,
      frameMs: 100,
      span: async (clipMs) => {
        asked.push(clipMs);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { startMs: 1000, endMs: 2000 };
      },
    }));
    expect(asked).toEqual([3000]);
    expect(video.frames.map((frame) => frame.msDuration)).toEqual([1000, ...Array(10).fill(100), 1000]);
    expect(video.frames.every((frame) => frame.bitmap.width === 80 && frame.bitmap.height === 60)).toBe(true);
    expect(video.span).toEqual({ asked: { startMs: 1000, endMs: 2000 }, clipMs: 3000 });
  });

  it("keeps a LoadError's words and help as it crosses", async () => {
    const bytes = new Uint8Array(await (await blobAt(vp9)).arrayBuffer());
    const failure = await decodeVideoOffThread(new Blob([bytes.slice(0, 200)]), { maxSide: 80, frameMs: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadError);
    expect((failure as LoadError).message).toBe(VIDEO_ERRORS.damaged);
    expect((failure as LoadError).help).toBe(DECODE_HELP.videoDamaged);
  });

  it("ends with the page's own error when its choice of the part fails, never waiting on", async () => {
    const broken = new Error('no part');
    const span = () => {
      throw broken;
    };
    await expect(decodeVideoOffThread(await blobAt(vp9), { maxSide: 80, frameMs: 100, span })).rejects.toBe(broken);
  });

  it("stops when its choice is overtaken: the signal's reason, without waiting for the decode", async () => {
    const controller = new AbortController();
    const decoding = decodeVideoOffThread(await blobAt(vp9), { maxSide: 160, frameMs: 20, signal: controller.signal });
    const reason = new DOMException('a later choice', 'AbortError');
    setTimeout(() => controller.abort(reason), 5);
    await expect(decoding).rejects.toBe(reason);
    const already = new AbortController();
    already.abort(reason);
    await expect(decodeVideoOffThread(await blobAt(vp9), { maxSide: 80, frameMs: 100, signal: already.signal })).rejects.toBe(reason);
  });

  it('draws a clip\'s thumbnails at the strip\'s size, and none for a file it cannot read', async () => {
    const blob = await blobAt(vp9);
    const thumbnails = await withoutPageDecoder(() => clipThumbnailsOffThread(blob));
    expect(thumbnails).toHaveLength(THUMBNAIL_COUNT);
    const size = thumbnailSize(160, 120);
    expect(thumbnails.every((bitmap) => bitmap.width === size.width && bitmap.height === size.height)).toBe(true);
    expect(await clipThumbnailsOffThread(new Blob([new Uint8Array(64)]))).toEqual([]);
  });

});
