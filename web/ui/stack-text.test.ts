import { describe, expect, it } from 'vitest';
import { createStackedEffect } from '../effects/stack.ts';
import { stackTiming } from '../effects/stack-timing.ts';
import { describeStackLoop } from './stack-text.ts';

const withSeconds = (id: string, seconds: number) => ({ ...createStackedEffect(id), settings: { ...createStackedEffect(id).settings, seconds } });

describe('describeStackLoop', () => {
  it("names the loop's length and the effect played faster so the loop closes", () => {
    const stack = [withSeconds('party', 1)];
    const loop = stackTiming({ frameCount: 5, frameMs: 60 }, stack);
    expect(describeStackLoop('Pet', loop, stack)).toBe('With Pet the loop runs 0.9 s. Party cycles in 0.9 s instead of 1.0 s, so it closes with the loop.');
  });

  it('says nothing of an effect that plays at its own length', () => {
    const stack = [withSeconds('party', 1), withSeconds('spin', 0.5)];
    const loop = stackTiming({ frameCount: 20, frameMs: 50 }, stack);
    expect(describeStackLoop('Jam', loop, stack)).toBe('With Jam the loop runs 1.0 s.');
  });
});
