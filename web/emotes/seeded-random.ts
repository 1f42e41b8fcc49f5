/** Seeded randomness for render(): the same seed always gives the same numbers (mulberry32). */

/** A generator of numbers in [0, 1) fixed by `seed`. */
export function createRandom(seed: number): () => number {
  return mulberry32(Math.imul(Math.round(seed) ^ 0x9e3779b9, 0x85ebca6b));
}

/** mulberry32 from this 32-bit state (seeds near each other give unrelated sequences only through createRandom's mixing). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [-1, 1) from a generator. */
export const nextSigned = (random: () => number) => random() * 2 - 1;
