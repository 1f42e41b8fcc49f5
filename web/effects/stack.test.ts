import { describe, expect, it } from 'vitest';
import { STACK_EFFECTS } from './index.ts';
import { createStackedEffect, type StackedEffect } from './stack.ts';

const seeded = STACK_EFFECTS.filter((effect) => 'seed' in effect.settings).map((effect) => effect.id);

describe('a new stack entry', () => {
  it('has its effect’s default seed when no entry of that effect is there', () => {
    expect(seeded).toEqual(expect.arrayContaining(['hearts', 'rain', 'confetti', 'glitch', 'shake']));
    for (const id of seeded) expect(createStackedEffect(id, [createStackedEffect(seeded.find((other) => other !== id)!)]).settings.seed).toBe(1);
  });

  it('takes the lowest seed its twins do not have, so a second Hearts draws other hearts', () => {
    for (const id of seeded) {
      const stack: StackedEffect[] = [];
      for (let n = 0; n < 3; n++) stack.push(createStackedEffect(id, stack));
      expect(stack.map((entry) => entry.settings.seed)).toEqual([1, 2, 3]);
      // A twin whose seed the visitor changed frees the default again.
      expect(createStackedEffect(id, [{ ...stack[0], settings: { ...stack[0].settings, seed: 7 } }]).settings.seed).toBe(1);
      expect(createStackedEffect(id, [stack[1], stack[0]]).settings.seed).toBe(3);
    }
  });

  it('leaves effects without a seed as they were', () => {
    const spin = createStackedEffect('spin');
    expect(createStackedEffect('spin', [spin, spin])).toEqual(spin);
    expect('seed' in spin.settings).toBe(false);
  });
});
