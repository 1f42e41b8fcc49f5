import { describe, expect, it } from 'vitest';
import { predictBytes, solveScale, type FitPoint } from './fit-model.ts';

const point = (colors: number, bytes: number, scale = 1, frames = 60): FitPoint => ({ colors, frameStep: 1, scale, frames, bytes });

describe('predictBytes', () => {
  it('knows nothing before a measurement', () => {
    expect(predictBytes([], { colors: 63, frameStep: 1, scale: 1, frames: 60 })).toBe(Infinity);
  });

  it('follows the measured slope between two palette sizes', () => {
    const points = [point(255, 320000), point(15, 120000)];
    const middle = predictBytes(points, { colors: 63, frameStep: 1, scale: 1, frames: 60 });
    expect(middle).toBeGreaterThan(120000);
    expect(middle).toBeLessThan(320000);
    expect(predictBytes(points, { colors: 15, frameStep: 1, scale: 1, frames: 60 })).toBeCloseTo(120000, -1);
  });

  it('bends with the palette: from one 255-colour size it predicts the sizes W2n took at 214 down to 15 colours within 4 %', () => {
    // W2n's sizes with this encoder (palette by visibility, lossy LZW 2.75), measured in Node.
    const measured: [number, number][] = [[214, 262937], [180, 253103], [90, 212968], [44, 163233], [31, 141236], [26, 130237], [22, 123485], [15, 103130]];
    for (const [colors, bytes] of measured) {
      const predicted = predictBytes([point(255, 272267)], { colors, frameStep: 1, scale: 1, frames: 60 });
      expect(Math.abs(predicted / bytes - 1), `${colors} colours`).toBeLessThan(0.04);
    }
  });

  it('scales with the frames kept', () => {
    expect(predictBytes([point(255, 300000)], { colors: 255, frameStep: 2, scale: 1, frames: 30 })).toBeCloseTo(150000, -1);
  });
});

describe('solveScale', () => {
  it('finds the scale whose predicted size is the target', () => {
    const points = [point(15, 100000)];
    const scale = solveScale(points, { colors: 15, frameStep: 1, scale: 1, frames: 60 }, 25000);
    expect(predictBytes(points, { colors: 15, frameStep: 1, scale, frames: 60 })).toBeCloseTo(25000, -1);
    expect(scale).toBeLessThan(1);
  });
});
