import { describe, expect, it } from 'vitest';
import { MIN_DELAY_CS, toCentiseconds } from './centiseconds.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('toCentiseconds', () => {
  it('keeps a 30 ms choice at exactly 3 cs a frame', () => {
    expect(toCentiseconds(Array(100).fill(30))).toEqual(Array(100).fill(3));
  });

  it('carries the rounding error of 33 ms frames as 3,4,3,3,4', () => {
    expect(toCentiseconds([33, 33, 33, 33, 33])).toEqual([3, 4, 3, 3, 4]);
  });

  it('does not drift over a long run of odd delays', () => {
    const delays = toCentiseconds(Array(300).fill(33));
    expect(sum(delays)).toBe(Math.round((300 * 33) / 10));
  });

  it('raises delays under 20 ms to the 2 cs minimum browsers honour', () => {
    expect(MIN_DELAY_CS).toBe(2);
    expect(toCentiseconds([10, 0, 5])).toEqual([2, 2, 2]);
  });

  it('takes time added by the minimum back from the next longer frame', () => {
    expect(toCentiseconds([10, 100])).toEqual([2, 9]);
  });

  it('writes whole centiseconds for whole-centisecond delays', () => {
    expect(toCentiseconds([20, 50, 100, 1000])).toEqual([2, 5, 10, 100]);
  });
});
