/**
 * Issue 36 in the worker's own code, on real renders: the caption refusal at the emote's own size
 * (112 px and a 32 px badge) with its letters measured from the layout, the letter height each
 * composed output reports, and the measures of words that draw nothing.
 */
import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import text from '../../emotes/text.ts';
import { emoteJob, type EmoteJobOptions } from '../../test-support/emote-job.ts';
import { defaultInputTransform, type MakeJob } from '../protocol.ts';
import { defaultCaptionSpec, defaultTextSpec } from '../../text/text-spec.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { READABLE_LETTER_PX } from '../../legibility/thresholds.ts';
import { isAlmostBlank } from '../../legibility/advise.ts';
import { composeFrames } from './compose-frames.ts';
import type { EmoteType } from '../../emotes/types.ts';

const hooks = () => ({ signal: new AbortController().signal, onProgress: () => {} });

async function wordsJob(type: EmoteType, words: string, options: EmoteJobOptions = {}): Promise<MakeJob> {
  const job = await emoteJob(type, options);
  const inputs = job.inputs.map(() => null);
  const texts = job.inputs.map((_, slot) => (slot === 0 ? { text: { ...defaultTextSpec(), words }, transform: defaultInputTransform() } : null));
  return { ...job, inputs, texts };
}

const caption = (words: string) => ({ ...defaultCaptionSpec(), words });
/** 110 characters: four lines of letters about 5 px tall at 112 px before issue 36. */
const LONG = 'when the stream finally starts after twenty minutes of the starting soon screen and chat already spammed it al';

describe('the caption refusal and the letter measures (issue 36)', () => {
  it('refuses a 110-character caption at 112 px: its letters would be under the readable height', async () => {
    expect([...LONG].length).toBe(110);
    const job = await emoteJob(jam);
    await expect(composeFrames({ ...job, caption: caption(LONG) }, jam, hooks())).rejects.toMatchObject({ code: ENCODE_ERRORS.captionTooLong });
  });

  it('refuses "VIBING" on a 32 px badge, and takes "LOL" without an outline there, its letters at least 7 px tall', async () => {
    const badge = { ...(await emoteJob(jam, { size: { width: 32, height: 32 } })), format: 'png' as const };
    await expect(composeFrames({ ...badge, caption: caption('VIBING') }, jam, hooks())).rejects.toMatchObject({ code: ENCODE_ERRORS.captionTooLong });
    // With the default outline not even three letters 7 px tall fit the 14 px a caption may take of a 32 px frame.
    await expect(composeFrames({ ...badge, caption: caption('LOL') }, jam, hooks())).rejects.toMatchObject({ code: ENCODE_ERRORS.captionTooLong });
    const made = await composeFrames({ ...badge, caption: { ...caption('LOL'), outlineWidth: 0 } }, jam, hooks());
    expect(made.legibility.letterFrom).toBe('caption');
    expect(made.legibility.letterPx!).toBeGreaterThanOrEqual(READABLE_LETTER_PX);
  });

  it('takes at 112 px a caption whose capitals are at least 7 px tall, and says how tall they are', async () => {
    const job = await emoteJob(jam);
    const made = await composeFrames({ ...job, caption: caption('VIBING') }, jam, hooks());
    expect(made.legibility.letterPx!).toBeGreaterThan(READABLE_LETTER_PX);
    expect(made.legibility.letterPx!).toBeLessThan(0.45 * 112);
  });

  it('measures the words of a text slot from their layout and how /text draws them: fewer words, taller letters', async () => {
    const long = await composeFrames(await wordsJob(text, "LET'S GOOO 😂 CHAT", { size: { width: 28, height: 28 } }), text, hooks());
    const two = await composeFrames(await wordsJob(text, "LET'S GOOO", { size: { width: 28, height: 28 } }), text, hooks());
    const short = await composeFrames(await wordsJob(text, "LET'S", { size: { width: 28, height: 28 } }), text, hooks());
    expect(long.legibility.letterFrom).toBe(0);
    expect([long.legibility.letterWords, two.legibility.letterWords, short.legibility.letterWords]).toEqual([4, 2, 1]);
    expect(long.legibility.letterPx!).toBeLessThan(two.legibility.letterPx!);
    // Drawn by /text at 0.79 to 0.91 of their layout, two words still fall under 7 px at 28 px; one reads.
    expect(two.legibility.letterPx!).toBeLessThan(READABLE_LETTER_PX);
    expect(short.legibility.letterPx!).toBeGreaterThanOrEqual(READABLE_LETTER_PX);
  });

  it('counts the scale the type draws its words at: /text draws them smaller than their layout, to leave room for its pop and tilt', async () => {
    const job = await wordsJob(text, 'GG', { size: { width: 112, height: 112 } });
    const made = await composeFrames(job, text, hooks());
    // The same words with the type drawing the slot as it is: what the layout alone says.
    const asLaidOut = { ...text, render: ({ ctx, inputs }: Parameters<EmoteType['render']>[0]) => inputs[0] && ctx.drawImage(inputs[0].image, 0, 0) };
    const laidOut = await composeFrames(job, asLaidOut, hooks());
    const ratio = made.legibility.letterPx! / laidOut.legibility.letterPx!;
    // /text's default pop (0.15) and wobble (6°) fit the words at 0.79 of the frame, up to 0.91 on the beat.
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(0.93);
  });

  it('finds that words of only zero-width characters draw nothing, and have no letters', async () => {
    const made = await composeFrames(await wordsJob(text, '\u200b\u200d\u2060'), text, hooks());
    expect(made.legibility.drawnShare).toBe(0);
    expect(made.legibility.letterPx).toBeNull();
  });

  it('finds that a subject scaled below a pixel draws almost nothing, while the same subject at its size does not', async () => {
    const job = await emoteJob(jam);
    const shrunk = { ...job, inputs: job.inputs.map((input) => input && { ...input, transform: { ...input.transform, matrix: [0.005, 0, 0, 0.005] as [number, number, number, number] } }) };
    expect(isAlmostBlank((await composeFrames(shrunk, jam, hooks())).legibility)).toBe(true);
    expect(isAlmostBlank((await composeFrames(job, jam, hooks())).legibility)).toBe(false);
  });

  it("draws the same frames without the measures (the pack's files), and reports none", async () => {
    const job = await wordsJob(text, 'GG', { size: { width: 56, height: 56 } });
    const measured = await composeFrames({ ...job, caption: caption('HI') }, text, hooks());
    const unmeasured = await composeFrames({ ...job, caption: caption('HI') }, text, { ...hooks(), measure: false });
    expect(measured.legibility.letterPx).not.toBeNull();
    expect(unmeasured.legibility).toBeNull();
    expect(unmeasured.frames.length).toBe(measured.frames.length);
    unmeasured.frames.forEach((frame, f) => expect(frame, `frame ${f}`).toEqual(measured.frames[f]));
  });
});
