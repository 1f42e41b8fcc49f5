import { describe, expect, it } from 'vitest';
import { playheadMs } from './TimelinePlayhead.tsx';

describe('playheadMs', () => {
  const window = { startMs: 1000, lengthMs: 2000 };

  it('walks the chosen part at the clip speed and starts it again', () => {
    expect(playheadMs(window, 1, 2000, 0)).toBe(1000);
    expect(playheadMs(window, 1, 2000, 500)).toBe(1500);
    expect(playheadMs(window, 1, 2000, 2500)).toBe(1500);
    expect(playheadMs(window, 2, 1000, 250)).toBe(1500);
  });

  it('starts the part again with the output loop when the loop is longer than the part', () => {
    // A 1.5 s part in a 2 s loop (whole effect loops): the part plays, then restarts at the loop's start.
    expect(playheadMs({ startMs: 0, lengthMs: 1500 }, 1, 2000, 1800)).toBe(300);
    expect(playheadMs({ startMs: 0, lengthMs: 1500 }, 1, 2000, 2100)).toBe(100);
  });

  it('never leaves the chosen part', () => {
    for (let t = 0; t < 10_000; t += 37) {
      const ms = playheadMs(window, 1.75, 2400, t);
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThan(3000);
    }
  });
});
