import { describe, expect, it } from 'vitest';
import { collapseMsRepeats, sampleMsFrames } from './ms-frames.ts';

const frame = (value: number) => new Uint8ClampedArray(4 * 4 * 4).fill(value);
const frames = (values: number[], delaysMs: number[]) => ({ width: 4, height: 4, frames: values.map(frame), delaysMs });

describe('collapseMsRepeats', () => {
  it('keeps one run of a loop that repeats itself exactly', () => {
    const collapsed = collapseMsRepeats(frames([1, 2, 3, 1, 2, 3], [20, 20, 40, 20, 20, 40]));
    expect(collapsed.frames.map((f) => f[0])).toEqual([1, 2, 3]);
    expect(collapsed.delaysMs).toEqual([20, 20, 40]);
  });

  it('keeps every frame when a delay or a pixel differs between the runs', () => {
    expect(collapseMsRepeats(frames([1, 2, 1, 2], [20, 20, 20, 30])).frames).toHaveLength(4);
    const input = frames([1, 2, 1, 2], [20, 20, 20, 20]);
    input.frames[3][5] = 9;
    expect(collapseMsRepeats(input)).toBe(input);
  });
});

describe('sampleMsFrames', () => {
  const frames = (count: number) => ({ width: 1, height: 1, frames: Array.from({ length: count }, () => new Uint8ClampedArray(4)), delaysMs: Array<number>(count).fill(50) });

  it('keeps every k-th frame, about `count` of them, each showing for the frames dropped after it', () => {
    const input = frames(80);
    const sample = sampleMsFrames(input, 16)!;
    expect(sample.frames).toEqual(input.frames.filter((_, i) => i % 5 === 0));
    expect(sample.delaysMs).toEqual(Array(16).fill(250));
  });

  it('gives none for fewer than twice `count` frames', () => {
    expect(sampleMsFrames(frames(31), 16)).toBeNull();
    expect(sampleMsFrames(frames(32), 16)?.frames).toHaveLength(16);
  });
});
