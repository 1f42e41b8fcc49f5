import { beforeEach, describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { createStackedEffect } from '../../effects/stack.ts';
import { emoteStates, stateFor } from './emote-state.ts';
import { moveEffect } from './stack-actions.ts';

const order = () => stateFor(jam).stack.map((entry) => entry.effect);

beforeEach(() => {
  delete emoteStates.jam;
});

describe('moving an added effect', () => {
  it('does not move Hearts (whole frame) down past Spin (the subject): the file would be byte for byte the same', () => {
    stateFor(jam).stack = ['hearts', 'spin'].map((id) => createStackedEffect(id));
    expect(moveEffect(jam, 0, 1)).toBeNull();
    expect(order()).toEqual(['hearts', 'spin']);
    expect(stateFor(jam).fresh).toBe(true);
  });

  it('moves Hearts down past Glitch, the next whole-frame effect, over Spin between them', () => {
    stateFor(jam).stack = ['hearts', 'spin', 'glitch'].map((id) => createStackedEffect(id));
    expect(moveEffect(jam, 0, 1)).toBe(2);
    expect(order()).toEqual(['spin', 'glitch', 'hearts']);
    expect(moveEffect(jam, 2, -1)).toBe(1);
    expect(order()).toEqual(['spin', 'hearts', 'glitch']);
  });

  it('swaps two neighbours of one group, as before', () => {
    stateFor(jam).stack = ['spin', 'shake'].map((id) => createStackedEffect(id));
    expect(moveEffect(jam, 1, -1)).toBe(0);
    expect(order()).toEqual(['shake', 'spin']);
  });
});
