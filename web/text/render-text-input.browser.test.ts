import { beforeAll, describe, expect, it } from 'vitest';
import { drawTextInput } from './render-text-input.ts';
import { loadEmojiFor, loadTextFont } from './load-fonts.ts';
import { hasEmoji } from './emoji-font.ts';
import { TEXT_FONTS } from './text-fonts.ts';
import { defaultTextSpec, type TextSpec } from './text-spec.ts';

const pixelsOf = (canvas: OffscreenCanvas) => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;

/** Pixels with alpha above half, and how many are near a colour. */
function inkStats(canvas: OffscreenCanvas, near?: [number, number, number]) {
  const data = pixelsOf(canvas);
  let ink = 0;
  let matching = 0;
  let colourful = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 128) continue;
    ink++;
    if (near && Math.abs(data[i] - near[0]) + Math.abs(data[i + 1] - near[1]) + Math.abs(data[i + 2] - near[2]) < 60) matching++;
    if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 80) colourful++;
  }
  return { ink, matching, colourful };
}

/** Ink in the outer `margin` px of the canvas. */
function inkAtEdges(canvas: OffscreenCanvas, margin: number) {
  const data = pixelsOf(canvas);
  let count = 0;
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const inside = x >= margin && y >= margin && x < canvas.width - margin && y < canvas.height - margin;
      if (!inside && data[(y * canvas.width + x) * 4 + 3] > 0) count++;
    }
  return count;
}

const spec = (over: Partial<TextSpec>): TextSpec => ({ ...defaultTextSpec(), ...over });

describe('text as an input image', () => {
  beforeAll(async () => {
    await Promise.all(TEXT_FONTS.map(loadTextFont));
  });

  it('draws "GG" large in the middle, with the black outline around the gradient fill, and nothing in the margin', () => {
    const canvas = drawTextInput(spec({}), 112, 112);
    const { ink } = inkStats(canvas);
    expect(ink).toBeGreaterThan(112 * 112 * 0.25);
    expect(inkAtEdges(canvas, 3)).toBe(0);
    const data = pixelsOf(canvas);
    // Along the middle row: from the left, the first ink is the outline (black), then the yellow-orange fill.
    const row = 56 * 112 * 4;
    const first = [...Array(112).keys()].find((x) => data[row + x * 4 + 3] > 200)!;
    expect(data[row + first * 4] + data[row + first * 4 + 1] + data[row + first * 4 + 2]).toBeLessThan(120);
    // The gradient's two ends, yellow at the top and orange at the bottom, each on a good share of the letters: a plain fill has one.
    expect(inkStats(canvas, [255, 210, 63]).matching).toBeGreaterThan(300);
    expect(inkStats(canvas, [255, 122, 26]).matching).toBeGreaterThan(300);
    const plain = drawTextInput(spec({ fill2: null }), 112, 112);
    expect(inkStats(plain, [255, 122, 26]).matching).toBe(0);
  });

  it('gives the same pixels every time', () => {
    const a = pixelsOf(drawTextInput(spec({ words: 'VIBING' }), 112, 112));
    const b = pixelsOf(drawTextInput(spec({ words: 'VIBING' }), 112, 112));
    expect(a).toEqual(b);
  });

  it('draws each bundled face differently', () => {
    const drawn = TEXT_FONTS.map((font) => pixelsOf(drawTextInput(spec({ font: font.id, fill2: null }), 64, 64)).join(','));
    expect(new Set(drawn).size).toBe(TEXT_FONTS.length);
  });

  it('keeps a long sentence inside the frame on several lines', () => {
    const canvas = drawTextInput(spec({ words: 'good game well played everyone see you next stream' }), 112, 112);
    expect(inkStats(canvas).ink).toBeGreaterThan(1000);
    expect(inkAtEdges(canvas, 3)).toBe(0);
  });

  it('draws a second outline outside the first', () => {
    const canvas = drawTextInput(spec({ outlines: [{ color: '#000000', width: 8 }, { color: '#00ff00', width: 10 }] }), 112, 112);
    const data = pixelsOf(canvas);
    const row = 56 * 112 * 4;
    const first = [...Array(112).keys()].find((x) => data[row + x * 4 + 3] > 200)!;
    expect(data[row + first * 4 + 1]).toBeGreaterThan(200);
    expect(data[row + first * 4]).toBeLessThan(60);
  });

  it.each([28, 22])('keeps a two-letter word solid at %i px: more than a third of the frame is ink, with the outline showing', (side) => {
    const canvas = drawTextInput(spec({ words: 'GG', font: 'handwritten' }), side, side);
    const { ink } = inkStats(canvas);
    expect(ink).toBeGreaterThan(side * side * 0.3);
    const dark = inkStats(canvas, [0, 0, 0]).matching;
    expect(dark).toBeGreaterThan(side);
  });

  it('hints by size: at 22 px a thin outline is drawn thicker than the 112 px drawing shrunk to 22 px shows it', () => {
    const thin = spec({ fill2: null, outlines: [{ color: '#000000', width: 2 }, { color: '#ffffff', width: 0 }] });
    const outlineShare = (canvas: OffscreenCanvas) => inkStats(canvas, [0, 0, 0]).matching / inkStats(canvas).ink;
    const shrunk = new OffscreenCanvas(22, 22);
    const ctx = shrunk.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(drawTextInput(thin, 112, 112), 0, 0, 22, 22);
    const hinted = drawTextInput(thin, 22, 22);
    // The outline is there at 112 px, but at 2 % of the letters it blends away when shrunk to 22 px;
    // drawn at 22 px it gets its floor of whole pixels, so the letters keep their black edge.
    expect(outlineShare(drawTextInput(thin, 112, 112))).toBeGreaterThan(0.1);
    expect(outlineShare(hinted)).toBeGreaterThan(0.15);
    expect(outlineShare(shrunk)).toBeLessThan(outlineShare(hinted) / 3);
  });

  it('draws Cyrillic, CJK and Arabic words without throwing, with some ink', () => {
    for (const words of ['Привет', '你好', 'مرحبا']) {
      expect(inkStats(drawTextInput(spec({ words }), 112, 112)).ink).toBeGreaterThan(0);
    }
  });

  it('draws a bundled emoji in colour, not as an empty box, once the emoji font is loaded', async () => {
    expect(hasEmoji('GG 123 #')).toBe(false);
    expect(hasEmoji('GG 😂')).toBe(true);
    let reported = 0;
    await loadEmojiFor('😂', (loaded) => (reported = loaded));
    expect(reported).toBeGreaterThan(1_000_000);
    const canvas = drawTextInput(spec({ words: '😂', fill: '#ffffff', fill2: null, outlines: [{ color: '#ffffff', width: 0 }, { color: '#ffffff', width: 0 }] }), 112, 112);
    expect(inkStats(canvas).colourful).toBeGreaterThan(500);
  });
});
