/**
 * The measures of drawn frames for the chat advice (issue 36), on RGBA pixels: how much is drawn,
 * the box around it, how wide its parts are and the colours of its edge band. Pure: the worker runs
 * it on composed frames, the tests on frames they draw.
 */
import { squaredDistanceTo } from '../cutout/distance-transform.ts';
import type { FrameBox, LegibilityFacts } from './legibility-facts.ts';
import { luminanceOf } from './luminance.ts';
import { EDGE_BAND_CHAT_PX } from './thresholds.ts';

/** Alpha at or above this is drawn: what a GIF's default alpha cutoff keeps. */
export const DRAWN_ALPHA = 128;
/** The most edge luminances kept. */
export const EDGE_SAMPLES = 1024;

const drawnCount = (rgba: Uint8ClampedArray) => {
  let count = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] >= DRAWN_ALPHA) count++;
  return count;
};

/** The box around every drawn pixel of every frame, or null when none is drawn. */
export function drawnBox(frames: readonly Uint8ClampedArray[], width: number, height: number): FrameBox | null {
  let left = width, top = height, right = -1, bottom = -1;
  for (const rgba of frames) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (rgba[(y * width + x) * 4 + 3] < DRAWN_ALPHA) continue;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The value below which half the weight lies. */
function weightedMedian(values: number[], weights: number[]): number | null {
  if (values.length === 0) return null;
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const half = weights.reduce((sum, w) => sum + w, 0) / 2;
  let seen = 0;
  for (const i of order) {
    seen += weights[i];
    if (seen >= half) return values[i];
  }
  return values[order.at(-1)!];
}

const STEPS = [[1, 0], [0, 1], [-1, 0], [0, -1]] as const;

/**
 * The typical width of the drawn parts, px. Along each part's middle line (the pixels farthest from
 * the undrawn: a ridge of the distance d) the part is 2d − 1 wide, or 2d where the ridge is two
 * pixels thick; each ridge pixel stands for the part's width across, so the median is weighted by
 * it: the width most of the drawn area has, not the count of thin lines. A 1 px line measures 1, a
 * 4 px bar 4; a frame with nothing undrawn, its side.
 */
export function partWidth(rgba: Uint8ClampedArray, width: number, height: number, squared: Float64Array): number | null {
  let anyUndrawn = false;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] < DRAWN_ALPHA) anyUndrawn = true;
  if (!anyUndrawn) return drawnCount(rgba) ? Math.min(width, height) : null;
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? squared[y * width + x] : 0);
  const widths: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = squared[y * width + x];
      if (here === 0) continue;
      let ridge = true;
      for (let dy = -1; dy <= 1 && ridge; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && at(x + dx, y + dy) > here) ridge = false;
      if (!ridge) continue;
      const even = STEPS.some(([dx, dy]) => at(x + dx, y + dy) === here && at(x - dx, y - dy) < here);
      widths.push(2 * Math.sqrt(here) - (even ? 0 : 1));
    }
  }
  return weightedMedian(widths, widths);
}

/** Luminances of drawn pixels within `band` px of an undrawn one, evenly sampled down to EDGE_SAMPLES. */
export function edgeLuminances(rgba: Uint8ClampedArray, distance: Float64Array, band: number): number[] {
  const found: number[] = [];
  const limit = band * band;
  for (let p = 0; p < distance.length; p++) {
    const d = distance[p];
    if (d === 0 || d > limit) continue;
    found.push(luminanceOf(rgba[p * 4], rgba[p * 4 + 1], rgba[p * 4 + 2]));
  }
  if (found.length <= EDGE_SAMPLES) return found;
  const step = found.length / EDGE_SAMPLES;
  return Array.from({ length: EDGE_SAMPLES }, (_, i) => found[Math.floor(i * step)]);
}

/** Everything but the letters: measured on all `frames` for what is drawn, on the one drawing most for parts and edge. */
export function measureFrames(frames: readonly Uint8ClampedArray[], width: number, height: number): Omit<LegibilityFacts, 'letterPx' | 'letterFrom' | 'letterWords'> {
  const area = width * height;
  let densest: Uint8ClampedArray | null = null;
  let most = -1;
  for (const rgba of frames) {
    const count = drawnCount(rgba);
    if (count > most) [densest, most] = [rgba, count];
  }
  const base = { width, height, drawnShare: area && most > 0 ? most / area : 0, subjectBox: drawnBox(frames, width, height) };
  if (!densest || most <= 0) return { ...base, partWidthPx: null, edgeLuminances: [] };
  const undrawn = new Uint8Array(area);
  for (let p = 0; p < area; p++) undrawn[p] = densest[p * 4 + 3] < DRAWN_ALPHA ? 1 : 0;
  const distance = squaredDistanceTo(undrawn, width, height);
  const band = Math.max(1, (EDGE_BAND_CHAT_PX * height) / 28);
  const hasEdge = most < area;
  return { ...base, partWidthPx: partWidth(densest, width, height, distance), edgeLuminances: hasEdge ? edgeLuminances(densest, distance, band) : [] };
}
