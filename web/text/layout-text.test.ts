import { describe, expect, it } from 'vitest';
import { fitText, layoutAt, wrapParagraph, type FitOptions } from './layout-text.ts';

/** Every character is 0.6 em wide: enough to check the arithmetic without a font. */
const measure = (text: string, px: number) => [...text].length * 0.6 * px;
const box = (width: number, height: number): FitOptions => ({ width, height, maxPx: height, minPx: 1, lineHeight: 1.1, pad: (px) => px * 0.1 });

describe('fitting words into a box', () => {
  it('gives a two-letter word the largest size whose width and height fit', () => {
    const layout = fitText('GG', measure, box(100, 100))!;
    expect(layout.lines).toEqual(['GG']);
    // 2 × 0.6 × px + 0.2 px ≤ 100 → px ≤ 71
    expect(layout.px).toBe(71);
    expect(layout.width).toBeLessThanOrEqual(100);
    expect(layout.height).toBeLessThanOrEqual(100);
  });

  it('breaks a long sentence into lines at spaces rather than shrinking it to one line', () => {
    const layout = fitText('good game well played', measure, box(100, 100))!;
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(' ')).toBe('good game well played');
  });

  it('keeps the visitor\'s own line breaks', () => {
    expect(fitText('GG\nWP', measure, box(100, 100))!.lines).toEqual(['GG', 'WP']);
  });

  it('breaks a word wider than the box inside the word, never cutting it off', () => {
    const lines = wrapParagraph('AAAAAAAAAA', (text) => text.length <= 4);
    expect(lines).toEqual(['AAAA', 'AAAA', 'AA']);
  });

  it('keeps emoji whole when a word must break', () => {
    const lines = wrapParagraph('👍🏽👍🏽👍🏽', (text) => [...new Intl.Segmenter().segment(text)].length <= 2);
    expect(lines).toEqual(['👍🏽👍🏽', '👍🏽']);
  });

  it('says there is no fit when even the smallest size overflows', () => {
    const words = 'x'.repeat(200);
    expect(fitText(words, measure, { ...box(50, 20), minPx: 8 })).toBeNull();
    expect(layoutAt(words, 8, measure, box(50, 20))).toBeNull();
  });

  it('fits 200 characters somewhere when allowed to shrink far enough, every line inside the box', () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(8).slice(0, 200);
    const layout = fitText(words, measure, box(112, 50))!;
    expect(layout).not.toBeNull();
    for (const line of layout.lines) expect(measure(line, layout.px) + 2 * layout.px * 0.1).toBeLessThanOrEqual(112);
    expect(layout.height).toBeLessThanOrEqual(50);
  });
});
