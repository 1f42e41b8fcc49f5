import { describe, expect, it } from 'vitest';
import { createStackedEffect } from './stack.ts';
import { moveTarget, passedInVain } from './stack-order.ts';

const stack = (...ids: string[]) => ids.map((id) => createStackedEffect(id));

describe('the stack\'s order rule', () => {
  it('with Hearts (whole frame) above Spin (the subject) neither can move: the output is the same either way', () => {
    const two = stack('hearts', 'spin');
    expect(moveTarget(two, 0, 1)).toBeNull();
    expect(moveTarget(two, 1, -1)).toBeNull();
    expect(passedInVain(two, 0).map((e) => e.effect)).toEqual(['spin']);
    expect(passedInVain(two, 1).map((e) => e.effect)).toEqual(['hearts']);
  });

  it('moves an effect past the nearest one of its own group, over the other group\'s between them', () => {
    const three = stack('hearts', 'spin', 'glitch');
    expect(moveTarget(three, 0, 1)).toBe(2);
    expect(moveTarget(three, 2, -1)).toBe(0);
    expect(moveTarget(three, 1, -1)).toBeNull();
    expect(moveTarget(three, 1, 1)).toBeNull();
    expect(passedInVain(three, 0)).toEqual([]);
  });

  it('a whole-frame effect turned to the subject alone joins the subject\'s group', () => {
    const two = stack('hearts', 'spin');
    two[0].settings.wholeFrame = false;
    expect(moveTarget(two, 0, 1)).toBe(1);
    expect(passedInVain(two, 0)).toEqual([]);
  });

  it('moves past copies of itself, which a swap would leave the same, and not at all when only they are that way', () => {
    const twins = stack('hearts', 'hearts');
    expect(moveTarget(twins, 1, -1)).toBeNull();
    expect(moveTarget(twins, 0, 1)).toBeNull();
    // Only the other group's effects are named as passed in vain: its copy is no reason.
    expect(passedInVain(twins, 1)).toEqual([]);
    const three = stack('rain', 'hearts', 'hearts');
    expect(moveTarget(three, 2, -1)).toBe(0);
    // Changed settings make them two effects: they swap.
    three[1].settings.seconds = Number(three[1].settings.seconds) * 2;
    expect(moveTarget(three, 2, -1)).toBe(1);
  });

  it('has no move past either end', () => {
    const two = stack('spin', 'shake');
    expect(moveTarget(two, 0, -1)).toBeNull();
    expect(moveTarget(two, 1, 1)).toBeNull();
    expect(passedInVain(two, 0)).toEqual([]);
  });
});
