import { describe, expect, it } from 'vitest';
import { defaultSubjectStyle, type SubjectStyle } from '../protocol.ts';
import { drawsSubjectStyle, styleSubject } from './style-subject.ts';

/** A transparent 20×20 frame with an opaque red square from (6, 6), 8 px a side. */
function squareFrame() {
  const rgba = new Uint8ClampedArray(20 * 20 * 4);
  for (let y = 6; y < 14; y++) for (let x = 6; x < 14; x++) rgba.set([200, 0, 0, 255], (y * 20 + x) * 4);
  return rgba;
}
const pixel = (rgba: Uint8ClampedArray, x: number, y: number) => [...rgba.slice((y * 20 + x) * 4, (y * 20 + x) * 4 + 4)];
const style = (change: (s: SubjectStyle) => void) => {
  const s = defaultSubjectStyle();
  change(s);
  return s;
};

describe('styleSubject', () => {
  it('draws nothing by default', () => {
    expect(drawsSubjectStyle(defaultSubjectStyle())).toBe(false);
    expect(drawsSubjectStyle(undefined)).toBe(false);
  });

  it('strokes the outline colour within its width around the subject and leaves the subject as it was', () => {
    const rgba = squareFrame();
    styleSubject(rgba, 20, 20, style((s) => (s.outline = { colour: '#00ff00', width: 2 })));
    expect(pixel(rgba, 5, 10)).toEqual([0, 255, 0, 255]);
    expect(pixel(rgba, 4, 10)).toEqual([0, 255, 0, 255]);
    expect(pixel(rgba, 3, 10)[3]).toBe(0);
    expect(pixel(rgba, 10, 10)).toEqual([200, 0, 0, 255]);
    expect(pixel(rgba, 0, 0)[3]).toBe(0);
  });

  it('puts a shadow of the subject at its offset, under the subject', () => {
    const rgba = squareFrame();
    styleSubject(rgba, 20, 20, style((s) => (s.shadow = { enabled: true, colour: '#0000ff', opacity: 100, offsetX: 3, offsetY: 3, blur: 0 })));
    expect(pixel(rgba, 15, 15)).toEqual([0, 0, 255, 255]);
    expect(pixel(rgba, 16, 10)).toEqual([0, 0, 255, 255]);
    expect(pixel(rgba, 10, 10)).toEqual([200, 0, 0, 255]);
    expect(pixel(rgba, 4, 4)[3]).toBe(0);
  });

  it('blurs the shadow and scales it by its opacity', () => {
    const rgba = squareFrame();
    styleSubject(rgba, 20, 20, style((s) => (s.shadow = { enabled: true, colour: '#000000', opacity: 50, offsetX: 0, offsetY: 4, blur: 4 })));
    const under = pixel(rgba, 10, 15)[3];
    expect(under).toBeGreaterThan(40);
    expect(under).toBeLessThanOrEqual(128);
    expect(pixel(rgba, 10, 19)[3]).toBeLessThan(under);
  });
});
