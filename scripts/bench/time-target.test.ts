import { describe, expect, it } from 'vitest';
import { againstTarget } from './time-target.ts';

describe('againstTarget', () => {
  it('says met with the ratio at or under the target', () => {
    expect(againstTarget(1260, 3000)).toBe('target ≤ 3000 ms: met (0.42× the target)');
    expect(againstTarget(3000, 3000)).toBe('target ≤ 3000 ms: met (1.00× the target)');
  });

  it('says not met with the ratio over the target', () => {
    expect(againstTarget(4050, 3000)).toBe('target ≤ 3000 ms: not met (1.35× the target)');
  });

  it('says so when no time was measured', () => {
    expect(againstTarget(null, 3000)).toBe('target ≤ 3000 ms: no time');
  });
});
