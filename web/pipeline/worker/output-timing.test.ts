import { describe, expect, it } from 'vitest';
import { frameIndexAt, orderFrames, planOutputTiming } from './output-timing.ts';

describe('planOutputTiming', () => {
  it('uses the effect loop alone for a still input', () => {
    expect(planOutputTiming({ frameCount: 20, frameMs: 50 }, [])).toEqual({ frameCount: 20, frameMs: 50, truncated: false });
  });

  it('extends the loop to the common period of the effect and an animated input', () => {
    // 1000 ms effect, 900 ms input (30 frames of 30 ms): both loop seamlessly after 9 s.
    expect(planOutputTiming({ frameCount: 20, frameMs: 50 }, [900])).toEqual({ frameCount: 180, frameMs: 50, truncated: false });
  });

  it('falls back to whole effect loops covering the input when the common period is too long', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [1010]);
    expect(plan).toEqual({ frameCount: 40, frameMs: 50, truncated: false });
  });

  it('stops at 1200 frames and marks the output truncated', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [100_010]);
    expect(plan.frameCount).toBe(1200);
    expect(plan.truncated).toBe(true);
  });
});

describe('frameIndexAt', () => {
  const ends = [100, 150, 400];
  it('finds the frame showing at a time', () => {
    expect([0, 99, 100, 149, 150, 399].map((t) => frameIndexAt(ends, t))).toEqual([0, 0, 1, 1, 2, 2]);
  });
  it('loops the input on its own', () => {
    expect(frameIndexAt(ends, 400)).toBe(0);
    expect(frameIndexAt(ends, 520)).toBe(1);
  });
});

describe('orderFrames', () => {
  it('starts at the chosen 1-based frame', () => {
    expect(orderFrames(4, 3, false)).toEqual([2, 3, 0, 1]);
  });
  it('reverses after choosing the start', () => {
    expect(orderFrames(4, 1, true)).toEqual([3, 2, 1, 0]);
  });
  it('wraps a start frame beyond the count', () => {
    expect(orderFrames(4, 6, false)).toEqual([1, 2, 3, 0]);
  });
});
