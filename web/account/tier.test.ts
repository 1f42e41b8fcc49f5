import { describe, expect, it } from 'vitest';
import { isTierBelow, tierFromClaims } from './tier.ts';

describe('tierFromClaims', () => {
  it('gives normal to a signed-in visitor without claims', () => {
    expect(tierFromClaims({})).toBe('normal');
  });

  it('gives premium for the subscriber role, dev or vip', () => {
    expect(tierFromClaims({ stripeRole: 'subscriber' })).toBe('premium');
    expect(tierFromClaims({ dev: true })).toBe('premium');
    expect(tierFromClaims({ vip: true })).toBe('premium');
  });

  it('ignores other roles and claims that are merely truthy', () => {
    expect(tierFromClaims({ stripeRole: 'cancelled' })).toBe('normal');
    expect(tierFromClaims({ dev: 'true', vip: 1 })).toBe('normal');
    expect(tierFromClaims({ dev: false, vip: false })).toBe('normal');
  });
});

describe('isTierBelow', () => {
  it('orders free < normal < premium', () => {
    expect(isTierBelow('free', 'normal')).toBe(true);
    expect(isTierBelow('normal', 'premium')).toBe(true);
    expect(isTierBelow('free', 'premium')).toBe(true);
    expect(isTierBelow('normal', 'normal')).toBe(false);
    expect(isTierBelow('premium', 'normal')).toBe(false);
    expect(isTierBelow('free', 'free')).toBe(false);
  });
});
