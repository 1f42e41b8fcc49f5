import { describe, expect, it } from 'vitest';
import { cleanStrokes, MAX_STROKE_POINTS, MAX_STROKES, rasteriseStrokes, simplifyStroke, TOUCH_ERASE, TOUCH_KEEP, TOUCH_NONE, touchUpMask, type BrushStroke } from './brush-strokes.ts';

/** A width×height mask from rows of '#' (255) and '.' (0). */
const maskOf = (rows: string[]) => Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 255 : 0));
const rowsOf = (mask: Uint8Array, width: number) => Array.from({ length: mask.length / width }, (_, y) => [...mask.slice(y * width, (y + 1) * width)].map((v) => (v === 255 ? '#' : '.')).join(''));

describe('rasteriseStrokes', () => {
  it('marks a disc for a one-point stroke, centred at its fraction of the frame', () => {
    const touch = rasteriseStrokes([{ mode: 'erase', radius: 0.15, points: [[0.5, 0.5]] }], 10, 10);
    // Radius 1.5 px about (5, 5): pixel centres within 1.5 px.
    expect(touch[5 * 10 + 5]).toBe(TOUCH_ERASE);
    expect(touch[4 * 10 + 4]).toBe(TOUCH_ERASE);
    expect(touch[5 * 10 + 3]).toBe(TOUCH_NONE);
    expect(touch[0]).toBe(TOUCH_NONE);
    expect(touch.filter((v) => v === TOUCH_ERASE).length).toBe(4);
  });

  it('covers a line between points, and a later stroke wins where they cross', () => {
    const strokes: BrushStroke[] = [
      { mode: 'erase', radius: 0.05, points: [[0, 0.45], [1, 0.45]] },
      { mode: 'keep', radius: 0.05, points: [[0.45, 0], [0.45, 1]] },
    ];
    const touch = rasteriseStrokes(strokes, 10, 10);
    expect([...touch.slice(4 * 10, 5 * 10)]).toEqual([2, 2, 2, 2, 1, 2, 2, 2, 2, 2]);
    for (let y = 0; y < 10; y++) expect(touch[y * 10 + 4]).toBe(TOUCH_KEEP);
    expect(touch.filter((v) => v !== TOUCH_NONE).length).toBe(19);
  });

  it('maps one stroke to the same place of frames of any size (points are fractions, the radius of the longer side)', () => {
    const stroke: BrushStroke = { mode: 'erase', radius: 0.1, points: [[0.25, 0.25], [0.75, 0.25]] };
    const small = rasteriseStrokes([stroke], 100, 50);
    const large = rasteriseStrokes([stroke], 200, 100);
    // The same share of the frame, about the same centre.
    const spread = (touch: Uint8Array, width: number, height: number) => {
      let [n, sx, sy] = [0, 0, 0];
      touch.forEach((v, p) => v !== TOUCH_NONE && ((n += 1), (sx += (p % width) + 0.5), (sy += Math.floor(p / width) + 0.5)));
      return { share: n / touch.length, x: sx / n / width, y: sy / n / height };
    };
    const [a, b] = [spread(small, 100, 50), spread(large, 200, 100)];
    expect(a.x).toBeCloseTo(0.5, 2);
    expect(b.x).toBeCloseTo(0.5, 2);
    expect(Math.abs(a.y - b.y)).toBeLessThan(0.03);
    expect(Math.abs(a.share - b.share) / b.share).toBeLessThan(0.05);
  });
});

describe('touchUpMask', () => {
  it('restores a hole with keep and removes a speck with erase, leaving the rest and the input as they were', () => {
    const mask = maskOf([
      '........',
      '.######.',
      '.#....#.',
      '.######.',
      '........',
      '......#.',
    ]);
    const strokes: BrushStroke[] = [
      { mode: 'keep', radius: 0.0625, points: [[2.5 / 8, 2.5 / 6], [5.5 / 8, 2.5 / 6]] },
      { mode: 'erase', radius: 0.0625, points: [[6.5 / 8, 5.5 / 6]] },
    ];
    const out = touchUpMask(mask, 8, 6, strokes);
    expect(rowsOf(out, 8)).toEqual([
      '........',
      '.######.',
      '.######.',
      '.######.',
      '........',
      '........',
    ]);
    expect(mask[2 * 8 + 3]).toBe(0);
  });

  it('keeps a soft edge untouched outside the strokes', () => {
    const mask = Uint8Array.from([0, 128, 255, 128]);
    expect([...touchUpMask(mask, 4, 1, [{ mode: 'erase', radius: 0.125, points: [[2.5 / 4, 0.5]] }])]).toEqual([0, 128, 0, 128]);
    expect([...touchUpMask(mask, 4, 1, [])]).toEqual([0, 128, 255, 128]);
  });
});

describe('stored strokes stay small', () => {
  it('simplifies a straight scribble to its ends and snaps to 1/1000', () => {
    const line = Array.from({ length: 500 }, (_, i) => [i / 499, 0.5 + 1e-5] as [number, number]);
    expect(simplifyStroke(line)).toEqual([[0, 0.5], [1, 0.5]]);
  });

  it('thins a long wiggly stroke to the cap, ends kept', () => {
    const wiggle = Array.from({ length: 1000 }, (_, i) => [i / 999, 0.5 + 0.1 * Math.sin(i / 3)] as [number, number]);
    const points = simplifyStroke(wiggle);
    expect(points.length).toBe(MAX_STROKE_POINTS);
    expect(points[0]).toEqual([0, 0.5]);
    expect(points[points.length - 1][0]).toBe(1);
  });

  it('cleans what a store or a hand-edited value holds: bad strokes dropped, radius clamped, the latest kept past the cap', () => {
    const good = { mode: 'keep', radius: 9, points: [[0.2, 0.3]] };
    const raw = [{ mode: 'paint', radius: 0.1, points: [[0, 0]] }, { mode: 'erase', radius: 0.1, points: [] }, { mode: 'erase', radius: 0.1, points: [['a', 1]] }, null, good];
    expect(cleanStrokes(raw)).toEqual([{ mode: 'keep', radius: 0.25, points: [[0.2, 0.3]] }]);
    expect(cleanStrokes('nope')).toEqual([]);
    const many = Array.from({ length: MAX_STROKES + 5 }, (_, i) => ({ mode: 'erase', radius: 0.05, points: [[i / 100, 0]] }));
    const kept = cleanStrokes(many);
    expect(kept.length).toBe(MAX_STROKES);
    expect(kept[kept.length - 1].points).toEqual([[(MAX_STROKES + 4) / 100, 0]]);
  });
});
