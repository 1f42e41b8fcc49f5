import { describe, expect, it } from 'vitest';
import { nextCard, shouldGiveWay } from './gallery-queue.ts';

const order = ['jam', 'arrive', 'bonk', 'boomies', 'coggers'];

describe('gallery queue', () => {
  it('composes the waiting cards in view first, in page order', () => {
    expect(nextCard(order, new Set(['jam', 'bonk', 'coggers']), new Set(['coggers', 'bonk']))).toBe('bonk');
  });

  it('composes the cards out of view once none in view waits', () => {
    expect(nextCard(order, new Set(['arrive', 'coggers']), new Set(['jam']))).toBe('arrive');
  });

  it('has nothing to compose when no card waits', () => {
    expect(nextCard(order, new Set(), new Set(order))).toBeNull();
  });

  it('stops a card scrolled out of view only when one in view waits', () => {
    expect(shouldGiveWay('jam', new Set(['bonk']), new Set(['bonk']))).toBe(true);
    expect(shouldGiveWay('jam', new Set(['bonk']), new Set(['jam', 'bonk']))).toBe(false);
    expect(shouldGiveWay('jam', new Set(['coggers']), new Set(['bonk']))).toBe(false);
  });
});
