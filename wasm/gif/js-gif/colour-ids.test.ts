import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../web/emotes/seeded-random.ts';
import { buildColorHistogram } from './color-histogram.ts';
import { buildPalette } from './build-palette.ts';
import { buildColourIds, remapByIds } from './colour-ids.ts';
import { createNearestEntry, createNearestLookup, remapFrame } from './remap-frame.ts';
import { colourIdsPsnr, palettePsnr } from './palette-psnr.ts';

/** Frames of random colours (many distinct: the id table must grow), some pixels transparent, some colours repeated. */
function noisyFrames(count: number, pixels: number): Uint8ClampedArray[] {
  const random = mulberry32(7);
  return Array.from({ length: count }, () => {
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let p = 0; p < pixels; p++) {
      const grey = p % 5 === 0;
      rgba.set(grey ? [90, 90, 90, 255] : [random() * 256, random() * 256, random() * 256, random() < 0.1 ? 0 : 255], p * 4);
    }
    return rgba;
  });
}

describe('colour ids', () => {
  it('number each distinct opaque colour once and mark transparent pixels -1', () => {
    const frames = noisyFrames(2, 4);
    frames[1].set(frames[0]);
    const colours = buildColourIds(frames);
    expect(colours.ids[1]).toEqual(colours.ids[0]);
    const opaque = new Set<number>();
    frames[0].forEach((_, i) => {
      if (i % 4 === 0 && frames[0][i + 3] >= 128) opaque.add((frames[0][i] << 16) | (frames[0][i + 1] << 8) | frames[0][i + 2]);
    });
    expect(colours.count).toBe(opaque.size);
    const pixelsOf = (rgb: number) => frames.reduce((n, frame) => n + frame.filter((_, i) => i % 4 === 0 && frame[i + 3] >= 128 && ((frame[i] << 16) | (frame[i + 1] << 8) | frame[i + 2]) === rgb).length, 0);
    for (let id = 0; id < colours.count; id++) expect(colours.pixels[id]).toBe(pixelsOf(colours.rgb[id]));
    colours.ids[0].forEach((id, p) => {
      if (frames[0][p * 4 + 3] < 128) expect(id).toBe(-1);
      else expect(colours.rgb[id]).toBe((frames[0][p * 4] << 16) | (frames[0][p * 4 + 1] << 8) | frames[0][p * 4 + 2]);
    });
  });

  it('map every pixel to the entry the per-pixel mapping picks, past 32,768 colours, at every palette size', () => {
    const frames = noisyFrames(3, 40_000);
    const colours = buildColourIds(frames);
    expect(colours.count).toBeGreaterThan(65_536);
    const histogram = buildColorHistogram(frames, 200);
    for (const size of [255, 26, 3]) {
      const palette = buildPalette(histogram, size, true);
      const byPixel = frames.map((frame) => remapFrame(frame, palette, createNearestLookup(palette)));
      const { entryOf, indexed } = remapByIds(colours, palette, createNearestEntry(palette));
      expect(indexed).toEqual(byPixel);
      // The PSNR from the ids' counts is the pixel pass's, to the last bit.
      expect(colourIdsPsnr(colours, entryOf, palette)).toBe(palettePsnr(frames, byPixel, palette));
    }
  });
});
