import { describe, expect, it } from 'vitest';
import { planBench } from './plan-bench.ts';

describe('planBench', () => {
  it('keeps short mode to W1, W2 and W2n (W2 without its repeat), one run each', () => {
    const plan = planBench(true);
    expect(plan.workloads).toEqual([{ id: 'W1', runs: 1 }, { id: 'W2', runs: 1 }, { id: 'W2n', runs: 1 }]);
    expect(plan.fits.every((f) => f.runs === 1)).toBe(true);
    expect(plan.fits.map((f) => `${f.id} ${f.limitBytes}`)).toEqual(['W2 262144', 'W2 131072', 'W2n 262144', 'W2n 131072']);
    expect(plan.gifskiFit).toBe(false);
  });
  it('runs only the named workloads and their fits with --only, W3 once even in short mode', () => {
    const plan = planBench(true, ['W2n', 'W3']);
    expect(plan.workloads).toEqual([{ id: 'W2n', runs: 1 }, { id: 'W3', runs: 1 }]);
    expect(plan.fits.map((f) => `${f.id} ${f.limitBytes}`)).toEqual(['W2n 262144', 'W2n 131072']);
    expect(plan.only).toEqual(['W2n', 'W3']);
    expect(planBench(true).only).toBeNull();
  });
  it('takes medians of 3 in full mode, with one run of the large input', () => {
    const plan = planBench(false);
    expect(plan.workloads).toEqual([{ id: 'W1', runs: 3 }, { id: 'W2', runs: 3 }, { id: 'W2n', runs: 3 }, { id: 'W3', runs: 1 }]);
    expect(plan.fits).toContainEqual({ id: 'W3', limitBytes: 262144, runs: 1, anchors: false });
  });
});
