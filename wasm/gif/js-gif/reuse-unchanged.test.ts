import { describe, expect, it } from 'vitest';
import { DISPOSE_CLEAR, DISPOSE_KEEP, planFrameReuse } from './reuse-unchanged.ts';

const T = 9;
const frame = (...indices: number[]) => Uint8Array.from(indices);

describe('planFrameReuse', () => {
  it('writes pixels unchanged since the previous frame as transparent and keeps that frame', () => {
    const plan = planFrameReuse([frame(1, 2, 3), frame(1, 5, 3), frame(1, 5, 4)], T);
    expect(plan.written.map((f) => Array.from(f))).toEqual([[1, 2, 3], [T, 5, T], [T, T, 4]]);
    expect(plan.disposals).toEqual([DISPOSE_KEEP, DISPOSE_KEEP, DISPOSE_CLEAR]);
  });

  it('clears the previous frame and writes the next whole when a pixel turns transparent', () => {
    const plan = planFrameReuse([frame(1, 2), frame(T, 2)], T);
    expect(plan.written.map((f) => Array.from(f))).toEqual([[1, 2], [T, 2]]);
    expect(plan.disposals).toEqual([DISPOSE_CLEAR, DISPOSE_CLEAR]);
  });

  it('writes every frame whole without a transparent index', () => {
    const frames = [frame(1, 2), frame(1, 2)];
    expect(planFrameReuse(frames, -1).written).toEqual(frames);
  });
});
