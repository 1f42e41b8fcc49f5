import { describe, expect, it } from 'vitest';
import { contrastOutlinePx, fewerWords, outlineColourFor, thickenOutlinePx, zoomToBox } from './fix-plan.ts';
import { luminanceOfHex } from './luminance.ts';

describe("the chat advice's fixes", () => {
  it('keeps the first two words, and offers nothing for two or fewer', () => {
    expect(fewerWords("LET'S GOOO 😂")).toBe("LET'S GOOO");
    expect(fewerWords('  when the\nstream starts ')).toBe('when the');
    expect(fewerWords('GG EZ')).toBe('GG');
    expect(fewerWords(' VIBING ')).toBeNull();
    expect(fewerWords('')).toBeNull();
  });

  it('sets an outline that shows as 1.5 px at 28 px, within the outline control’s 2–8 px', () => {
    expect(contrastOutlinePx(112)).toBe(6);
    expect(contrastOutlinePx(28)).toBe(2);
    expect(contrastOutlinePx(500)).toBe(8);
  });

  it('thickens 2 px parts of a 112 px emote to 1.5 px at 22 px', () => {
    const outline = thickenOutlinePx({ height: 112, partWidthPx: 2 });
    expect(outline).toBe(3);
    expect(((2 + 2 * outline) * 22) / 112).toBeGreaterThanOrEqual(1.5);
  });

  it('outlines in white, or black for a light subject fading only on light chat', () => {
    expect(outlineColourFor([luminanceOfHex('#202020')])).toBe('white');
    expect(outlineColourFor([1])).toBe('black');
  });

  it("zooms a subject in the top left corner to fill the frame, its centre brought to the frame's", () => {
    const { factor, offset } = zoomToBox({ x: 0, y: 0, width: 28, height: 28 }, { width: 112, height: 112 }, { x: 0, y: 0 }, 16);
    expect(factor).toBeCloseTo(3.68);
    // The box's centre is 3/8 of the frame up and left of the middle: it moves 3/8 × 3.68 down and right, clamped to one frame.
    expect(offset.x).toBeCloseTo(1);
    const centred = zoomToBox({ x: 42, y: 42, width: 28, height: 28 }, { width: 112, height: 112 }, { x: 0, y: 0 }, 16);
    expect(centred.offset).toEqual({ x: -0, y: -0 });
    expect(zoomToBox({ x: 0, y: 0, width: 1, height: 1 }, { width: 112, height: 112 }, { x: 0, y: 0 }, 4).factor).toBe(4);
  });
});
