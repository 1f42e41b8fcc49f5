/** Lloyd's k-means over the colour histogram, which moves median-cut boxes to the colours' true centres. */
import { createNearestSearch } from './nearest-colour.ts';

/** Refines `centroids` in place over the weighted points for `iterations` rounds. */
export function refinePalette(points: Float32Array, weights: Float64Array, centroids: Float32Array, iterations: number): void {
  const k = centroids.length / 3;
  const sums = new Float64Array(k * 4);
  for (let round = 0; round < iterations; round++) {
    sums.fill(0);
    const nearest = createNearestSearch(centroids);
    for (let i = 0; i < weights.length; i++) {
      const y = points[i * 3], u = points[i * 3 + 1], v = points[i * 3 + 2];
      const j = nearest(y, u, v);
      const w = weights[i];
      sums[j * 4] += w;
      sums[j * 4 + 1] += w * y;
      sums[j * 4 + 2] += w * u;
      sums[j * 4 + 3] += w * v;
    }
    for (let j = 0; j < k; j++) {
      const w = sums[j * 4];
      if (w === 0) continue;
      centroids[j * 3] = sums[j * 4 + 1] / w;
      centroids[j * 3 + 1] = sums[j * 4 + 2] / w;
      centroids[j * 3 + 2] = sums[j * 4 + 3] / w;
    }
  }
}
