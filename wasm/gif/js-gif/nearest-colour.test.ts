import { describe, expect, it } from 'vitest';
import { createNearestSearch } from './nearest-colour.ts';

describe('createNearestSearch', () => {
  it('finds the same nearest entry as a full scan', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 255 - 60;
    const centroids = Float32Array.from({ length: 97 * 3 }, random);
    const search = createNearestSearch(centroids);
    for (let q = 0; q < 2000; q++) {
      const [y, u, v] = [random(), random(), random()];
      let best = 0, bestDistance = Infinity;
      for (let j = 0; j < 97; j++) {
        const d = (centroids[j * 3] - y) ** 2 + (centroids[j * 3 + 1] - u) ** 2 + (centroids[j * 3 + 2] - v) ** 2;
        if (d < bestDistance) [best, bestDistance] = [j, d];
      }
      expect(search(y, u, v)).toBe(best);
    }
  });
});
