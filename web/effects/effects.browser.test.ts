import { describe, expect, it } from 'vitest';
import { encodeGif } from '../../wasm/gif/encode-gif.ts';
import { toCentiseconds } from '../../wasm/gif/centiseconds.ts';
import { findEmoteType } from '../emotes/index.ts';
import { emoteJob, sameFrame, steadyAnimatedInput } from '../test-support/emote-job.ts';
import { defaultInputTransform, type JobInput } from '../pipeline/protocol.ts';
import { composeFrames, type ComposedFrames } from '../pipeline/worker/compose-frames.ts';
import { makeTestInput } from '../test-support/make-test-input.ts';
import { STACK_EFFECTS } from './index.ts';
import { createStackedEffect, readStack, type StackedEffect } from './stack.ts';
import { stackTiming } from './stack-timing.ts';

const rotate = findEmoteType('rotate')!;
const jam = findEmoteType('jam')!;
const SIZE = { width: 64, height: 64 };

/** Composes jam (or another type) with this stack on a still test disc. */
async function composeStack(stack: StackedEffect[], type = jam, settings = {}): Promise<ComposedFrames> {
  const job = { ...(await emoteJob(type, { size: SIZE, settings, startFrame: 1 })), stack };
  return composeFrames(job, type, { signal: new AbortController().signal, onProgress: () => {} });
}

const entry = (id: string, settings: Record<string, number | boolean> = {}): StackedEffect => {
  const made = createStackedEffect(id);
  return { effect: id, settings: { ...made.settings, ...settings } };
};

/** Mean hue angle (radians) of the opaque, coloured pixels of a frame. */
function meanHue(frame: Uint8ClampedArray) {
  let x = 0, y = 0;
  for (let i = 0; i < frame.length; i += 4) {
    if (frame[i + 3] < 200) continue;
    const [r, g, b] = [frame[i], frame[i + 1], frame[i + 2]];
    // Chroma plane of the colour: the angle round it is the hue.
    x += r - (g + b) / 2;
    y += (Math.sqrt(3) / 2) * (g - b);
  }
  return Math.atan2(y, x);
}

/** Centroid of the pixels that are red-ish in a frame (the test disc is red; its dark mark is off-centre). */
function darkMark(frame: Uint8ClampedArray, width: number) {
  let sx = 0, sy = 0, n = 0;
  for (let i = 0; i < frame.length; i += 4) {
    if (frame[i + 3] > 200 && frame[i] < 60 && frame[i + 1] < 60 && frame[i + 2] < 60) {
      sx += (i / 4) % width;
      sy += Math.floor(i / 4 / width);
      n++;
    }
  }
  return { x: sx / n - width / 2, y: sy / n - width / 2 };
}

describe.each(STACK_EFFECTS.map((effect) => [effect.id] as const))('the %s stack effect on jam', (id) => {
  it('gives the same pixels and the same GIF bytes twice, and changes the frames', async () => {
    const a = await composeStack([entry(id)]);
    const b = await composeStack([entry(id)]);
    const plain = await composeStack([]);
    expect(a.frames.every((frame, i) => sameFrame(frame, b.frames[i]))).toBe(true);
    const encode = (out: ComposedFrames) => encodeGif({ width: out.width, height: out.height, frames: out.frames, delaysCs: toCentiseconds(out.delaysMs) }, { quality: 80, loop: true });
    expect(Array.from((await encode(a)).bytes)).toEqual(Array.from((await encode(b)).bytes));
    expect(a.frames.some((frame, i) => !sameFrame(frame, plain.frames[i % plain.frames.length]))).toBe(true);
  });

  it('has as many frames as the composed timing, at the type’s rate', async () => {
    const stack = [entry(id)];
    const out = await composeStack(stack);
    const { frameCount, frameMs } = stackTiming({ frameCount: 20, frameMs: 50 }, stack);
    expect(out.frames).toHaveLength(frameCount);
    expect(out.delaysMs).toEqual(Array(frameCount).fill(frameMs));
    expect(out.frames.every((f) => f.length === SIZE.width * SIZE.height * 4)).toBe(true);
  });

  it('composes with settings outside their ranges as with the clamped settings', async () => {
    const wild = Object.fromEntries(Object.keys(entry(id).settings).map((key, i) => [key, i % 2 ? 1e6 : -1e6]));
    const a = await composeStack(readStack([{ effect: id, settings: wild }]));
    const b = await composeStack([{ effect: id, settings: readStack([{ effect: id, settings: wild }])[0].settings }]);
    expect(a.frames.every((frame, i) => sameFrame(frame, b.frames[i]))).toBe(true);
  });
});

describe('a stack', () => {
  it('party cycles the hue across the loop', async () => {
    const out = await composeStack([entry('party', { tint: 0 })]);
    const hues = out.frames.map(meanHue);
    const quarter = Math.round(out.frames.length / 4);
    const turn = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
    expect(turn(hues[0], hues[quarter])).toBeGreaterThan(1);
    expect(turn(hues[0], hues[2 * quarter])).toBeGreaterThan(2.5);
  });

  it('spin turns the subject a quarter turn a quarter of the way through its cycle', async () => {
    const disc = await makeTestInput(1, 64);
    const spinJob = { ...(await emoteJob(rotate, { size: SIZE, inputs: [disc], startFrame: 1 })), stack: [entry('spin', { seconds: 1 })] };
    // Rotations about the centre compose: the spun frame is the type's own frame turned by the effect's angle.
    const own = await composeFrames({ ...spinJob, stack: [] }, rotate, { signal: new AbortController().signal, onProgress: () => {} });
    const spun = await composeFrames(spinJob, rotate, { signal: new AbortController().signal, onProgress: () => {} });
    const quarter = Math.round(spun.frames.length / 4);
    const before = darkMark(own.frames[quarter % own.frames.length], 64);
    const after = darkMark(spun.frames[quarter], 64);
    const angle = Math.atan2(after.y, after.x) - Math.atan2(before.y, before.x);
    const turned = Math.atan2(Math.sin(angle), Math.cos(angle));
    expect(Math.abs(turned - Math.PI / 2)).toBeLessThan(0.25);
  });

  it('applies its effects in order: spin then shake is not shake then spin', async () => {
    const a = await composeStack([entry('shake', { offset: 0.2 }), entry('spin')]);
    const b = await composeStack([entry('spin'), entry('shake', { offset: 0.2 })]);
    expect(a.frames.some((frame, i) => !sameFrame(frame, b.frames[i]))).toBe(true);
  });

  it('loops seamlessly: with a 0.4 s party and a 0.3 s spin on jam, the frames after the last are the loop again', async () => {
    const stack = [entry('party', { seconds: 0.4 }), entry('spin', { seconds: 0.3 })];
    // jam's 20 frames, party's 8 and spin's 6: two jam loops hold five parties and seven spins of
    // 5.7 frames (5 % fast), where the least common multiple would be 120 frames.
    const loop = await composeStack(stack);
    expect(loop.frames).toHaveLength(40);
    // An input that loops in 12 s, drawing the same disc all along, makes the pipeline draw the loop six times over.
    const longJob = { ...(await emoteJob(jam, { size: SIZE, inputs: [await steadyAnimatedInput(120, 100)], startFrame: 1 })), stack };
    const again = await composeFrames(longJob, jam, { signal: new AbortController().signal, onProgress: () => {} });
    expect(again.frames).toHaveLength(240);
    loop.frames.forEach((frame, i) => {
      for (const round of [0, 1, 5]) expect(sameFrame(again.frames[40 * round + i], frame), `frame ${40 * round + i}`).toBe(true);
    });
    expect(sameFrame(loop.frames[0], loop.frames[20])).toBe(false);
  });
});

/** A still 64×64 background, blue on the left half and yellow on the right: any move or turn of it shows. */
async function halvesBackground(): Promise<JobInput> {
  const canvas = new OffscreenCanvas(64, 64);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, 32, 64);
  ctx.fillStyle = '#ffff00';
  ctx.fillRect(32, 0, 32, 64);
  const frames = [{ bitmap: await createImageBitmap(canvas), msDuration: 100 }];
  return { animation: { width: 64, height: 64, frames, frameEndTimes: [100], truncated: false }, transform: defaultInputTransform() };
}
const backgroundAt = (pixel: number): number[] => ((pixel % 64) < 32 ? [0, 0, 255, 255] : [255, 255, 0, 255]);

/** jam with this stack on the test disc, with the halves background in the BG slot or without it. */
async function composeOverBackground(stack: StackedEffect[], background: JobInput | null) {
  const job = await emoteJob(jam, { size: SIZE, startFrame: 1 });
  const inputs = job.inputs.map((input, slot) => (slot === jam.backgroundIndex ? background : input));
  return composeFrames({ ...job, inputs, stack }, jam, { signal: new AbortController().signal, onProgress: () => {} });
}

/** Per frame, the pixels where the subject drew nothing and the frame is not the background as it was. */
async function backgroundMoved(stack: StackedEffect[]) {
  const background = await halvesBackground();
  const subject = await composeOverBackground(stack, null);
  const over = await composeOverBackground(stack, background);
  return over.frames.map((frame, f) => {
    let moved = 0;
    for (let p = 0; p < frame.length / 4; p++) {
      if (subject.frames[f][p * 4 + 3] !== 0) continue;
      if (Array.from(frame.subarray(p * 4, p * 4 + 4)).some((v, c) => v !== backgroundAt(p)[c])) moved++;
    }
    return moved;
  });
}

describe('two of the same effect', () => {
  it('a second Hearts added beside the first draws hearts of its own: the two cover more than one twice', async () => {
    const first = createStackedEffect('hearts');
    const plain = await composeStack([]);
    /** Pixels a heart changed, summed over the frames (off the plain frame by more than a quarter in some channel). */
    const covered = (out: ComposedFrames) =>
      out.frames.reduce((sum, frame, f) => {
        const base = plain.frames[f % plain.frames.length];
        let n = 0;
        for (let i = 0; i < frame.length; i += 4) if ([0, 1, 2, 3].some((c) => Math.abs(frame[i + c] - base[i + c]) > 64)) n++;
        return sum + n;
      }, 0);
    const same = covered(await composeStack([first, first]));
    const own = covered(await composeStack([first, createStackedEffect('hearts', [first])]));
    expect(own).toBeGreaterThan(same * 1.3);
  });
});

describe.each(['shake', 'spin'])('%s added to the stack', (id) => {
  it('moves the subject alone by default: wherever the subject is not, the background shows as it was on every frame', async () => {
    expect(entry(id).settings.wholeFrame).toBe(false);
    expect(await backgroundMoved([entry(id)])).toEqual(Array(20).fill(0));
    const plain = await composeOverBackground([], await halvesBackground());
    const moved = await composeOverBackground([entry(id)], await halvesBackground());
    expect(moved.frames.some((frame, i) => !sameFrame(frame, plain.frames[i]))).toBe(true);
  });

  it('moves the background with the subject when set to the whole frame', async () => {
    const moved = await backgroundMoved([entry(id, { wholeFrame: true })]);
    expect(Math.max(...moved)).toBeGreaterThan(64);
  });
});
