import { describe, expect, it } from 'vitest';
import { cleanStrokes, MAX_STROKE_POINTS, MAX_STROKES } from '../../cutout/brush-strokes.ts';
import { readStrokes, writeStrokes } from './recipe-strokes.ts';

describe('touch-up strokes in a recipe link', () => {
  it('round-trips strokes on the 1/1000 grid, in URL-safe characters', () => {
    const strokes = cleanStrokes([
      { mode: 'erase', radius: 0.06, points: [[0.05, 0.5], [0.95, 0.5]] },
      { mode: 'keep', radius: 0.015, points: [[0, 1], [0.123, 0.456], [1, 0]] },
    ]);
    const text = writeStrokes(strokes);
    expect(new URLSearchParams({ xt0: text }).toString()).toBe(`xt0=${text}`);
    expect(readStrokes(text)).toEqual(strokes);
  });

  it('stays bounded at the caps', () => {
    const wiggle = Array.from({ length: 1000 }, (_, i) => [i / 999, 0.5 + 0.1 * Math.sin(i / 3)]);
    const strokes = cleanStrokes(Array.from({ length: MAX_STROKES }, () => ({ mode: 'keep', radius: 0.25, points: wiggle })));
    expect(strokes[0].points.length).toBe(MAX_STROKE_POINTS);
    expect(writeStrokes(strokes).length).toBeLessThanOrEqual(MAX_STROKES * (6 + 4 * MAX_STROKE_POINTS));
  });

  it('refuses a hand-edited text that is not strokes', () => {
    for (const text of ['', 'x60.AAAA', 'e60.AAA', 'e60AAAA', 'e60.zzzz', 'e60.AAAA*']) expect(readStrokes(text), text).toBeNull();
  });
});
