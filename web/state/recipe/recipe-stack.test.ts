import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../../emotes/index.ts';
import { createStackedEffect } from '../../effects/stack.ts';
import { createEmoteState, stateFor } from '../emote/emote-state.ts';
import { applyRecipe } from './recipe-actions.ts';
import { decodeRecipe } from './recipe-decode.ts';
import { encodeRecipe } from './recipe-encode.ts';

const jam = findEmoteType('jam')!;

describe('the effect stack in a recipe link', () => {
  it('goes into the link and comes back in order with every setting', () => {
    const state = createEmoteState(jam);
    state.stack = [createStackedEffect('party'), { effect: 'spin', settings: { ...createStackedEffect('spin').settings, counterClockwise: true, seconds: 0.75 } }, createStackedEffect('party')];
    state.stack[0].settings.tint = 0.8;
    const hash = encodeRecipe(state);
    expect(new URLSearchParams(hash).get('fx')).toBe('party,spin,party');
    const { recipe, notes } = decodeRecipe(hash, jam, state.size);
    expect(notes).toEqual([]);
    expect(recipe.stack).toEqual(state.stack);
  });

  it('leaves the stack alone when the link says nothing of it, and empties it for an empty list', () => {
    const { recipe } = decodeRecipe('v=1&s.dip=0.1', jam, jam.defaultSize);
    expect(recipe.stack).toBeUndefined();
    expect(decodeRecipe('v=1&fx=', jam, jam.defaultSize).recipe.stack).toEqual([]);
  });

  it('drops unknown effects, clamps settings and says so', () => {
    const { recipe, notes } = decodeRecipe('v=1&fx=party,bogus,spin&fx0.tint=7&fx2.seconds=abc&fx2.counterClockwise=1', jam, jam.defaultSize);
    expect(recipe.stack?.map((e) => e.effect)).toEqual(['party', 'spin']);
    expect(recipe.stack?.[0].settings.tint).toBe(1);
    expect(recipe.stack?.[1].settings.counterClockwise).toBe(true);
    expect(recipe.stack?.[1].settings.seconds).toBe(createStackedEffect('spin').settings.seconds);
    expect(notes).toEqual(['Party Tint 7 became 1', 'effect "bogus" is not an effect', 'Spin Cycle length "abc" is not a number']);
  });

  it('is applied to the emote state by opening the link', () => {
    applyRecipe(jam, decodeRecipe('v=1&fx=hearts,glitch', jam, jam.defaultSize).recipe);
    expect(stateFor(jam).stack.map((e) => e.effect)).toEqual(['hearts', 'glitch']);
  });
});
