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
    const sorted = members.slice().sort((a, b) => points[a * 3 + axis] - points[b * 3 + axis]);
    const total = moments(points, weights, sorted, 0, sorted.length);
    const left = [0, 0, 0, 0, 0];
    for (let p = 0; p < sorted.length - 1; p++) {
      addMoments(points, weights, sorted[p], left);
      if (points[sorted[p + 1] * 3 + axis] === points[sorted[p] * 3 + axis]) continue;
      const cost = errorOf(left) + errorOfDifference(total, left);
      if (!best || cost < best.cost) best = { cost, sorted, at: p + 1 };
    }
  }
  return best ? [best.sorted.slice(0, best.at), best.sorted.slice(best.at)] : null;
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

/** errorOf(total − part) without allocating: this runs for every candidate cut. */
function errorOfDifference(total: number[], part: number[]): number {
  const w = total[0] - part[0];
  if (w <= 0) return 0;
  const y = total[1] - part[1], u = total[2] - part[2], v = total[3] - part[3];
  return total[4] - part[4] - (y * y + u * u + v * v) / w;
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
