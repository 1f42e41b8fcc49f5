import { describe, expect, it } from 'vitest';
import { matchFramesByTime } from './match-frames.ts';

describe('matchFramesByTime', () => {
  it('pairs frames one to one when the timing is unchanged', () => {
    expect(matchFramesByTime([20, 20, 20], [2, 2, 2])).toEqual([0, 1, 2]);
  });
  it('shows each kept frame for the frames a fit loop dropped', () => {
    expect(matchFramesByTime([20, 20, 20, 20], [4, 4])).toEqual([0, 0, 1, 1]);
  });
  it('follows a merged run of identical frames', () => {
    expect(matchFramesByTime([20, 20, 20, 20], [2, 4, 2])).toEqual([0, 1, 1, 2]);
  });
  it('keeps the last frame when rounding makes the output shorter', () => {
    expect(matchFramesByTime([33, 33, 33], [3, 3, 3])).toEqual([0, 1, 2]);
  });
  it('wraps round an output that loops a repeating half of the source', () => {
    expect(matchFramesByTime([20, 20, 20, 20, 20, 20], [2, 2, 2])).toEqual([0, 1, 2, 0, 1, 2]);
  });
});
