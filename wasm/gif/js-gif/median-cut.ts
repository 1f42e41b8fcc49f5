/**
 * The quantizer's starting palette: repeatedly split the box of colours with the largest
 * squared error, at the cut along any axis that leaves the least error (a variance-based
 * median cut, after Wu 1991). K-means then only polishes it, so few iterations suffice.
 */

interface Box {
  members: Int32Array;
  error: number;
}

/** Up to `count` weighted centroids, as (y, u, v) triples, for the weighted points. */
export function medianCut(points: Float32Array, weights: Float64Array, count: number): Float32Array {
  if (weights.length > INDEX_SPAN) throw new RangeError(`medianCut takes at most ${INDEX_SPAN} points`);
  const all = Int32Array.from(weights, (_, i) => i);
  const boxes: Box[] = [{ members: all, error: boxError(points, weights, all) }];
  while (boxes.length < count) {
    let worst = -1;
    for (let i = 0; i < boxes.length; i++) {
      if (boxes[i].members.length > 1 && boxes[i].error > 0 && (worst < 0 || boxes[i].error > boxes[worst].error)) worst = i;
    }
    if (worst < 0) break;
    const halves = splitBox(points, weights, boxes[worst].members);
    if (!halves) {
      boxes[worst].error = 0;
      continue;
    }
    boxes.splice(worst, 1, ...halves.map((members) => ({ members, error: boxError(points, weights, members) })));
  }
  const centroids = new Float32Array(boxes.length * 3);
  boxes.forEach((box, i) => writeMean(points, weights, box.members, centroids, i * 3));
  return centroids;
}

/** The split with the least total squared error over the three axes, or null if all points coincide. */
function splitBox(points: Float32Array, weights: Float64Array, members: Int32Array): [Int32Array, Int32Array] | null {
  let best: { cost: number; sorted: Int32Array; at: number } | null = null;
  for (let axis = 0; axis < 3; axis++) {
    const sorted = sortedOnAxis(points, members, axis);
    const cut = bestCut(points, weights, sorted, axis);
    if (cut && (!best || cut.cost < best.cost)) best = { ...cut, sorted };
  }
  return best ? [best.sorted.slice(0, best.at), best.sorted.slice(best.at)] : null;
}

const floatView = new Float32Array(1);
const bitsView = new Uint32Array(floatView.buffer);
/** Points a box may hold: the histogram's bins (color-histogram.ts keeps 2^15); the keys stay exact up to 2^21. */
const INDEX_SPAN = 1 << 15;

/**
 * `members` by their coordinate on `axis`, ties by index. Sorted as numbers without a comparator
 * (a comparator is called a million times here, and slowly while the page is new): each key is
 * the coordinate's Float32 bits made to order as the value does, times 2^15, plus the index.
 */
function sortedOnAxis(points: Float32Array, members: Int32Array, axis: number): Int32Array {
  const keys = new Float64Array(members.length);
  for (let k = 0; k < members.length; k++) {
    floatView[0] = points[members[k] * 3 + axis];
    const bits = bitsView[0];
    keys[k] = (bits >= 0x80000000 ? 0xffffffff - bits : bits + 0x80000000) * INDEX_SPAN + members[k];
  }
  keys.sort();
  const sorted = new Int32Array(members.length);
  for (let k = 0; k < keys.length; k++) sorted[k] = keys[k] % INDEX_SPAN;
  return sorted;
}

/** The cut of `sorted` (on `axis`) between distinct coordinates that leaves the least error on both sides, or null. */
function bestCut(points: Float32Array, weights: Float64Array, sorted: Int32Array, axis: number): { cost: number; at: number } | null {
  const total = moments(points, weights, sorted, 0, sorted.length);
  let best: { cost: number; at: number } | null = null;
  let w = 0, y = 0, u = 0, v = 0, c2 = 0;
  for (let p = 0; p < sorted.length - 1; p++) {
    const i = sorted[p];
    const wi = weights[i], yi = points[i * 3], ui = points[i * 3 + 1], vi = points[i * 3 + 2];
    w += wi;
    y += wi * yi;
    u += wi * ui;
    v += wi * vi;
    c2 += wi * (yi * yi + ui * ui + vi * vi);
    if (points[sorted[p + 1] * 3 + axis] === points[i * 3 + axis]) continue;
    // The error of the left part plus that of the rest, from their moments.
    const rw = total[0] - w, ry = total[1] - y, ru = total[2] - u, rv = total[3] - v;
    const cost = (w > 0 ? c2 - (y * y + u * u + v * v) / w : 0) + (rw > 0 ? total[4] - c2 - (ry * ry + ru * ru + rv * rv) / rw : 0);
    if (!best || cost < best.cost) best = { cost, at: p + 1 };
  }
  return best;
}

/** [weight, Σw·y, Σw·u, Σw·v, Σw·|c|²] of sorted[from..to). */
function moments(points: Float32Array, weights: Float64Array, members: Int32Array, from: number, to: number): number[] {
  const m = [0, 0, 0, 0, 0];
  for (let p = from; p < to; p++) addMoments(points, weights, members[p], m);
  return m;
}

function addMoments(points: Float32Array, weights: Float64Array, i: number, m: number[]): void {
  const w = weights[i], y = points[i * 3], u = points[i * 3 + 1], v = points[i * 3 + 2];
  m[0] += w;
  m[1] += w * y;
  m[2] += w * u;
  m[3] += w * v;
  m[4] += w * (y * y + u * u + v * v);
}

/** Weighted squared error about the mean, from moments. */
function errorOf(m: number[]): number {
  return m[0] > 0 ? m[4] - (m[1] * m[1] + m[2] * m[2] + m[3] * m[3]) / m[0] : 0;
}

function boxError(points: Float32Array, weights: Float64Array, members: Int32Array): number {
  return errorOf(moments(points, weights, members, 0, members.length));
}

function writeMean(points: Float32Array, weights: Float64Array, members: Int32Array, out: Float32Array, offset: number) {
  const m = moments(points, weights, members, 0, members.length);
  out[offset] = m[1] / m[0];
  out[offset + 1] = m[2] / m[0];
  out[offset + 2] = m[3] / m[0];
}
