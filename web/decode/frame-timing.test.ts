import { describe, expect, it } from 'vitest';
import { BROWSER_SLOW_DELAY_MS, DEFAULT_FRAME_MS } from '../limits.ts';
import { computeFrameEndTimes, normaliseFrameDelay } from './frame-timing.ts';

describe('normaliseFrameDelay', () => {
  it('plays delays under 20 ms in an animation as 100 ms, as browsers do', () => {
    expect(normaliseFrameDelay(0, 259)).toBe(BROWSER_SLOW_DELAY_MS);
    expect(normaliseFrameDelay(10, 2)).toBe(100);
    expect(normaliseFrameDelay(19.9, 2)).toBe(100);
    expect(normaliseFrameDelay(null, 2)).toBe(100);
  });

  it('keeps delays of 20 ms and more, however long', () => {
    expect(normaliseFrameDelay(20, 2)).toBe(20);
    expect(normaliseFrameDelay(30, 30)).toBe(30);
    expect(normaliseFrameDelay(100_000, 2)).toBe(100_000);
  });

  it('gives a still image the default frame duration whatever its header says', () => {
    expect(normaliseFrameDelay(0, 1)).toBe(DEFAULT_FRAME_MS);
    expect(normaliseFrameDelay(null, 1)).toBe(DEFAULT_FRAME_MS);
    expect(normaliseFrameDelay(5000, 1)).toBe(DEFAULT_FRAME_MS);
  });
});

describe('computeFrameEndTimes', () => {
  it('sums durations cumulatively', () => {
    expect(computeFrameEndTimes([{ msDuration: 10 }, { msDuration: 100_000 }, { msDuration: 30 }])).toEqual([10, 100_010, 100_040]);
    expect(computeFrameEndTimes([])).toEqual([]);
  });
});
