import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format-seconds.ts';

describe('formatSeconds', () => {
  it('writes tenths, rounding halves up the same way every time', () => {
    expect(formatSeconds(58_550)).toBe('58.6 s');
    expect(formatSeconds(58_549)).toBe('58.5 s');
    expect(formatSeconds(4000)).toBe('4.0 s');
    expect(formatSeconds(0)).toBe('0.0 s');
  });
});
