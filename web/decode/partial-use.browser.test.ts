/** Issue 32 items 1 and 3: failures named by what happened, and an input used in part says how much. */
import { describe, expect, it } from 'vitest';
import apng from '../../tests/fixtures/corpus/apng-41f-dispose-none-bg-prev-blend-source-over.png?url';
import badLzw from '../../tests/fixtures/corpus/gif-broken-bad-lzw-first-code.gif?url';
import svg from '../../tests/fixtures/corpus/svg-width-height-no-viewbox.svg?url';
import vp9 from '../../tests/fixtures/clips/rgb-vp9.webm?url';
import fourClusters from '../../tests/fixtures/clips/four-clusters-vp9.webm?url';
import { decodeImage } from './decode-image.ts';
import { LoadError } from './load-error.ts';
import { DECODE_HELP, FILE_ERRORS, partialUseNote } from './load-messages.ts';
import { LOAD_ERRORS, unsupportedCodecMessage, VIDEO_ERRORS } from '../messages.ts';
import { makeGifWithDamagedSecondFrame } from '../../tests/fixtures/make-damaged-gif.ts';

const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const failureOf = async (blob: Blob) => {
  const error = await decodeImage(blob).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LoadError);
  return error as LoadError;
};


describe('an input used only in part says so', () => {
  it('an APNG of 41 frames cut at 9.5 % keeps the frames before the cut, of 41, cut short', async () => {
    const bytes = await bytesAt(apng);
    const animation = await decodeImage(new Blob([bytes.slice(0, Math.round(bytes.length * 0.095))]));
    expect(animation.damaged).toMatchObject({ unit: 'frames', total: 41, cause: 'cut' });
    expect(animation.damaged!.used).toBeLessThan(41);
    expect(animation.damaged!.used).toBeGreaterThanOrEqual(1);
    expect(partialUseNote(animation.damaged!)).toMatch(/^Used \d+ of 41 frames: the file is cut short at frame \d+\./);
  });

  it('a two-frame GIF with a damaged second frame: 1 of 2 frames, damaged at frame 2', async () => {
    const animation = await decodeImage(new Blob([new Uint8Array(makeGifWithDamagedSecondFrame())]));
    expect(animation.damaged).toEqual({ unit: 'frames', used: 1, total: 2, cause: 'damaged' });
    expect(partialUseNote(animation.damaged!)).toMatch(/^Used 1 of 2 frames: the file is damaged at frame 2\./);
  });

  it('a 4 s WebM cut in half (or later): the seconds read of the 4.0 s its header declares, cut short', async () => {
    const bytes = await bytesAt(fourClusters);
    for (const part of [0.5, 0.6, 0.75]) {
      const animation = await decodeImage(new Blob([bytes.slice(0, Math.round(bytes.length * part))]), { videoFrameMs: 100 });
      expect(animation.damaged, `cut at ${part}`).toMatchObject({ unit: 'seconds', total: 4, cause: 'cut' });
      expect(animation.damaged!.used).toBeLessThan(3);
      expect(partialUseNote(animation.damaged!)).toMatch(/^Used \d\.\d s of 4\.0 s: the file is cut short at \d\.\d s\./);
      animation.frames.forEach((frame) => frame.bitmap.close());
    }
  });

  it('a whole file says nothing', async () => {
    expect((await decodeImage(new Blob([await bytesAt(apng)]))).damaged).toBeUndefined();
    expect((await decodeImage(new Blob([await bytesAt(vp9)]), { videoFrameMs: 100 })).damaged).toBeUndefined();
  });
});

describe('failures told apart', () => {
  it('a zero-length file is empty, whatever its name or type, never an image message', async () => {
    for (const type of ['video/mp4', 'image/gif', '']) {
      const error = await failureOf(new File([], 'clip.mp4', { type }));
      expect([error.message, error.help]).toEqual([FILE_ERRORS.empty, DECODE_HELP.empty]);
    }
  });

  it('bytes of no kind we read are not a picture or clip', async () => {
    const error = await failureOf(new Blob(['just some words, not a picture']));
    expect([error.message, error.help]).toEqual([FILE_ERRORS.notMedia, DECODE_HELP.notMedia]);
  });

  it('an SVG cut short gets SPEC\'s SVG message', async () => {
    const bytes = await bytesAt(svg);
    for (const cut of [20, 60, bytes.length >> 1]) {
      const error = await failureOf(new Blob([bytes.slice(0, cut)]));
      expect(error.message, `cut at ${cut}`).toBe(LOAD_ERRORS.svgDecode);
    }
  });

  it('a GIF whose header reads and no frame decodes: no frames, and a sentence saying none could be read', async () => {
    const error = await failureOf(new Blob([await bytesAt(badLzw)]));
    expect([error.message, error.help]).toEqual([LOAD_ERRORS.noFrames, DECODE_HELP.noFrames]);
    expect(error.help).toMatch(/^No frame of this file could be read\./);
  });

  it('a VP9 WebM damaged in the middle is never called a codec this browser cannot decode', async () => {
    const bytes = await bytesAt(vp9);
    for (const at of [0.2, 0.4, 0.5, 0.6, 0.8]) {
      const mutant = bytes.slice();
      const from = Math.round(mutant.length * at);
      for (let i = from; i < from + 64; i++) mutant[i] ^= 0x5a;
      const result = await decodeImage(new Blob([mutant]), { videoFrameMs: 200 }).then((animation) => animation.frames.forEach((frame) => frame.bitmap.close())).catch((e: unknown) => e);
      if (result instanceof LoadError) expect(result.message, `flipped at ${at}`).not.toBe(unsupportedCodecMessage('VP9'));
      if (result instanceof LoadError) expect([VIDEO_ERRORS.damaged, VIDEO_ERRORS.noPicture, FILE_ERRORS.notMedia] as string[]).toContain(result.message);
    }
  });
});
