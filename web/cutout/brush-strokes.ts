/**
 * The touch-up brush (issue 33 item 3): "keep" and "erase" strokes a visitor draws over the cut-out,
 * stored with the slot's cut-out settings and applied by the worker after the cut, to every frame.
 * Points are fractions of the source frame (0..1) and the radius a fraction of its longer side, so
 * one stroke lands on the same spot of every frame of an animation, at any size.
 */

export type StrokeMode = 'keep' | 'erase';

export interface BrushStroke {
  readonly mode: StrokeMode;
  /** Half the brush's width, as a fraction of the frame's longer side. */
  readonly radius: number;
  /** The path, [x, y] as fractions of the frame's width and height. */
  readonly points: readonly (readonly [number, number])[];
}

/** Strokes a slot holds: a touch-up is for the few spots the tool got wrong, and the strokes persist with every edit. */
export const MAX_STROKES = 40;
/** Points a stroke keeps after simplifying: a long scribble is thinned to this many. */
export const MAX_STROKE_POINTS = 100;
export const MIN_RADIUS = 0.005;
export const MAX_RADIUS = 0.25;
/** Points are kept to 1/1000 of the frame: finer than a pixel of a 448-pixel source, and short when stored. */
const GRID = 1000;
/** A point closer than this (a fraction of the frame) to the line through its neighbours adds nothing a brush shows. */
const SIMPLIFY_TOLERANCE = 0.003;

/** What a pixel's touch-ups say: untouched, kept, erased (the last stroke over it wins). */
export const TOUCH_NONE = 0;
export const TOUCH_KEEP = 1;
export const TOUCH_ERASE = 2;

const snap = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * GRID) / GRID;

/** Distance of `p` from the line through `a` and `b` (from `a` when they meet). */
function offLine(p: [number, number], a: [number, number], b: [number, number]) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Ramer–Douglas–Peucker: the points that shape the path, ends always kept. */
function keepShape(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const spans: [number, number][] = [[0, points.length - 1]];
  while (spans.length) {
    const [from, to] = spans.pop()!;
    let far = -1;
    let farthest = tolerance;
    for (let i = from + 1; i < to; i++) {
      const off = offLine(points[i], points[from], points[to]);
      if (off > farthest) [far, farthest] = [i, off];
    }
    if (far < 0) continue;
    keep[far] = 1;
    spans.push([from, far], [far, to]);
  }
  return points.filter((_, i) => keep[i]);
}

/** The path as stored: on the 1/1000 grid, repeats gone, simplified, and at most MAX_STROKE_POINTS (evenly thinned past that). */
export function simplifyStroke(points: readonly (readonly [number, number])[]): [number, number][] {
  const snapped: [number, number][] = [];
  for (const [x, y] of points) {
    const point: [number, number] = [snap(x), snap(y)];
    const last = snapped[snapped.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) snapped.push(point);
  }
  const shaped = keepShape(snapped, SIMPLIFY_TOLERANCE);
  if (shaped.length <= MAX_STROKE_POINTS) return shaped;
  const step = (shaped.length - 1) / (MAX_STROKE_POINTS - 1);
  return Array.from({ length: MAX_STROKE_POINTS }, (_, i) => shaped[Math.round(i * step)]);
}

const isPoint = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Strokes from anything stored or linked: known modes, radius in range, points simplified, at most MAX_STROKES (the latest). */
export function cleanStrokes(raw: unknown): BrushStroke[] {
  if (!Array.isArray(raw)) return [];
  const strokes: BrushStroke[] = [];
  for (const item of raw.slice(-MAX_STROKES)) {
    const stroke = item as Partial<BrushStroke> | null;
    if (!stroke || (stroke.mode !== 'keep' && stroke.mode !== 'erase')) continue;
    if (typeof stroke.radius !== 'number' || !Number.isFinite(stroke.radius) || !Array.isArray(stroke.points)) continue;
    const points = simplifyStroke(stroke.points.filter(isPoint));
    if (!points.length) continue;
    strokes.push({ mode: stroke.mode, radius: Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, stroke.radius)), points });
  }
  return strokes;
}

/**
 * Which pixels of a width×height frame the strokes touch, in order (a later stroke overrides an
 * earlier one where they cross): TOUCH_KEEP, TOUCH_ERASE or TOUCH_NONE per pixel. A pixel is under
 * the brush when its centre is within the radius of the stroke's path (a capsule per segment, a
 * disc for a single point).
 */
export function rasteriseStrokes(strokes: readonly BrushStroke[], width: number, height: number): Uint8Array {
  const touch = new Uint8Array(width * height);
  const longer = Math.max(width, height);
  for (const stroke of strokes) {
    const value = stroke.mode === 'keep' ? TOUCH_KEEP : TOUCH_ERASE;
    const r = stroke.radius * longer;
    const r2 = r * r;
    const points = stroke.points.map(([x, y]) => [x * width, y * height] as const);
    const segments = points.length === 1 ? [[points[0], points[0]]] : points.slice(1).map((b, i) => [points[i], b]);
    for (const [[ax, ay], [bx, by]] of segments) {
      const [dx, dy] = [bx - ax, by - ay];
      const length2 = dx * dx + dy * dy;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + r));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + r));
      for (let y = y0; y <= y1; y++) {
        const py = y + 0.5;
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5;
          const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / length2));
          const [ex, ey] = [px - ax - t * dx, py - ay - t * dy];
          if (ex * ex + ey * ey <= r2) touch[y * width + x] = value;
        }
      }
    }
  }
  return touch;
}

/** A mask with the strokes applied: kept pixels 255, erased 0, the rest as they were. Pure: the mask is copied. */
export function touchUpMask(mask: Uint8Array, width: number, height: number, strokes: readonly BrushStroke[]): Uint8Array {
  const out = mask.slice();
  if (!strokes.length) return out;
  const touch = rasteriseStrokes(strokes, width, height);
  for (let p = 0; p < out.length; p++) {
    if (touch[p] === TOUCH_KEEP) out[p] = 255;
    else if (touch[p] === TOUCH_ERASE) out[p] = 0;
  }
  return out;
}
