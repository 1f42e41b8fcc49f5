/**
 * The hole fill after the model (issue 33 item 1): a region the subject fully encloses is made
 * subject again, unless it is large and looks like the backdrop. The model is unsure of flat
 * areas inside a subject (a cartoon's white eye on a white backdrop went transparent), while the
 * openings a subject really has — a donut's hole, the gap under an arm — show the backdrop
 * through them, so they are both big and the backdrop's colours.
 */
import { labelRegions, SUBJECT_ALPHA } from './mask-regions.ts';

/**
 * An enclosed region at least this share of the subject's pixels is "large". The issue's own
 * bar is that no hole over 1 % of the subject stays open wrongly; 2 % keeps eyes, buttons and
 * letters' counters (under 1–2 % of a character) filled whatever their colour, while a donut's
 * hole (10–25 %) or an arm's gap in a full-length shot (2–5 %) is large enough to be asked.
 */
export const LARGE_HOLE_SHARE = 0.02;

/** A large hole stays open when at least this share of its pixels have colours the outer backdrop has. */
export const BACKDROP_LIKE_SHARE = 0.5;

/** Colours are compared in a 16×16×16 grid (4 bits a channel): coarse enough for shading and noise. */
const BITS = 4;
const SHIFT = 8 - BITS;
const SIDE = 1 << BITS;

const binOf = (rgba: Uint8ClampedArray, i: number) => ((rgba[i] >> SHIFT) << (2 * BITS)) | ((rgba[i + 1] >> SHIFT) << BITS) | (rgba[i + 2] >> SHIFT);

/**
 * The backdrop's colour family: the grid cells the outer background (pixels the mask leaves out
 * that join the frame's border) has at least a few pixels in, grown by one cell each way so a
 * shade just across a cell's edge still belongs.
 */
function backdropFamily(rgba: Uint8ClampedArray, outer: (p: number) => boolean, count: number): Uint8Array | null {
  const histogram = new Uint32Array(SIDE ** 3);
  let total = 0;
  for (let p = 0; p < count; p++) {
    if (!outer(p) || rgba[p * 4 + 3] < SUBJECT_ALPHA) continue;
    histogram[binOf(rgba, p * 4)]++;
    total++;
  }
  if (!total) return null;
  // A cell with a stray pixel or two is noise, not the backdrop's colour.
  const least = Math.max(2, total / 5000);
  const family = new Uint8Array(SIDE ** 3);
  for (let bin = 0; bin < histogram.length; bin++) {
    if (histogram[bin] < least) continue;
    const r = bin >> (2 * BITS);
    const g = (bin >> BITS) & (SIDE - 1);
    const b = bin & (SIDE - 1);
    for (let dr = Math.max(0, r - 1); dr <= Math.min(SIDE - 1, r + 1); dr++)
      for (let dg = Math.max(0, g - 1); dg <= Math.min(SIDE - 1, g + 1); dg++)
        for (let db = Math.max(0, b - 1); db <= Math.min(SIDE - 1, b + 1); db++) family[(dr << (2 * BITS)) | (dg << BITS) | db] = 1;
  }
  return family;
}

/**
 * Fills, in place, the holes the subject encloses in `mask` (alpha 0..255 a pixel) except large
 * ones in the backdrop's colours; a filled pixel takes the frame's own alpha, so a hole that is
 * transparent in the file stays so. Returns how many holes were filled and how many kept open.
 */
export function fillHoles(mask: Uint8Array, rgba: Uint8ClampedArray, width: number, height: number) {
  const count = width * height;
  const background = new Uint8Array(count);
  let subject = 0;
  for (let p = 0; p < count; p++) {
    if (mask[p] < SUBJECT_ALPHA) background[p] = 1;
    else subject++;
  }
  const { labels, sizes, touchesBorder } = labelRegions(background, width, height, 4);
  const holes = sizes.map((_, label) => !touchesBorder[label]);
  if (!holes.some(Boolean)) return { filled: 0, open: 0 };
  const isOuter = (p: number) => labels[p] !== -1 && touchesBorder[labels[p]];
  const family = backdropFamily(rgba, isOuter, count);
  // Only large holes need their colours counted.
  const large = sizes.map((size, label) => holes[label] && size >= LARGE_HOLE_SHARE * subject);
  const alike = new Array<number>(sizes.length).fill(0);
  if (family && large.some(Boolean)) {
    for (let p = 0; p < count; p++) {
      const label = labels[p];
      if (label !== -1 && large[label] && family[binOf(rgba, p * 4)]) alike[label]++;
    }
  }
  const fill = holes.map((hole, label) => hole && !(large[label] && alike[label] >= BACKDROP_LIKE_SHARE * sizes[label]));
  for (let p = 0; p < count; p++) {
    const label = labels[p];
    if (label !== -1 && fill[label]) mask[p] = rgba[p * 4 + 3];
  }
  const filled = fill.filter(Boolean).length;
  return { filled, open: holes.filter(Boolean).length - filled };
}
