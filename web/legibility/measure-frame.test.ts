import { describe, expect, it } from 'vitest';
import { drawnBox, EDGE_SAMPLES, measureFrames } from './measure-frame.ts';

/** An RGBA frame of `size`², transparent, with `paint(x, y)` giving the colour of drawn pixels. */
function frame(size: number, paint: (x: number, y: number) => [number, number, number] | null) {
  const rgba = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const colour = paint(x, y);
      if (colour) rgba.set([...colour, 255], (y * size + x) * 4);
    }
  }
  return rgba;
}

const RED: [number, number, number] = [220, 30, 30];

describe('measuring drawn frames for the chat advice', () => {
  it('finds nothing drawn in a transparent frame', () => {
    const facts = measureFrames([frame(28, () => null)], 28, 28);
    expect(facts).toMatchObject({ drawnShare: 0, subjectBox: null, partWidthPx: null, edgeLuminances: [] });
  });

  it('counts the share of the frame drawing most, and the box around every frame', () => {
    const a = frame(100, (x, y) => (x < 10 && y < 10 ? RED : null));
    const b = frame(100, (x, y) => (x >= 50 && x < 70 && y >= 50 && y < 70 ? RED : null));
    const facts = measureFrames([a, b], 100, 100);
    expect(facts.drawnShare).toBeCloseTo(0.04);
    expect(facts.subjectBox).toEqual({ x: 0, y: 0, width: 70, height: 70 });
    expect(drawnBox([a], 100, 100)).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });

  it('ignores pixels under half alpha, as a GIF drops them', () => {
    const rgba = frame(10, () => RED);
    for (let i = 3; i < rgba.length; i += 4) rgba[i] = 127;
    expect(measureFrames([rgba], 10, 10).drawnShare).toBe(0);
  });

  for (const width of [1, 2, 3, 5, 9]) {
    it(`measures a bar ${width} px wide as ${width} px wide`, () => {
      const bar = frame(64, (x, y) => (x >= 20 && x < 20 + width && y >= 4 && y < 60 ? RED : null));
      expect(measureFrames([bar], 64, 64).partWidthPx).toBeCloseTo(width, 0);
    });
  }

  it('takes the typical part: a thick body with one thin line measures the body', () => {
    const shape = frame(112, (x, y) => ((x >= 20 && x < 80 && y >= 20 && y < 80) || (y === 100 && x > 10 && x < 40) ? RED : null));
    expect(measureFrames([shape], 112, 112).partWidthPx).toBeGreaterThan(40);
  });

  it('measures a frame with nothing undrawn as its side, with no edge inside it', () => {
    const facts = measureFrames([frame(32, () => RED)], 32, 32);
    expect(facts.partWidthPx).toBe(32);
    expect(facts.edgeLuminances).toEqual([]);
  });

  it('keeps the luminance of the outer band only (16 px deep at 112 px), sampled down to a bounded count', () => {
    // A white square ringed by 4 px of black, inside a 100 px square: the band holds both, not the middle.
    const shape = frame(112, (x, y) => {
      const inside = x >= 6 && x < 106 && y >= 6 && y < 106;
      const ring = inside && (x < 10 || x >= 102 || y < 10 || y >= 102);
      return inside ? (ring ? [0, 0, 0] : [255, 255, 255]) : null;
    });
    const edge = measureFrames([shape], 112, 112).edgeLuminances;
    expect(edge.length).toBe(EDGE_SAMPLES);
    const black = edge.filter((l) => l === 0).length / edge.length;
    expect(black).toBeGreaterThan(0.2);
    expect(black).toBeLessThan(0.35);
  });
});
