/**
 * Nearest palette entry in the weighted colour space. Entries are sorted by luma, and the
 * search walks out from the query's luma, stopping once the luma gap alone exceeds the
 * best distance found: on photographs that visits a handful of entries instead of all 255.
 */

/** Index (into the unsorted centroids) of the entry nearest to (y, u, v). */
export type NearestSearch = (y: number, u: number, v: number) => number;

/** Entries sorted by luma (a stable sort, so equal lumas keep their order): each axis apart, and each one's index. */
export interface SortedEntries {
  ys: Float32Array;
  us: Float32Array;
  vs: Float32Array;
  ids: Int32Array;
}

/** The entries of `centroids` ((y, u, v) triples) in the order the search walks them (the WASM search takes the same). */
export function sortEntriesByLuma(centroids: Float32Array): SortedEntries {
  const k = centroids.length / 3;
  const order = Array.from({ length: k }, (_, j) => j).sort((a, b) => centroids[a * 3] - centroids[b * 3]);
  const ys = new Float32Array(k), us = new Float32Array(k), vs = new Float32Array(k);
  const ids = Int32Array.from(order);
  order.forEach((j, s) => {
    ys[s] = centroids[j * 3];
    us[s] = centroids[j * 3 + 1];
    vs[s] = centroids[j * 3 + 2];
  });
  return { ys, us, vs, ids };
}

/** A search over `centroids` ((y, u, v) triples); build it again when they move. */
export function createNearestSearch(centroids: Float32Array): NearestSearch {
  const k = centroids.length / 3;
  const { ys, us, vs, ids } = sortEntriesByLuma(centroids);
  return (y, u, v) => {
    let lo = 0, hi = k;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ys[mid] < y) lo = mid + 1;
      else hi = mid;
    }
    let best = -1, bestDistance = Infinity;
    for (let up = lo, down = lo - 1; up < k || down >= 0; ) {
      const dyUp = up < k ? ys[up] - y : Infinity;
      const dyDown = down >= 0 ? y - ys[down] : Infinity;
      const s = dyUp <= dyDown ? up++ : down--;
      const dy = ys[s] - y;
      if (dy * dy >= bestDistance) break;
      const du = us[s] - u, dv = vs[s] - v;
      const d = dy * dy + du * du + dv * dv;
      if (d < bestDistance) {
        bestDistance = d;
        best = s;
      }
    }
    return ids[best];
  };
}
