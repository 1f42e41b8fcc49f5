import { describe, expect, it } from 'vitest';
import { capFrames } from './cap-frames.ts';

/** `count` 2×2 frames whose picture repeats every `period` frames (a distinct grey per phase). */
const frames = (count: number, period: number) => Array.from({ length: count }, (_, f) => new Uint8ClampedArray(16).fill(10 + (f % period)));

describe('capFrames', () => {
  it('keeps every frame of a loop whose repeat fits the cap (W2: 60 frames repeating every 30, Slack: 50)', () => {
    const input = frames(60, 30);
    const capped = capFrames(input, input.map(() => 20), 50, true);
    expect(capped.frames).toBe(input);
    expect(capped.delaysMs).toEqual(input.map(() => 20));
  });
  it('samples evenly when the repeat is longer than the cap, when nothing repeats, or when the file plays once', () => {
    for (const [period, loop] of [[60, true], [55, true], [30, false]] as const) {
      const input = frames(60, period);
      const capped = capFrames(input, input.map(() => 20), 50, loop);
      expect(capped.frames).toHaveLength(50);
      expect(capped.delaysMs).toEqual(Array.from({ length: 50 }, () => 24));
    }
  });
  it('leaves frames under the cap, or with no cap, as they are', () => {
    const input = frames(40, 40);
    expect(capFrames(input, input.map(() => 20), 50, true).frames).toBe(input);
    expect(capFrames(input, input.map(() => 20), null, true).frames).toBe(input);
  });
});
