import { describe, expect, it } from 'vitest';
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import { clipFrameCount, covers, spanFrames, WHOLE_CLIP } from './clip-span.ts';

describe('spanFrames', () => {
  it('takes only the frames of the part asked for, on the clip’s own grid', () => {
    const count = clipFrameCount(30_000, 20);
    expect(count).toBe(1500);
    expect(spanFrames(count, 20, { startMs: 1000, endMs: 5010 })).toEqual({ from: 50, to: 251, truncated: false });
  });

  it('stops at the frame cap and says so', () => {
    expect(spanFrames(1500, 20, WHOLE_CLIP)).toEqual({ from: 0, to: MAX_EMOTE_FRAMES, truncated: true });
  });

  it('keeps at least one frame when the part starts past the end', () => {
    expect(spanFrames(75, 40, { startMs: 9000, endMs: 9500 })).toEqual({ from: 74, to: 75, truncated: false });
  });
});

describe('covers', () => {
  it('is true only when the decoded part holds the wanted one', () => {
    expect(covers({ startMs: 0, endMs: 5000 }, { startMs: 1000, endMs: 4000 })).toBe(true);
    expect(covers({ startMs: 1000, endMs: 5000 }, { startMs: 900, endMs: 4000 })).toBe(false);
    expect(covers({ startMs: 0, endMs: 5000 }, { startMs: 1000, endMs: 5100 })).toBe(false);
  });
});
