import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { defaultSettings } from '../../emotes/settings.ts';
import { emoteJob, sameFrame } from '../../test-support/emote-job.ts';
import { defaultEncodeOptions, defaultInputTransform, type JobInput, type MakeJob } from '../protocol.ts';
import { defaultSubjectStyle } from '../subject-style-types.ts';
import { defaultCaptionSpec } from '../../text/text-spec.ts';
import { createStackedEffect } from '../../effects/stack.ts';
import { makeTestInput } from '../../test-support/make-test-input.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { composeFrames } from './compose-frames.ts';
import { toErrorResult } from './error-result.ts';

const hooks = () => ({ signal: new AbortController().signal, onProgress: () => {} });

/** jam's default job on a still test disc, with overrides. */
const jamJob = async (overrides: Partial<MakeJob> = {}): Promise<MakeJob> => ({ ...(await emoteJob(jam)), ...overrides });

function flipLeftRight(frame: Uint8ClampedArray, width: number) {
  const out = new Uint8ClampedArray(frame.length);
  for (let i = 0; i < frame.length / 4; i++) {
    const x = i % width;
    out.set(frame.subarray(i * 4, i * 4 + 4), (i - x + (width - 1 - x)) * 4);
  }
  return out;
}

describe('composeFrames', () => {
  it('draws jam as 20 frames of 50 ms at the output size', async () => {
    const out = await composeFrames(await jamJob(), jam, hooks());
    expect(out.frames).toHaveLength(20);
    expect(out.delaysMs).toEqual(Array(20).fill(50));
    expect(out.frames[0].length).toBe(112 * 112 * 4);
    expect(out.truncated).toBe(false);
  });

  it('gives the same pixels twice for the same job', async () => {
    const a = await composeFrames(await jamJob(), jam, hooks());
    const b = await composeFrames(await jamJob(), jam, hooks());
    expect(a.frames.map((f) => Array.from(f))).toEqual(b.frames.map((f) => Array.from(f)));
  });

  it('moves the subject between frames', async () => {
    const out = await composeFrames(await jamJob(), jam, hooks());
    expect(Array.from(out.frames[0])).not.toEqual(Array.from(out.frames[5]));
  });

  it('plays an animated input in its own time over a longer loop', async () => {
    // 9 frames of 100 ms = 900 ms against jam's 1000 ms: both loop after 9000 ms = 180 frames.
    const out = await composeFrames(await jamJob({ inputs: [await makeTestInput(9, 64, 100), null, null] }), jam, hooks());
    expect(out.frames).toHaveLength(180);
  });

  it('mirrors the whole frame', async () => {
    // A still pose (no tilt, dip or squash) of an asymmetric disc: mirrored, it is the plain frame flipped left to right.
    const settings = { ...defaultSettings(jam.settings, { width: 112, height: 112 }), tilt: 0, dip: 0, squash: 0 };
    const plain = await composeFrames(await jamJob({ settings }), jam, hooks());
    const mirrored = await composeFrames(await jamJob({ settings, encodeOptions: { ...defaultEncodeOptions(), mirror: true } }), jam, hooks());
    expect(Array.from(mirrored.frames[0])).toEqual(Array.from(flipLeftRight(plain.frames[0], 112)));
    expect(Array.from(mirrored.frames[0])).not.toEqual(Array.from(plain.frames[0]));
  });

  it('draws only the extracted frame for static output', async () => {
    const all = await composeFrames(await jamJob(), jam, hooks());
    const one = await composeFrames(await jamJob(), jam, { ...hooks(), onlyFrame: 6 });
    expect(one.frames).toHaveLength(1);
    expect(Array.from(one.frames[0])).toEqual(Array.from(all.frames[5]));
  });

  it('halves the output size with scaledown 2', async () => {
    const out = await composeFrames(await jamJob({ encodeOptions: { ...defaultEncodeOptions(), scaledown: 2 } }), jam, hooks());
    expect([out.width, out.height]).toEqual([56, 56]);
  });

  // A real out-of-memory cannot be provoked reliably on a machine with gigabytes free: getImageData is
  // made to throw what Chromium throws when it cannot allocate the ImageData ('Out of memory at
  // ImageData creation', a RangeError), at the one place composition reads pixels.
  it("turns a RangeError from getImageData into 'out of memory for images', which the job reports as such", async () => {
    const real = OffscreenCanvasRenderingContext2D.prototype.getImageData;
    OffscreenCanvasRenderingContext2D.prototype.getImageData = () => {
      throw new RangeError('Out of memory at ImageData creation');
    };
    try {
      const failure = await composeFrames(await jamJob(), jam, hooks()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PipelineError);
      expect(toErrorResult(failure)).toMatchObject({ kind: 'error', code: 'out of memory for images' });
    } finally {
      OffscreenCanvasRenderingContext2D.prototype.getImageData = real;
    }
    expect((await composeFrames(await jamJob(), jam, hooks())).frames).toHaveLength(20);
  });

  it('stops with encoding interrupted when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(composeFrames(await jamJob(), jam, { signal: controller.signal, onProgress: () => {} })).rejects.toMatchObject({ code: 'encoding interrupted' });
  });
});

/** One fully transparent frame: jam draws nothing of it, so only what is drawn over the emote shows. */
async function emptyInput(): Promise<JobInput> {
  const canvas = new OffscreenCanvas(64, 64);
  // A canvas never given a context has no pixels to make a bitmap of.
  canvas.getContext('2d');
  const frames = [{ bitmap: await createImageBitmap(canvas), msDuration: 100 }];
  return { animation: { width: 64, height: 64, frames, frameEndTimes: [100], truncated: false }, transform: defaultInputTransform() };
}

const pixelAt = (frame: Uint8ClampedArray, p: number) => Array.from(frame.subarray(p * 4, p * 4 + 4));
const alphaAt = (frame: Uint8ClampedArray, x: number, y: number) => (x < 0 || y < 0 || x >= 112 || y >= 112 ? 0 : frame[(y * 112 + x) * 4 + 3]);

/** True when some pixel within `radius` (a square) of (x, y) has at least `alpha`. */
function anyNear(frame: Uint8ClampedArray, x: number, y: number, radius: number, alpha: number) {
  for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) if (alphaAt(frame, x + dx, y + dy) >= alpha) return true;
  return false;
}

describe('a stack of spin and glitch under a caption and a magenta outline', () => {
  const caption = { ...defaultCaptionSpec(), words: 'VIBING' };
  const subjectStyle = { ...defaultSubjectStyle(), outline: { colour: '#ff00ff', width: 3 } };
  const stack = [createStackedEffect('spin'), createStackedEffect('glitch')];
  /** The caption alone: composed over an empty input, so its letters are all the frame holds. */
  const letters = async () => (await composeFrames(await jamJob({ caption, subjectStyle, inputs: [await emptyInput(), null, null] }), jam, hooks())).frames[0];

  it('leaves every solid pixel of the caption’s letters as without the stack, on every frame', async () => {
    const plain = await composeFrames(await jamJob({ caption, subjectStyle }), jam, hooks());
    const stacked = await composeFrames(await jamJob({ caption, subjectStyle, stack }), jam, hooks());
    const ink = await letters();
    const solid = Array.from({ length: 112 * 112 }, (_, p) => p).filter((p) => ink[p * 4 + 3] === 255);
    expect(solid.length).toBeGreaterThan(300);
    expect(stacked.frames).toHaveLength(20);
    stacked.frames.forEach((frame, f) => {
      const changed = solid.filter((p) => pixelAt(frame, p).some((v, c) => v !== plain.frames[f][p * 4 + c]));
      expect(changed.length, `frame ${f}`).toBe(0);
    });
    expect(stacked.frames.some((frame, f) => !sameFrame(frame, plain.frames[f]))).toBe(true);
  });

  it('draws the outline around the subject where the stack left it on each frame, and nowhere else', async () => {
    const bare = await composeFrames(await jamJob({ stack }), jam, hooks());
    const styled = await composeFrames(await jamJob({ caption, subjectStyle, stack }), jam, hooks());
    const ink = await letters();
    styled.frames.forEach((frame, f) => {
      let edge = 0;
      for (let y = 0; y < 112; y++) {
        for (let x = 0; x < 112; x++) {
          const p = y * 112 + x;
          if (anyNear(ink, x, y, 1, 1) || alphaAt(bare.frames[f], x, y) !== 0) continue;
          // Within 2 px across and down of the subject is within 3 px of it: inside the stroke, painted solid.
          if (anyNear(bare.frames[f], x, y, 2, 128)) {
            edge++;
            expect(pixelAt(frame, p), `frame ${f} at ${x},${y}`).toEqual([255, 0, 255, 255]);
          } else if (!anyNear(bare.frames[f], x, y, 5, 1)) {
            expect(frame[p * 4 + 3], `frame ${f} at ${x},${y}`).toBe(0);
          }
        }
      }
      expect(edge, `frame ${f}`).toBeGreaterThan(20);
    });
  });
});
