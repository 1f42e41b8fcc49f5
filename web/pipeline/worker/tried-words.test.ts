import { describe, expect, it } from 'vitest';
import { describeTried, fpsOf } from './tried-words.ts';

describe('describeTried', () => {
  it('says the palette, frame rate, size and bytes against the limit', () => {
    expect(describeTried({ colors: 16, delaysCs: Array(20).fill(10), width: 112, height: 112, bytes: 301 * 1024, limitBytes: 256 * 1024 })).toBe(
      'tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB',
    );
  });

  it('leaves out the palette when not reduced and the frame rate of a still image', () => {
    expect(describeTried({ delaysCs: [], width: 72, height: 72, bytes: 30_000, limitBytes: 25_600 })).toBe('tried 72×72: 29 KiB of 25 KiB');
    expect(describeTried({ colors: 1, delaysCs: [5], width: 16, height: 16, bytes: 90, limitBytes: null })).toBe('tried 1 colour · 16×16: 90 B');
  });

  it('gives whole frame rates when near one, else one decimal', () => {
    expect(fpsOf([3, 3, 4])).toBe(30);
    expect(fpsOf([7, 7, 7])).toBe(14.3);
    expect(fpsOf([])).toBe(0);
  });
});
