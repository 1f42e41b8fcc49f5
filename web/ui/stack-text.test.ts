import { describe, expect, it } from 'vitest';
import { createStackedEffect } from '../effects/stack.ts';
import { stackTiming } from '../effects/stack-timing.ts';
import { describeOrderNote, describeStackLoop } from './stack-text.ts';

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

describe('describeOrderNote', () => {
  const [hearts, spin, wave] = ['hearts', 'spin', 'wave'].map((id) => createStackedEffect(id));

  it('says a whole-frame effect always comes after the subject\'s effects it cannot pass', () => {
    expect(describeOrderNote(hearts, [spin, wave])).toBe('Hearts covers the whole frame, so it always comes after Spin and Wave, whatever the order in this list.');
  });

  it('says a subject effect always comes before the whole-frame ones', () => {
    expect(describeOrderNote(spin, [hearts])).toBe('Spin changes the subject alone, so it always comes before Hearts, whatever the order in this list.');
  });

  it('says nothing when every move it lacks is at an end of the list', () => {
    expect(describeOrderNote(spin, [])).toBeNull();
  });
});
