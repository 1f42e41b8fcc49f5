import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from '../../../tests/support/gif-decode.ts';
import jam from '../../emotes/jam.ts';
import { createStackedEffect } from '../../effects/stack.ts';
import { emoteJob } from '../../test-support/emote-job.ts';
import { defaultEncodeOptions, type EncodeTarget } from '../protocol.ts';
import { composeFrames } from './compose-frames.ts';
import { encodeOutputWritten, type FramesToEncode } from './encode-output.ts';
import { checkFlashing, withFlashCheck } from './check-flashing.ts';

const gifOptions = defaultEncodeOptions().gifOptions;
const signal = () => new AbortController().signal;
const limit = (maxBytes: number): EncodeTarget => ({ name: 'Custom limit', platformId: null, maxBytes, maxFrames: null, clipFrames: null, minSide: 64 });

/**
 * A 64×64 strobe of 20 frames of 50 ms: grey noise, dark (0–63) on even frames and light
 * (192–255) on odd ones, ten flashes a second. Noise does not compress, so a tight byte limit
 * makes the fit loop drop every other frame, and the frames it keeps are all dark.
 */
function noiseStrobe(): FramesToEncode {
  let seed = 11;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 26);
  const frames = Array.from({ length: 20 }, (_, f) => {
    const rgba = new Uint8ClampedArray(64 * 64 * 4);
    for (let i = 0; i < rgba.length; i += 4) {
      const grey = (f % 2 ? 192 : 0) + next();
      rgba.set([grey, grey, grey, 255], i);
    }
    return rgba;
  });
  return { width: 64, height: 64, frames, delaysMs: Array(20).fill(50), truncated: false };
}

/** The flashing check of a GIF file read back: what a viewer of the file sees. */
function checkFile(bytes: ArrayBuffer) {
  const gif = decodeGifFrames(new Uint8Array(bytes));
  return checkFlashing({ width: gif.width, height: gif.height, frames: gif.frames, delaysMs: gif.delaysCs.map((cs) => cs * 10), loop: true, alphaCutoff: null });
}

describe('the flashing check follows the frames written', () => {
  it('warns of the strobe the file holds, naming its worst second', async () => {
    const { file, written } = await encodeOutputWritten(noiseStrobe(), 'gif', gifOptions, null, signal());
    const checked = withFlashCheck(file, written, true);
    expect(checked).toMatchObject({ flashing: { flashes: 10, fromMs: 0, toMs: 1000 } });
    expect(checkFile(file.bytes)?.flashes).toBe(10);
  });

  it('passes a file whose fit dropped every other frame, though the frames composed flash ten times a second', async () => {
    const composed = noiseStrobe();
    expect(checkFlashing({ ...composed, loop: true, alphaCutoff: null })?.flashes).toBe(10);
    const { file, written } = await encodeOutputWritten(composed, 'gif', gifOptions, limit(25_000), signal());
    expect(file.fit?.frameStep).toBe(2);
    expect(file.frameCount).toBe(10);
    expect(checkFile(file.bytes)).toBeNull();
    expect(withFlashCheck(file, written, true)).toMatchObject({ flashing: null });
  });

  it('warns of a party stack cycling the rainbow every 0.2 s on jam at 20 fps, and passes the default 1 s party', async () => {
    const written = async (seconds: number) => {
      const party = createStackedEffect('party');
      const job = { ...(await emoteJob(jam)), stack: [{ ...party, settings: { ...party.settings, seconds } }] };
      const composed = await composeFrames(job, jam, { signal: signal(), onProgress: () => {} });
      expect(composed.delaysMs[0]).toBe(50);
      const encoded = await encodeOutputWritten(composed, 'gif', gifOptions, null, signal());
      return { file: encoded.file, checked: withFlashCheck(encoded.file, encoded.written, true) };
    };
    // Four hues a cycle, five cycles a second: the red disc turns light and dark again over most of the emote each cycle.
    const fast = await written(0.2);
    expect(fast.checked).toMatchObject({ flashing: { flashes: 5 } });
    expect(checkFile(fast.file.bytes)?.flashes).toBe(5);
    expect((await written(1)).checked).toMatchObject({ flashing: null });
    // The fastest party swaps red and cyan every frame: hardly a change of brightness, ten red flashes a second.
    const fastest = await written(0.1);
    expect(fastest.checked).toMatchObject({ flashing: { flashes: 10 } });
    expect(checkFile(fastest.file.bytes)?.flashes).toBe(10);
  });
});
