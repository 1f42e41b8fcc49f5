import { describe, expect, it } from 'vitest';
import { deltaE00, labOf, meanDeltaE00 } from './delta-e00.ts';

/** Pairs from Sharma, Wu and Dalal's supplementary test data (Table 1), with their ΔE00 to 4 places. */
const SHARMA_PAIRS: [number[], number[], number][] = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('deltaE00', () => {
  it.each(SHARMA_PAIRS)('matches the published value for %j against %j', (lab1, lab2, expected) => {
    expect(deltaE00(lab1, lab2)).toBeCloseTo(expected, 4);
    expect(deltaE00(lab2, lab1)).toBeCloseTo(expected, 4);
  });

  it('reads sRGB white as L* 100 and a colour against itself as 0', () => {
    const [L, a, b] = labOf(255, 255, 255);
    expect(L).toBeCloseTo(100, 2);
    expect(Math.abs(a) + Math.abs(b)).toBeLessThan(0.01);
    expect(deltaE00(labOf(30, 200, 60), labOf(30, 200, 60))).toBe(0);
  });

  it('averages over the pixels the source draws, both over the same grey', () => {
    const source = Uint8Array.from([0, 0, 0, 0, 0, 200, 0, 255]);
    const made = Uint8Array.from([255, 0, 0, 255, 200, 100, 0, 255]);
    const { mean, pixels } = meanDeltaE00(source, made);
    expect(pixels).toBe(1);
    expect(mean).toBeCloseTo(deltaE00(labOf(0, 200, 0), labOf(200, 100, 0)), 6);
  });
});
