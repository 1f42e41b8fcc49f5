import { describe, expect, it } from 'vitest';
import { meanSsim } from './ssim.ts';
import { makeSyntheticFrames } from './synthetic-frames.ts';

const { frames, width, height } = makeSyntheticFrames({ width: 32, height: 24, frames: 2 });
const grey: [number, number, number] = [128, 128, 128];

describe('meanSsim', () => {
  it('is 1 for identical animations', () => {
    expect(meanSsim(frames, frames, width, height, grey)).toBeCloseTo(1, 10);
  });

  it('drops as noise is added, more for more noise', () => {
    const noisy = (amount: number) => frames.map((frame) => frame.map((v, i) => (i % 4 === 3 ? v : v + ((i * 7919) % 2 ? amount : -amount))));
    const light = meanSsim(frames, noisy(4), width, height, grey);
    const heavy = meanSsim(frames, noisy(30), width, height, grey);
    expect(light).toBeLessThan(1);
    expect(heavy).toBeLessThan(light);
  });

  it('composites over the background, so transparency differs only where the background shows it', () => {
    const cleared = frames.map((frame) => frame.map((v, i) => (i % 4 === 3 ? 0 : v)));
    expect(meanSsim(frames, cleared, width, height, grey)).toBeLessThan(0.9);
  });

  it('refuses animations of different lengths', () => {
    expect(() => meanSsim(frames, frames.slice(1), width, height, grey)).toThrow();
  });
});
