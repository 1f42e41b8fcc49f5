import { describe, expect, it } from 'vitest';
import { fillHoles } from './fill-holes.ts';
import { dropSpecks } from './drop-specks.ts';
import { maskFrame } from './cut-frame.ts';
import { defaultCutoutSettings } from './cutout-settings.ts';

/** A width×height mask: 255 where `inside(x, y)`. */
function maskOf(width: number, height: number, inside: (x: number, y: number) => boolean) {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = inside(x, y) ? 255 : 0;
  return mask;
}

/** An opaque RGBA frame coloured by `colour(x, y)`. */
function frameOf(width: number, height: number, colour: (x: number, y: number) => number[]) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set([...colour(x, y), 255], (y * width + x) * 4);
  return rgba;
}

const at = (mask: Uint8Array, width: number, x: number, y: number) => mask[y * width + x];
const ring = (cx: number, cy: number, outer: number, inner: number) => (x: number, y: number) => {
  const d = Math.hypot(x - cx, y - cy);
  return d <= outer && d > inner;
};
const within = (cx: number, cy: number, r: number) => (x: number, y: number) => Math.hypot(x - cx, y - cy) <= r;

const WHITE = [250, 250, 250];
const ORANGE = [230, 140, 40];
const GREY_TEXTURE = (x: number, y: number) => [90 + ((x * 7 + y * 13) % 60), 100 + ((x * 11) % 40), 80 + ((y * 5) % 50)];

describe('fillHoles', () => {
  it('fills a hole the subject encloses when it is not the backdrop’s colour (a ring with its middle lost)', () => {
    const [w, h] = [64, 64];
    // An orange disc on white whose middle the model called background.
    const rgba = frameOf(w, h, (x, y) => (within(32, 32, 20)(x, y) ? ORANGE : WHITE));
    const mask = maskOf(w, h, ring(32, 32, 20, 8));
    expect(at(mask, w, 32, 32)).toBe(0);
    expect(fillHoles(mask, rgba, w, h)).toEqual({ filled: 1, open: 0 });
    expect(at(mask, w, 32, 32)).toBe(255);
    expect(at(mask, w, 1, 1)).toBe(0);
  });

  it('fills a small hole even in the backdrop’s colour (a white eye on a white backdrop)', () => {
    const [w, h] = [96, 96];
    // A face of radius 40 (about 5,000 px) with a white eye of radius 4 (about 50 px, 1 %): the backdrop's white.
    const eye = within(36, 40, 4);
    const rgba = frameOf(w, h, (x, y) => (eye(x, y) ? WHITE : within(48, 48, 40)(x, y) ? ORANGE : WHITE));
    const mask = maskOf(w, h, (x, y) => within(48, 48, 40)(x, y) && !eye(x, y));
    expect(fillHoles(mask, rgba, w, h)).toEqual({ filled: 1, open: 0 });
    expect(at(mask, w, 36, 40)).toBe(255);
  });

  it('keeps a large enclosed hole open when it shows the backdrop (a donut’s hole on a textured table)', () => {
    const [w, h] = [96, 96];
    const donut = ring(48, 48, 36, 14);
    const rgba = frameOf(w, h, (x, y) => (donut(x, y) ? ORANGE : GREY_TEXTURE(x, y)));
    const mask = maskOf(w, h, donut);
    expect(fillHoles(mask, rgba, w, h)).toEqual({ filled: 0, open: 1 });
    expect(at(mask, w, 48, 48)).toBe(0);
    expect(at(mask, w, 48, 20)).toBe(255);
  });

  it('fills the same large hole when its colours are not the backdrop’s (the subject’s own orange the model missed)', () => {
    const [w, h] = [96, 96];
    const rgba = frameOf(w, h, (x, y) => (within(48, 48, 36)(x, y) ? ORANGE : GREY_TEXTURE(x, y)));
    const mask = maskOf(w, h, ring(48, 48, 36, 14));
    expect(fillHoles(mask, rgba, w, h)).toEqual({ filled: 1, open: 0 });
    expect(at(mask, w, 48, 48)).toBe(255);
  });

  it('never fills background that reaches the border, and keeps a hole transparent in the file transparent', () => {
    const [w, h] = [48, 48];
    const rgba = frameOf(w, h, (x, y) => (within(24, 24, 18)(x, y) ? ORANGE : WHITE));
    rgba[(24 * w + 24) * 4 + 3] = 0;
    // A C shape open to the right: its inside joins the border.
    const mask = maskOf(w, h, (x, y) => ring(24, 24, 18, 6)(x, y) && !(x > 24 && Math.abs(y - 24) < 3));
    mask[24 * w + 24] = 0;
    fillHoles(mask, rgba, w, h);
    expect(at(mask, w, 20, 24)).toBe(0);
    // Closed, the hole fills except for the pixel the file itself has transparent.
    const closed = maskOf(w, h, ring(24, 24, 18, 6));
    fillHoles(closed, rgba, w, h);
    expect(at(closed, w, 20, 24)).toBe(255);
    expect(at(closed, w, 24, 24)).toBe(0);
  });
});

describe('dropSpecks', () => {
  it('drops an island far smaller than the subject, with its faint fringe, and keeps the subject', () => {
    const [w, h] = [80, 80];
    const mask = maskOf(w, h, (x, y) => within(30, 40, 20)(x, y) || (x >= 70 && x < 73 && y >= 10 && y < 13));
    mask[9 * w + 71] = 60;
    expect(dropSpecks(mask, w, h)).toBe(1);
    expect(at(mask, w, 71, 11)).toBe(0);
    expect(at(mask, w, 71, 9)).toBe(0);
    expect(at(mask, w, 30, 40)).toBe(255);
  });

  it('keeps a second part of a good size (a held ball beside the subject) and thin diagonal parts joined', () => {
    const [w, h] = [80, 80];
    const mask = maskOf(w, h, (x, y) => within(30, 40, 20)(x, y) || within(68, 10, 5)(x, y) || (x === y + 20 && x > 48 && x < 70));
    expect(dropSpecks(mask, w, h)).toBe(0);
    expect(at(mask, w, 68, 10)).toBe(255);
  });
});

describe('maskFrame with the model', () => {
  const [w, h] = [80, 80];
  const rgba = frameOf(w, h, (x, y) => (within(30, 40, 20)(x, y) ? ORANGE : GREY_TEXTURE(x, y)));
  const model = () => maskOf(w, h, (x, y) => ring(30, 40, 20, 4)(x, y) || (x >= 70 && x < 72 && y >= 10 && y < 12));

  it('fills the hole and drops the speck by default', () => {
    const { mask } = maskFrame(rgba, w, h, { ...defaultCutoutSettings(), mode: 'model' }, model());
    expect(at(mask, w, 30, 40)).toBe(255);
    expect(at(mask, w, 70, 10)).toBe(0);
  });

  it('keeps the speck when "Drop specks" is off', () => {
    const { mask } = maskFrame(rgba, w, h, { ...defaultCutoutSettings(), mode: 'model', dropSpecks: false }, model());
    expect(at(mask, w, 30, 40)).toBe(255);
    expect(at(mask, w, 70, 10)).toBe(255);
  });
});
