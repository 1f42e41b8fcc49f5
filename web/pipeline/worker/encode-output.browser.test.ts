import { describe, expect, it } from 'vitest';
import { decodeGifFrames } from '../../../wasm/gif-decode.ts';
import { defaultEncodeOptions } from '../protocol.ts';
import { encodeOutput, type FramesToEncode } from './encode-output.ts';

const gifOptions = () => defaultEncodeOptions().gifOptions;
const signal = () => new AbortController().signal;

/** A 32×32 animation of a square moving right, half transparent at the edges. */
function frames(count: number): FramesToEncode {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(32 * 32 * 4);
    for (let y = 8; y < 24; y++)
      for (let x = f; x < f + 12; x++) rgba.set([200, 40 + f * 10, 90, x === f ? 100 : 255], (y * 32 + x) * 4);
    return rgba;
  });
  return { width: 32, height: 32, frames: list, delaysMs: Array(count).fill(30), truncated: false };
}

describe('encodeOutput', () => {
  it('ends with zero frames found when there is nothing to encode', async () => {
    await expect(encodeOutput({ ...frames(0) }, 'gif', gifOptions(), signal())).rejects.toMatchObject({ code: 'zero frames found' });
  });

  it('writes 30 ms frames as 3 cs and cuts alpha at the cutoff', async () => {
    const made = await encodeOutput(frames(6), 'gif', gifOptions(), signal());
    const gif = decodeGifFrames(new Uint8Array(made.bytes));
    expect(made.delaysMs).toEqual(Array(6).fill(30));
    expect(gif.delaysCs).toEqual(Array(6).fill(3));
    // The column at alpha 100 is below the default cutoff of 128, so it became transparent.
    expect(gif.frames[0][(10 * 32 + 0) * 4 + 3]).toBe(0);
    expect(gif.frames[0][(10 * 32 + 1) * 4 + 3]).toBe(255);
  });

  it('makes a PNG of the first frame it is given', async () => {
    const made = await encodeOutput(frames(1), 'png', gifOptions(), signal());
    expect(made.mime).toBe('image/png');
    expect(new Uint8Array(made.bytes).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });

  it("ends with can't meet file size limit when no GIF fits", async () => {
    const options = { ...gifOptions(), filesizeLimitIndex: 6, customLimitBytes: 40 };
    await expect(encodeOutput(frames(6), 'gif', options, signal())).rejects.toMatchObject({ code: "can't meet file size limit" });
  });

  it('fits under a custom limit and reports what it gave up', async () => {
    const options = { ...gifOptions(), filesizeLimitIndex: 6, customLimitBytes: 900 };
    const made = await encodeOutput(frames(6), 'gif', options, signal());
    expect(made.bytes.byteLength).toBeLessThanOrEqual(900);
    expect(made.fit?.limitBytes).toBe(900);
  });

  it('ends with encoding interrupted when aborted during a fit', async () => {
    const controller = new AbortController();
    controller.abort();
    const options = { ...gifOptions(), filesizeLimitIndex: 6, customLimitBytes: 900 };
    await expect(encodeOutput(frames(6), 'gif', options, controller.signal)).rejects.toMatchObject({ code: 'encoding interrupted' });
  });
});
