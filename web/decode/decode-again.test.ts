import { describe, expect, it } from 'vitest';
import type { Animation } from '../pipeline/protocol.ts';
import { decodeAgain, rememberMasks, rememberSource } from './decode-again.ts';

/** An animation whose decoder, like decodeImage, remembers how to decode each fresh copy again. */
function decoded(): Animation {
  const animation: Animation = { width: 2, height: 1, frames: [], frameEndTimes: [], truncated: false };
  rememberSource(animation, async () => decoded());
  return animation;
}

const masks = (value: number) => [new Uint8Array([value, value])];

describe('decoding again an input cut out by the model', () => {
  it('brings its masks back, and the fresh copy decodes again in turn, masks and all', async () => {
    const first = decoded();
    rememberMasks(first, masks(255));
    const second = await decodeAgain(first);
    expect(second.masks).toEqual(masks(255));
    // A second "Remove background" decodes the input the first one left, then the pack decodes that.
    const third = await decodeAgain(second);
    expect(third.masks).toEqual(masks(255));
    expect((await decodeAgain(third)).masks).toEqual(masks(255));
  });

  it('gives the masks of the latest cut, not an earlier one', async () => {
    const first = decoded();
    rememberMasks(first, masks(255));
    const second = await decodeAgain(first);
    rememberMasks(second, masks(7));
    const third = await decodeAgain(second);
    expect(third.masks).toEqual(masks(7));
    expect((await decodeAgain(third)).masks).toEqual(masks(7));
  });

  it('leaves an input with no remembered decoder undecodable, as it was', async () => {
    const lone = { width: 1, height: 1, frames: [], frameEndTimes: [], truncated: false } as Animation;
    rememberMasks(lone, masks(1));
    await expect(decodeAgain(lone)).rejects.toThrow('no way to decode it again');
  });
});
