import { describe, expect, it } from 'vitest';
import { makeSyntheticFrames } from '../../tests/support/synthetic-frames.ts';
import { decodeGifFrames } from '../../tests/support/gif-decode.ts';
import { collapseRepeats, findRepeatPeriod } from './repeat-period.ts';
import { encodeJsGif } from './js-gif/js-gif-encoder.ts';

const twice = () => {
  const beat = makeSyntheticFrames({ width: 32, height: 32, frames: 5, delayCs: 3 });
  return { ...beat, frames: [...beat.frames, ...beat.frames.map((f) => f.slice())], delaysCs: [...beat.delaysCs, ...beat.delaysCs] };
};

describe('collapseRepeats', { timeout: 60_000 }, () => {
  it('finds the repeating run of a loop that plays its beat twice', () => {
    expect(findRepeatPeriod(twice())).toBe(5);
  });

  it('writes a looping animation that repeats itself once, showing the same pictures at the same times', () => {
    const input = twice();
    const collapsed = collapseRepeats(input, true);
    expect(collapsed.frames).toHaveLength(5);
    const decoded = decodeGifFrames(encodeJsGif(collapsed, { colors: 255, loop: true }));
    const full = decodeGifFrames(encodeJsGif(input, { colors: 255, loop: true }));
    for (let f = 0; f < 10; f++) expect(decoded.frames[f % 5]).toEqual(full.frames[f]);
    expect(decoded.loopCount).toBe(0);
  });

  it('keeps every frame when one pixel or one delay differs, or when the file plays once', () => {
    const input = twice();
    input.frames[7][0] ^= 1;
    expect(collapseRepeats(input, true).frames).toHaveLength(10);
    const slower = twice();
    slower.delaysCs[9] = 4;
    expect(collapseRepeats(slower, true).frames).toHaveLength(10);
    expect(collapseRepeats(twice(), false).frames).toHaveLength(10);
  });
});
