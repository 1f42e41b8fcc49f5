import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../../emotes/index.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { createEmoteState, stateFor } from '../emote/emote-state.ts';
import { applyRecipe } from './recipe-actions.ts';
import { decodeRecipe } from './recipe-decode.ts';
import { encodeRecipe } from './recipe-encode.ts';

const jam = findEmoteType('jam')!;
const image = () => ({ filename: 'me.png', url: 'blob:x', revokeUrl: false, size: { width: 64, height: 64 }, isSample: false, transform: defaultInputTransform() });

describe('a recipe link with a cut-out, outline and shadow', () => {
  it('brings back the slot cut-out with its touch-up strokes and the subject style, with no notes', () => {
    const source = createEmoteState(jam);
    source.inputImages[0] = { ...image(), cutout: {
      mode: 'colour', colour: '#12ab34', tolerance: 35, shrink: 2, feather: 3, decontaminate: false, trim: true, dropSpecks: false,
      strokes: [{ mode: 'erase', radius: 0.06, points: [[0.05, 0.5], [0.95, 0.5]] }, { mode: 'keep', radius: 0.02, points: [[0.1, 0.08]] }],
    } };
    source.subjectStyle = { outline: { colour: '#ff00ff', width: 5 }, shadow: { enabled: true, colour: '#102030', opacity: 40, offsetX: -3, offsetY: 4, blur: 6 } };
    const { recipe, notes } = decodeRecipe(encodeRecipe(source), jam, jam.defaultSize);
    expect(notes).toEqual([]);
    const target = stateFor(jam);
    target.inputImages[0] = image();
    applyRecipe(jam, recipe);
    expect(target.inputImages[0]?.cutout).toEqual(source.inputImages[0].cutout);
    expect(target.subjectStyle).toEqual(source.subjectStyle);
  });

  it('keeps hand-edited numbers within range and refuses what is not a cut-out', () => {
    const { recipe, notes } = decodeRecipe('v=1&x0=backdrop,zzzzzz,500,-4,99,1,0&x1=bogus&ol=00ff00,40&sh=1,000000,300,99,-99,-1', jam, jam.defaultSize);
    // A link from before "Drop specks" (seven fields) drops them, as the default does.
    expect(recipe.cutouts?.[0]).toEqual({ mode: 'backdrop', colour: '#00ff00', tolerance: 100, shrink: 0, feather: 10, decontaminate: true, trim: false, dropSpecks: true, strokes: [] });
    expect(recipe.cutouts?.[1]).toBeUndefined();
    expect(recipe.subjectStyle).toEqual({ outline: { colour: '#00ff00', width: 8 }, shadow: { enabled: true, colour: '#000000', opacity: 100, offsetX: 16, offsetY: -16, blur: 0 } });
    expect(notes).toEqual(['cut-out "bogus" is not a cut-out']);
  });

  it('leaves out touch-up strokes it cannot read, and says so', () => {
    const { recipe, notes } = decodeRecipe('v=1&x0=backdrop,ffffff,12,0,0,1,0,1&xt0=paint', jam, jam.defaultSize);
    expect(recipe.cutouts?.[0]?.strokes).toEqual([]);
    expect(notes).toEqual(['touch-up strokes "paint" are not strokes']);
  });
});
