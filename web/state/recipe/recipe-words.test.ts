import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../../emotes/index.ts';
import { createEmoteState, stateFor } from '../emote/emote-state.ts';
import { applyRecipe } from './recipe-actions.ts';
import { decodeRecipe } from './recipe-decode.ts';
import { encodeRecipe } from './recipe-encode.ts';
import { textImage } from '../slot/text-actions.ts';
import { TEXT_PREFIX } from './recipe-words.ts';
import { CUTOUT_PREFIX } from './recipe-cutout.ts';
import { defaultCaptionSpec, defaultTextSpec, type TextSpec } from '../../text/text-spec.ts';

const jam = findEmoteType('jam')!;

describe('words in a recipe link', () => {
  it('carries a text slot and the caption, and restores them from the link alone', () => {
    const state = createEmoteState(jam);
    const text: TextSpec = { ...defaultTextSpec(), words: 'GG\nWP 🎉', font: 'pixel', fill: '#00ff88', fill2: null, outlines: [{ color: '#112233', width: 20 }, { color: '#ffffff', width: 6 }] };
    state.inputImages[0] = textImage(text, state.size);
    state.inputImages[0].transform.offset = { x: 0.25, y: 0 };
    state.caption = { ...defaultCaptionSpec(), words: 'VIBING', place: 'bubble', size: 25, follow: true };
    const hash = encodeRecipe(state);
    expect(hash).toContain('wd0=');
    expect(hash).not.toContain('data%3Aimage');

    const { recipe, notes } = decodeRecipe(hash, jam, state.size);
    expect(notes).toEqual([]);
    expect(recipe.texts).toEqual({ 0: text });
    expect(recipe.caption).toEqual(state.caption);

    const live = stateFor(jam);
    live.inputImages[0] = null;
    applyRecipe(jam, recipe);
    const restored = stateFor(jam).inputImages[0];
    expect(restored?.text).toEqual(text);
    expect(restored?.transform.offset).toEqual({ x: 0.25, y: 0 });
    expect(restored?.filename).toBe('GG');
    expect(live.caption).toEqual(state.caption);
  });

  it('leaves out the caption when it has no words, and notes unreadable words without throwing', () => {
    const state = createEmoteState(jam);
    state.caption = defaultCaptionSpec();
    expect(encodeRecipe(state)).not.toContain('cap=');
    const { recipe, notes } = decodeRecipe('v=1&wd0=%7Bnot json&cap=%5B1%5D', jam, state.size);
    expect(recipe.texts).toBeUndefined();
    expect(recipe.caption).toBeUndefined();
    expect(notes).toEqual(['text of slot 1 is not readable', 'caption is not readable']);
  });

  it('cleans a hand-edited text: unknown font and bad colours fall back, words are cut at 200 characters', () => {
    const raw = JSON.stringify({ words: 'W'.repeat(500), font: 'comic', fill: 'red', outlines: [{ color: '#000000', width: 999 }] });
    const { recipe } = decodeRecipe(`v=1&wd0=${encodeURIComponent(raw)}`, jam, { width: 112, height: 112 });
    const text = recipe.texts![0];
    expect([...text.words]).toHaveLength(200);
    expect(text.font).toBe('heavy');
    expect(text.fill).toBe(defaultTextSpec().fill);
    expect(text.outlines[0].width).toBe(40);
  });
});

describe('the words key in a recipe link', () => {
  it('is not the cut-out key, so a link with both keeps each', () => {
    expect(TEXT_PREFIX).not.toBe(CUTOUT_PREFIX);
  });
});
