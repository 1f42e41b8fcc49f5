import { describe, expect, it } from 'vitest';
import { applyWebmTiming } from './webm-timing.ts';
import type { WebmFrames } from './meta.ts';

/** `count` 2×2 frames, each filled with its own index so picks can be read back. */
function numbered(count: number, delayMs: number): WebmFrames {
  const frames = Array.from({ length: count }, (_, i) => new Uint8ClampedArray(16).fill(i));
  return { width: 2, height: 2, frames, delaysMs: frames.map(() => delayMs) };
}

const telegram = { minFrameMs: 34, maxDurationMs: 3000 };

describe('applyWebmTiming', () => {
  it('leaves a 2 s loop at 25 fps as it is', () => {
    const timed = applyWebmTiming(numbered(50, 40), telegram);
    expect(timed).toMatchObject({ cutFromMs: null, fromFps: null });
    expect(timed.frames.frames).toHaveLength(50);
  });

  it('cuts a 4.8 s loop to the frames within 3 s and says from how long', () => {
    const timed = applyWebmTiming(numbered(120, 40), telegram);
    expect(timed.cutFromMs).toBe(4800);
    expect(timed.frames.frames).toHaveLength(75);
    expect(timed.frames.delaysMs.reduce((a, b) => a + b, 0)).toBe(3000);
    expect(timed.frames.frames[74][0]).toBe(74);
  });

  it('resamples 50 fps to the most frames of at least 34 ms over the same loop', () => {
    const timed = applyWebmTiming(numbered(50, 20), telegram);
    expect(timed.fromFps).toBe(50);
    expect(timed.frames.frames).toHaveLength(29);
    expect(Math.min(...timed.frames.delaysMs)).toBeGreaterThanOrEqual(34);
    expect(timed.frames.delaysMs.reduce((a, b) => a + b, 0)).toBeCloseTo(1000, 6);
    // Picks walk forward through the loop, the first frame first.
    const picks = timed.frames.frames.map((f) => f[0]);
    expect(picks[0]).toBe(0);
    expect(picks.every((p, i) => i === 0 || p > picks[i - 1])).toBe(true);
  });

  it('asks nothing of a target without timing rules', () => {
    const input = numbered(200, 10);
    expect(applyWebmTiming(input, { minFrameMs: null, maxDurationMs: null }).frames).toBe(input);
  });
});
