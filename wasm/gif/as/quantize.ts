/**
 * The palette's quantizer, as js-gif/median-cut.ts and refine-palette.ts: a variance-based median
 * cut (split the box of most squared error at the cut, on any axis, that leaves the least), then
 * rounds of k-means. Each box is a range of one index array, reordered in place by the axis it is
 * cut on, so every sum runs over the same points in the same order as in JavaScript.
 */
import { searchNearest, setSearch } from './nearest';
import { sortKeys } from './sort-keys';

/** Points a box may hold (the histogram's 2^15 bins): the sort keys hold the index in 15 bits. */
const INDEX_BITS: u64 = 15;
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;

let points: usize = 0;
let weights: usize = 0;
let members: usize = 0;
let keys: usize = 0;
let keyScratch: usize = 0;
let counts: usize = 0;
let sortedScratch: usize = 0;
// The boxes, in the order median-cut.ts keeps them: each a range of `members` and its error.
let boxStart: usize = 0;
let boxEnd: usize = 0;
let boxError: usize = 0;
let boxCount: i32 = 0;

function coordinate(i: i32, axis: i32): f64 {
  return <f64>load<f32>(points + (<usize>(i * 3 + axis) << 2));
}

function weightOf(i: i32): f64 {
  return load<f64>(weights + (<usize>i << 3));
}

function memberAt(list: usize, k: i32): i32 {
  return load<i32>(list + (<usize>k << 2));
}

// moments' answer: [weight, Σw·y, Σw·u, Σw·v, Σw·|c|²].
let m0: f64 = 0;
let m1: f64 = 0;
let m2: f64 = 0;
let m3: f64 = 0;
let m4: f64 = 0;

function moments(list: usize, from: i32, to: i32): void {
  m0 = 0;
  m1 = 0;
  m2 = 0;
  m3 = 0;
  m4 = 0;
  for (let p = from; p < to; p++) {
    const i = memberAt(list, p);
    const w = weightOf(i), y = coordinate(i, 0), u = coordinate(i, 1), v = coordinate(i, 2);
    m0 += w;
    m1 += w * y;
    m2 += w * u;
    m3 += w * v;
    m4 += w * (y * y + u * u + v * v);
  }
}

function errorOfMoments(): f64 {
  return m0 > 0 ? m4 - (m1 * m1 + m2 * m2 + m3 * m3) / m0 : 0;
}

/** median-cut.ts's sortedOnAxis: members[from..to) into `out`, by coordinate on `axis`, ties by index. */
function sortOnAxis(from: i32, to: i32, axis: i32, out: usize): void {
  const length = to - from;
  for (let k = 0; k < length; k++) {
    const i = memberAt(members, from + k);
    const bits = <u64>reinterpret<u32>(load<f32>(points + (<usize>(i * 3 + axis) << 2)));
    const ordered: u64 = bits >= 0x80000000 ? 0xffffffff - bits : bits + 0x80000000;
    store<u64>(keys + (<usize>k << 3), (ordered << INDEX_BITS) | <u64>i);
  }
  sortKeys(keys, keyScratch, counts, length);
  for (let k = 0; k < length; k++) store<i32>(out + (<usize>k << 2), <i32>(load<u64>(keys + (<usize>k << 3)) & INDEX_MASK));
}

// bestCut's answer: at < 0 when no cut exists.
let cutCost: f64 = 0;
let cutAt: i32 = -1;

/** median-cut.ts's bestCut over `length` sorted indices at `sorted`. */
function bestCut(sorted: usize, length: i32, axis: i32): void {
  moments(sorted, 0, length);
  const t0 = m0, t1 = m1, t2 = m2, t3 = m3, t4 = m4;
  cutAt = -1;
  cutCost = 0;
  let w: f64 = 0, y: f64 = 0, u: f64 = 0, v: f64 = 0, c2: f64 = 0;
  for (let p = 0; p < length - 1; p++) {
    const i = memberAt(sorted, p);
    const wi = weightOf(i), yi = coordinate(i, 0), ui = coordinate(i, 1), vi = coordinate(i, 2);
    w += wi;
    y += wi * yi;
    u += wi * ui;
    v += wi * vi;
    c2 += wi * (yi * yi + ui * ui + vi * vi);
    if (coordinate(memberAt(sorted, p + 1), axis) == coordinate(i, axis)) continue;
    const rw = t0 - w, ry = t1 - y, ru = t2 - u, rv = t3 - v;
    const cost = (w > 0 ? c2 - (y * y + u * u + v * v) / w : 0) + (rw > 0 ? t4 - c2 - (ry * ry + ru * ru + rv * rv) / rw : 0);
    if (cutAt < 0 || cost < cutCost) {
      cutCost = cost;
      cutAt = p + 1;
    }
  }
}

/** Splits box `b` at its best cut (inserting the second half after it); false when all its points coincide. */
function splitBox(b: i32): bool {
  const from = load<i32>(boxStart + (<usize>b << 2)), to = load<i32>(boxEnd + (<usize>b << 2));
  const length = to - from;
  let bestAxis = -1, bestAt = -1;
  let bestCost: f64 = 0;
  for (let axis = 0; axis < 3; axis++) {
    sortOnAxis(from, to, axis, sortedScratch + (<usize>(axis * length) << 2));
    bestCut(sortedScratch + (<usize>(axis * length) << 2), length, axis);
    if (cutAt >= 0 && (bestAxis < 0 || cutCost < bestCost)) {
      bestAxis = axis;
      bestAt = cutAt;
      bestCost = cutCost;
    }
  }
  if (bestAxis < 0) return false;
  memory.copy(members + (<usize>from << 2), sortedScratch + (<usize>(bestAxis * length) << 2), <usize>length << 2);
  // The halves replace the box where it stood, as Array.prototype.splice puts them.
  for (let k = boxCount; k > b + 1; k--) {
    store<i32>(boxStart + (<usize>k << 2), load<i32>(boxStart + (<usize>(k - 1) << 2)));
    store<i32>(boxEnd + (<usize>k << 2), load<i32>(boxEnd + (<usize>(k - 1) << 2)));
    store<f64>(boxError + (<usize>k << 3), load<f64>(boxError + (<usize>(k - 1) << 3)));
  }
  boxCount++;
  setBox(b, from, from + bestAt);
  setBox(b + 1, from + bestAt, to);
  return true;
}

function setBox(b: i32, from: i32, to: i32): void {
  store<i32>(boxStart + (<usize>b << 2), from);
  store<i32>(boxEnd + (<usize>b << 2), to);
  moments(members, from, to);
  store<f64>(boxError + (<usize>b << 3), errorOfMoments());
}

/** median-cut.ts's medianCut: up to `count` centroids (f32 y, u, v) into `centroids`; returns how many. */
function medianCut(n: i32, count: i32, centroids: usize): i32 {
  for (let i = 0; i < n; i++) store<i32>(members + (<usize>i << 2), i);
  boxCount = 1;
  setBox(0, 0, n);
  while (boxCount < count) {
    let worst = -1;
    let worstError: f64 = 0;
    for (let b = 0; b < boxCount; b++) {
      const size = load<i32>(boxEnd + (<usize>b << 2)) - load<i32>(boxStart + (<usize>b << 2));
      const error = load<f64>(boxError + (<usize>b << 3));
      if (size > 1 && error > 0 && (worst < 0 || error > worstError)) {
        worst = b;
        worstError = error;
      }
    }
    if (worst < 0) break;
    if (!splitBox(worst)) store<f64>(boxError + (<usize>worst << 3), 0);
  }
  for (let b = 0; b < boxCount; b++) {
    moments(members, load<i32>(boxStart + (<usize>b << 2)), load<i32>(boxEnd + (<usize>b << 2)));
    const out = centroids + <usize>b * 12;
    store<f32>(out, <f32>(m1 / m0));
    store<f32>(out, <f32>(m2 / m0), 4);
    store<f32>(out, <f32>(m3 / m0), 8);
  }
  return boxCount;
}

/** nearest-colour.ts's order: the centroids by luma, a stable sort, into the search's arrays. */
function sortCentroids(centroids: usize, k: i32, ys: usize, us: usize, vs: usize, ids: usize): void {
  for (let j = 0; j < k; j++) {
    const y = load<f32>(centroids + <usize>j * 12);
    let s = j - 1;
    while (s >= 0 && load<f32>(ys + (<usize>s << 2)) > y) {
      store<f32>(ys + (<usize>(s + 1) << 2), load<f32>(ys + (<usize>s << 2)));
      store<u8>(ids + <usize>(s + 1), load<u8>(ids + <usize>s));
      s--;
    }
    store<f32>(ys + (<usize>(s + 1) << 2), y);
    store<u8>(ids + <usize>(s + 1), <u8>j);
  }
  for (let s = 0; s < k; s++) {
    const j = <usize>load<u8>(ids + <usize>s);
    store<f32>(us + (<usize>s << 2), load<f32>(centroids + j * 12, 4));
    store<f32>(vs + (<usize>s << 2), load<f32>(centroids + j * 12, 8));
  }
}

/** refine-palette.ts's refinePalette: `iterations` rounds of Lloyd's k-means on the centroids, in place. */
function refine(n: i32, centroids: usize, k: i32, iterations: i32): void {
  const sums = heap.alloc(<usize>k * 32);
  const ys = heap.alloc(<usize>k << 2), us = heap.alloc(<usize>k << 2), vs = heap.alloc(<usize>k << 2), ids = heap.alloc(<usize>k);
  for (let round = 0; round < iterations; round++) {
    memory.fill(sums, 0, <usize>k * 32);
    sortCentroids(centroids, k, ys, us, vs, ids);
    setSearch(ys, us, vs, ids, k);
    for (let i = 0; i < n; i++) {
      const y = coordinate(i, 0), u = coordinate(i, 1), v = coordinate(i, 2);
      const s = sums + <usize>searchNearest(y, u, v) * 32;
      const w = weightOf(i);
      store<f64>(s, load<f64>(s) + w);
      store<f64>(s, load<f64>(s, 8) + w * y, 8);
      store<f64>(s, load<f64>(s, 16) + w * u, 16);
      store<f64>(s, load<f64>(s, 24) + w * v, 24);
    }
    for (let j = 0; j < k; j++) {
      const s = sums + <usize>j * 32;
      const w = load<f64>(s);
      if (w == 0) continue;
      const out = centroids + <usize>j * 12;
      store<f32>(out, <f32>(load<f64>(s, 8) / w));
      store<f32>(out, <f32>(load<f64>(s, 16) / w), 4);
      store<f32>(out, <f32>(load<f64>(s, 24) / w), 8);
    }
  }
}

/**
 * build-palette.ts's quantizer: `n` weighted points (f32 y, u, v at `pointsAt`, f64 weights at
 * `weightsAt`, n ≤ 2^15) to at most `count` centroids at `centroids` (room for `count` triples),
 * refined `iterations` times. Returns how many centroids there are.
 */
export function quantize(pointsAt: usize, weightsAt: usize, n: i32, count: i32, iterations: i32, centroids: usize): i32 {
  points = pointsAt;
  weights = weightsAt;
  members = heap.alloc(<usize>n << 2);
  keys = heap.alloc(<usize>n << 3);
  keyScratch = heap.alloc(<usize>n << 3);
  counts = heap.alloc(256 * 4);
  sortedScratch = heap.alloc(<usize>n * 12);
  boxStart = heap.alloc(<usize>(count + 1) << 2);
  boxEnd = heap.alloc(<usize>(count + 1) << 2);
  boxError = heap.alloc(<usize>(count + 1) << 3);
  const k = medianCut(n, count, centroids);
  refine(n, centroids, k, iterations);
  return k;
}
