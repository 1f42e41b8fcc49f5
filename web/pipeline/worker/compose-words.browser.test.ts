import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import rotate from '../../emotes/rotate.ts';
import slide from '../../emotes/slide.ts';
import { emoteJob } from '../../test-support/emote-job.ts';
import { defaultInputTransform, type MakeJob } from '../protocol.ts';
import { defaultCaptionSpec, defaultTextSpec, type CaptionSpec } from '../../text/text-spec.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { composeFrames } from './compose-frames.ts';
import { makePack } from './make-pack.ts';
import type { EmoteType } from '../../emotes/types.ts';

const hooks = () => ({ signal: new AbortController().signal, onProgress: () => {} });

/** A type's job with words in slot 0 instead of an image. */
async function wordsJob(type: EmoteType, words = 'GG', over: Partial<MakeJob> = {}): Promise<MakeJob> {
  const job = await emoteJob(type);
  const inputs = job.inputs.map(() => null);
  const texts = job.inputs.map((_, slot) => (slot === 0 ? { text: { ...defaultTextSpec(), words }, transform: defaultInputTransform() } : null));
  return { ...job, inputs, texts, ...over };
}

const inkIn = (frame: Uint8ClampedArray, width: number, rows: [number, number]) => {
  let ink = 0;
  for (let y = rows[0]; y < rows[1]; y++) for (let x = 0; x < width; x++) if (frame[(y * width + x) * 4 + 3] > 128) ink++;
  return ink;
};

/** Pixels close to a colour, in given rows. */
const colourIn = (frame: Uint8ClampedArray, width: number, rows: [number, number], rgb: [number, number, number]) => {
  let n = 0;
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (frame[i + 3] > 200 && Math.abs(frame[i] - rgb[0]) + Math.abs(frame[i + 1] - rgb[1]) + Math.abs(frame[i + 2] - rgb[2]) < 40) n++;
    }
  return n;
};

/** Mean x of the pixels near a colour and of the other opaque pixels (the subject), or NaN where there are none. */
function centres(frame: Uint8ClampedArray, width: number, rgb: [number, number, number]) {
  const sums = { colour: [0, 0], other: [0, 0] };
  for (let i = 0; i < frame.length; i += 4) {
    if (frame[i + 3] <= 200) continue;
    const near = Math.abs(frame[i] - rgb[0]) + Math.abs(frame[i + 1] - rgb[1]) + Math.abs(frame[i + 2] - rgb[2]) < 40;
    const sum = near ? sums.colour : sums.other;
    sum[0] += (i / 4) % width;
    sum[1]++;
  }
  return { caption: sums.colour[0] / sums.colour[1], subject: sums.other[0] / sums.other[1] };
}

describe('words in a job', () => {
  it('lets jam move a text slot like an image: ink on every frame, frames differ', async () => {
    const out = await composeFrames(await wordsJob(jam), jam, hooks());
    expect(out.frames).toHaveLength(20);
    for (const frame of out.frames) expect(inkIn(frame, 112, [0, 112])).toBeGreaterThan(2000);
    expect(Array.from(out.frames[0])).not.toEqual(Array.from(out.frames[5]));
  });

  it('lets rotate turn a "W"', async () => {
    const out = await composeFrames(await wordsJob(rotate, 'W'), rotate, hooks());
    expect(Array.from(out.frames[0])).not.toEqual(Array.from(out.frames[6]));
  });

  it('draws the caption on every frame, in its band at the bottom, white inside black', async () => {
    const caption: CaptionSpec = { ...defaultCaptionSpec(), words: 'VIBING' };
    const job = await emoteJob(jam);
    const out = await composeFrames({ ...job, caption }, jam, hooks());
    for (const frame of out.frames) {
      expect(colourIn(frame, 112, [70, 112], [255, 255, 255])).toBeGreaterThan(40);
      expect(colourIn(frame, 112, [70, 112], [0, 0, 0])).toBeGreaterThan(40);
    }
    // Top caption: the white letters are in the top band instead.
    const top = await composeFrames({ ...job, caption: { ...caption, place: 'top' } }, jam, hooks());
    expect(colourIn(top.frames[0], 112, [0, 40], [255, 255, 255])).toBeGreaterThan(40);
  });

  it('moves a caption set to follow with the subject, and keeps a fixed one where it is', async () => {
    // Slide glides a red disc across the bottom; a green caption with no outline is told apart from it.
    const job = await emoteJob(slide);
    const caption: CaptionSpec = { ...defaultCaptionSpec(), words: 'HI', place: 'top', fill: '#00ff00', outlineWidth: 0 };
    const green: [number, number, number] = [0, 255, 0];
    const following = (await composeFrames({ ...job, caption: { ...caption, follow: true } }, slide, hooks())).frames.map((f) => centres(f, 112, green));
    const fixed = (await composeFrames({ ...job, caption: { ...caption, follow: false } }, slide, hooks())).frames.map((f) => centres(f, 112, green));
    const leftmost = following.reduce((best, c, i) => (c.subject < following[best].subject ? i : best), 0);
    const rightmost = following.reduce((best, c, i) => (c.subject > following[best].subject ? i : best), 0);
    expect(following[rightmost].subject - following[leftmost].subject).toBeGreaterThan(40);
    for (const i of [leftmost, rightmost]) {
      expect(Math.abs(following[i].caption - following[i].subject)).toBeLessThan(8);
      expect(Math.abs(fixed[i].caption - 56)).toBeLessThan(3);
    }
    expect(following[rightmost].caption - following[leftmost].caption).toBeGreaterThan(40);
  });

  it('draws a speech bubble caption', async () => {
    const job = await emoteJob(jam);
    const out = await composeFrames({ ...job, caption: { ...defaultCaptionSpec(), words: 'hi chat', place: 'bubble', follow: true } }, jam, hooks());
    expect(colourIn(out.frames[0], 112, [0, 56], [255, 255, 255])).toBeGreaterThan(200);
  });

  it('refuses a 200-character caption it cannot fit at a readable size, before drawing any frame', async () => {
    const words = 'this caption goes on and on about the stream and the chat and the game '.repeat(3).slice(0, 200);
    const job = await emoteJob(jam);
    const failing = composeFrames({ ...job, caption: { ...defaultCaptionSpec(), words } }, jam, hooks());
    await expect(failing).rejects.toBeInstanceOf(PipelineError);
    await expect(failing).rejects.toMatchObject({ code: ENCODE_ERRORS.captionTooLong });
  });

  it('shrinks a long caption that can still be read, keeping it inside the frame', async () => {
    const job = await emoteJob(jam, { size: { width: 320, height: 320 } });
    const words = 'when the stream finally starts after twenty minutes of starting soon screen';
    const out = await composeFrames({ ...job, caption: { ...defaultCaptionSpec(), words } }, jam, hooks());
    expect(colourIn(out.frames[0], 320, [170, 320], [255, 255, 255])).toBeGreaterThan(100);
  });

  it("puts a caption the emote shows into the pack's smaller files, shrunk with the emote, though alone at that size it would be refused", async () => {
    const words = 'when the stream finally starts';
    const caption = { ...defaultCaptionSpec(), words, fill: '#00ff00' };
    const small = await emoteJob(jam, { size: { width: 28, height: 28 } });
    await expect(composeFrames({ ...small, caption }, jam, hooks())).rejects.toMatchObject({ code: ENCODE_ERRORS.captionTooLong });
    const job = { ...(await emoteJob(jam)), caption };
    const target = { name: 'test', platformId: null, maxBytes: null, maxFrames: null, clipFrames: null, minSide: 1 };
    const items = [28, 112].map((side) => ({ width: side, height: side, format: 'png' as const, target }));
    const made: { width: number; bytes: ArrayBuffer }[] = [];
    await makePack({ emote: job, items }, new AbortController().signal, (_, update) => {
      if (update.state === 'done' && update.result.kind === 'file') made.push({ width: update.result.width, bytes: update.result.bytes });
    });
    expect(made.map((file) => file.width).sort((a, b) => a - b)).toEqual([28, 112]);
    const file28 = made.find((file) => file.width === 28)!;
    const bitmap = await createImageBitmap(new Blob([file28.bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(28, 28).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    // The caption's green fill is in the 28 px file.
    expect(colourIn(context.getImageData(0, 0, 28, 28).data, 28, [0, 28], [0, 255, 0])).toBeGreaterThan(3);
  });

  it('makes the all-platforms pack from words, each size drawn at its own size', async () => {
    const job = await wordsJob(jam);
    const target = { name: 'test', platformId: null, maxBytes: null, maxFrames: null, clipFrames: null, minSide: 1 };
    const items = [28, 112].map((side) => ({ width: side, height: side, format: 'png' as const, target }));
    const results: number[] = [];
    await makePack({ emote: job, items }, new AbortController().signal, (_, update) => {
      if (update.state === 'done' && update.result.kind === 'file') results.push(update.result.width);
    });
    expect(results.sort((a, b) => a - b)).toEqual([28, 112]);
  });
});
