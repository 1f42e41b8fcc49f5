import { describe, expect, it } from 'vitest';
import vp9 from '../../tests/fixtures/clips/rgb-vp9.webm?url';
import vp8 from '../../tests/fixtures/clips/rgb-vp8.webm?url';
import alpha from '../../tests/fixtures/clips/alpha-vp9.webm?url';
import h264 from '../../tests/fixtures/clips/rgb-h264.mp4?url';
import mov from '../../tests/fixtures/clips/rgb-h264.mov?url';
import hevc from '../../tests/fixtures/clips/rgb-hevc.mp4?url';
import truncated from '../../tests/fixtures/clips/truncated-h264.mp4?url';
import { decodeImage } from './decode-image.ts';
import { LoadError } from './load-error.ts';
import { unsupportedCodecMessage, VIDEO_ERRORS } from '../messages.ts';

const blobAt = async (url: string) => (await fetch(url)).blob();

/** RGBA of the pixel at (x, y) of a bitmap. */
function pixel(bitmap: ImageBitmap, x: number, y: number) {
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

/** True when the browser here decodes H.264 (Debian's Chromium may not). */
const decodesH264 = async () => (await VideoDecoder.isConfigSupported({ codec: 'avc1.64000c', codedWidth: 160, codedHeight: 120 })).supported;

describe('decodeImage of a video clip', () => {
  it('takes a 3 s VP9 WebM at the emote rate: red, then green, then blue', async () => {
    const animation = await decodeImage(await blobAt(vp9), { videoFrameMs: 100 });
    expect(animation.frames).toHaveLength(30);
    expect(animation.frameEndTimes.at(-1)).toBe(3000);
    expect([animation.width, animation.height]).toEqual([160, 120]);
    const [r0, g0, b0] = pixel(animation.frames[2].bitmap, 80, 60);
    const [r1, g1] = pixel(animation.frames[15].bitmap, 80, 60);
    const [r2, , b2] = pixel(animation.frames[27].bitmap, 80, 60);
    expect([r0 > 200, g0 < 50, b0 < 50, g1 > 200, r1 < 50, b2 > 200, r2 < 50]).toEqual(Array(7).fill(true));
  });

  it('decodes only the part of the clip asked for, the rest of its time held by one stand-in frame either side', async () => {
    const animation = await decodeImage(await blobAt(vp9), { videoFrameMs: 100, span: (clipMs) => ({ startMs: 1000, endMs: clipMs - 1000 }) });
    // 10 frames of the green second between a stand-in for the red second and one for the blue.
    expect(animation.frames.map((frame) => frame.msDuration)).toEqual([1000, ...Array(10).fill(100), 1000]);
    expect(animation.frameEndTimes.at(-1)).toBe(3000);
    const [r, g] = pixel(animation.frames[5].bitmap, 80, 60);
    expect([g > 200, r < 50]).toEqual([true, true]);
  });

  it('never takes frames faster than the clip has them (25 fps clip, 20 ms emote)', async () => {
    const animation = await decodeImage(await blobAt(vp8), { videoFrameMs: 20 });
    expect(animation.frames).toHaveLength(75);
    expect(animation.frames[0].msDuration).toBe(40);
  });

  it('scales on decode to at most maxSide a side', async () => {
    const animation = await decodeImage(await blobAt(vp9), { maxSide: 80, videoFrameMs: 500 });
    expect([animation.width, animation.height]).toEqual([80, 60]);
  });

  it('keeps the alpha of a VP9 WebM with transparency', async () => {
    const animation = await decodeImage(await blobAt(alpha), { videoFrameMs: 500 });
    expect(pixel(animation.frames[0].bitmap, 20, 60)[3]).toBe(255);
    expect(pixel(animation.frames[0].bitmap, 140, 60)[3]).toBe(0);
  });

  it('decodes MP4 and MOV (H.264), or names the codec when this browser cannot', async () => {
    for (const url of [h264, mov]) {
      const result = decodeImage(await blobAt(url), { videoFrameMs: 100 });
      if (await decodesH264()) expect((await result).frames).toHaveLength(30);
      else await expect(result).rejects.toThrow(unsupportedCodecMessage('H.264'));
    }
  });

  it('names HEVC, which this browser cannot decode', async () => {
    const error = await decodeImage(await blobAt(hevc)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).message).toBe(unsupportedCodecMessage('HEVC (H.265)'));
    expect((error as LoadError).help).toMatch(/WebM/);
  });

  it('calls a truncated MP4 damaged', async () => {
    await expect(decodeImage(await blobAt(truncated))).rejects.toThrow(VIDEO_ERRORS.damaged);
  });
});
