import { describe, expect, it } from 'vitest';
import gifenc from 'gifenc';
import damagedGif from '../../tests/fixtures/made/gif-4f-4th-frame-damaged.gif?url';
import { decodeImage } from './decode-image.ts';
import { spanOf } from './clip-span.ts';
import { decodeAgain } from './decode-again.ts';
import { takeReadThumbnails } from './thumbnail-strip.ts';

const { GIFEncoder } = gifenc as unknown as typeof import('gifenc');

/** Frame i's colour: its red is 4·i, so a pixel names the frame it came from. */
const redOf = (i: number) => 4 * i;

/** A 32×32 GIF of `delays.length` flat frames, frame i of red 4·i, each `delays[i]` ms. */
function countingGif(delays: number[]): Blob {
  const gif = GIFEncoder();
  const palette = delays.map((_, i) => [redOf(i), 0, 255]);
  delays.forEach((delay, i) => gif.writeFrame(new Uint8Array(32 * 32).fill(i), 32, 32, { palette, delay, repeat: 0 }));
  gif.finish();
  return new Blob([new Uint8Array(gif.bytes())], { type: 'image/gif' });
}

/** Which frame of countingGif a bitmap shows (from its red at the centre). */
function frameShown(bitmap: ImageBitmap): number {
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return Math.round(ctx.getImageData(bitmap.width >> 1, bitmap.height >> 1, 1, 1).data[0] / 4);
}

/** 60 frames of 100 ms, frame 20 held 1 s: 6.9 s in all. */
const DELAYS = Array.from({ length: 60 }, (_, i) => (i === 20 ? 1000 : 100));

describe('an animated image keeps decoded only the frames the emote plays', () => {
  it('keeps the frames showing in the part asked for, with a stand-in either side holding the rest of its time', async () => {
    const animation = await decodeImage(countingGif(DELAYS), { span: () => ({ startMs: 1500, endMs: 3050 }) });
    // 1.5 s is within frame 15; 3.05 s within frame 21 (frame 20 shows 2.0–3.0 s, 21 3.0–3.1 s).
    expect(animation.frames.map((frame) => frameShown(frame.bitmap))).toEqual([15, 15, 16, 17, 18, 19, 20, 21, 21]);
    expect(animation.frames.map((frame) => frame.msDuration)).toEqual([1500, 100, 100, 100, 100, 100, 1000, 100, 3800]);
    expect(animation.frameEndTimes.at(-1)).toBe(6900);
    expect(spanOf(animation)).toEqual({ asked: { startMs: 1500, endMs: 3050 }, clipMs: 6900 });
  });

  it('draws the timeline thumbnails over the whole input, frames not kept included', async () => {
    const animation = await decodeImage(countingGif(DELAYS), { span: () => ({ startMs: 0, endMs: 500 }), thumbnails: true });
    expect(animation.frames).toHaveLength(6);
    const thumbnails = takeReadThumbnails(animation)!;
    // The middles of eight places over 6.9 s: 0.43 s (frame 4), 1.29 s (12), 2.16 s (20), 3.02 s (21), 3.88 s (29) ...
    expect(thumbnails.map(frameShown)).toEqual([4, 12, 20, 21, 29, 38, 47, 55]);
    expect(thumbnails.every((bitmap) => bitmap.height === 48)).toBe(true);
    expect(takeReadThumbnails(animation)).toBeNull();
  });

  it('keeps every frame when the part asked for is the whole input', async () => {
    const animation = await decodeImage(countingGif(DELAYS), { span: (inputMs) => ({ startMs: 0, endMs: inputMs }) });
    expect(animation.frames).toHaveLength(60);
    expect(spanOf(animation)).toBeNull();
  });

  it('holds the part asked for, not the whole input, when a single frame is left out at its end', async () => {
    // Five frames of 1 s, the part 0–3.9 s: the fifth is left out and its stand-in (the fourth's copy) makes five frames again.
    const animation = await decodeImage(countingGif([1000, 1000, 1000, 1000, 1000]), { span: () => ({ startMs: 0, endMs: 3900 }) });
    expect(animation.frames.map((frame) => frameShown(frame.bitmap))).toEqual([0, 1, 2, 3, 3]);
    // Said, so a later part reaching the fifth second is decoded (input-span.ts) rather than played from the copy.
    expect(spanOf(animation)).toEqual({ asked: { startMs: 0, endMs: 3900 }, clipMs: 5000 });
  });

  it('holds the part asked for when a single frame is left out at its start', async () => {
    const animation = await decodeImage(countingGif([1000, 1000, 1000]), { span: () => ({ startMs: 1500, endMs: 9000 }) });
    expect(animation.frames.map((frame) => frameShown(frame.bitmap))).toEqual([1, 1, 2]);
    expect(spanOf(animation)).toEqual({ asked: { startMs: 1500, endMs: 9000 }, clipMs: 3000 });
  });

  it('reads the frames again when the part starts past the input’s end, keeping its last', async () => {
    const animation = await decodeImage(countingGif(DELAYS), { span: (inputMs) => ({ startMs: Math.min(9000, inputMs - 50), endMs: 9500 }) });
    expect(animation.frames.map((frame) => frameShown(frame.bitmap))).toEqual([59, 59]);
    expect(animation.frameEndTimes).toEqual([6800, 6900]);
  });

  it('decodes the same part again once its frames have left the page, whatever the settings say by then', async () => {
    let startMs = 4000;
    const animation = await decodeImage(countingGif(DELAYS), { span: () => ({ startMs, endMs: startMs + 300 }) });
    // The emote now plays another part: the worker's copy is still of the part this animation holds (input-span.ts decodes the new one).
    startMs = 0;
    const fresh = await decodeAgain(animation);
    expect(fresh.frames.map((frame) => frameShown(frame.bitmap))).toEqual([31, 31, 32, 33, 33]);
    expect(fresh.frames.map((frame) => frameShown(frame.bitmap))).toEqual(animation.frames.map((frame) => frameShown(frame.bitmap)));
    expect(fresh.frameEndTimes).toEqual(animation.frameEndTimes);
  });

  it('counts the frames read before a damaged one, not the frames kept', async () => {
    const animation = await decodeImage(await (await fetch(damagedGif)).blob(), { span: () => ({ startMs: 0, endMs: 50 }) });
    // The first of the three good frames kept, a stand-in for the other two.
    expect(animation.frames.map((frame) => frame.msDuration)).toEqual([100, 200]);
    expect(animation.damaged).toEqual({ unit: 'frames', used: 3, total: 4, cause: 'damaged' });
  });
});
