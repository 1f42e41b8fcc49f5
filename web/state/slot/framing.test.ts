import { beforeEach, describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { emoteStates, stateFor, type InputImage } from '../emote/emote-state.ts';
import { chooseCutout, setCutout } from './cutout-actions.ts';
import { setFill } from './transform-actions.ts';
import { framingNote } from './framing-note.ts';
import { decodeRecipe } from '../recipe/recipe-decode.ts';
import { encodeRecipe } from '../recipe/recipe-encode.ts';

/** A 600×400 photo as a file load leaves it: no transparency, so Fill by its alpha. */
const photo = (): InputImage => ({
  filename: 'coffee.png', url: 'blob:x', revokeUrl: false, size: { width: 600, height: 400 }, isSample: false, opaque: true,
  transform: { ...defaultInputTransform(), fill: true },
});

const image = () => stateFor(jam).inputImages[0]!;
const note = () => framingNote(image(), stateFor(jam).size);

beforeEach(() => {
  delete emoteStates.jam;
});

describe('framing follows the input\'s alpha unless the visitor chose it', () => {
  it('a photo on Fill by its alpha turns to Fit when its backdrop is removed, and the note says why', async () => {
    stateFor(jam).inputImages[0] = photo();
    expect(note()).toMatch(/^Framing set to Fill: this image has no transparency/);
    await chooseCutout(jam, 0, 'backdrop');
    expect(image().transform.fill).toBe(false);
    expect(note()).toBe('Framing set to Fit: its background is removed, so all of the subject shows. Choose Fill to cover the emote.');
  });

  it('keeping the background again brings Fill back, as the photo\'s alpha says', async () => {
    stateFor(jam).inputImages[0] = photo();
    await chooseCutout(jam, 0, 'backdrop');
    await chooseCutout(jam, 0, 'none');
    expect(image().transform.fill).toBe(true);
    expect(note()).toMatch(/^Framing set to Fill: this image has no transparency/);
  });

  it('a Fill the visitor chose survives a cut-out and its removal, with no note', async () => {
    stateFor(jam).inputImages[0] = photo();
    setFill(jam, 0, false);
    setFill(jam, 0, true);
    await chooseCutout(jam, 0, 'backdrop');
    expect(image().transform.fill).toBe(true);
    expect(note()).toBeNull();
    await chooseCutout(jam, 0, 'none');
    expect(image().transform.fill).toBe(true);
  });

  it('a Fit the visitor chose stays when the cut-out is removed', async () => {
    stateFor(jam).inputImages[0] = photo();
    setFill(jam, 0, false);
    await chooseCutout(jam, 0, 'backdrop');
    await chooseCutout(jam, 0, 'none');
    expect(image().transform.fill).toBe(false);
  });

  it('art with transparency stays on Fit, with no note, whether cut out or not', async () => {
    stateFor(jam).inputImages[0] = { ...photo(), opaque: false, transform: defaultInputTransform() };
    await chooseCutout(jam, 0, 'colour');
    expect(image().transform.fill).toBe(false);
    await chooseCutout(jam, 0, 'none');
    expect(image().transform.fill).toBe(false);
    expect(note()).toBeNull();
  });

  it('the model\'s masks restored from a link or a reload leave the framing as it was kept', () => {
    stateFor(jam).inputImages[0] = photo();
    setCutout(jam, 0, { mode: 'model' }, { reframe: false });
    expect(image().transform.fill).toBe(true);
    setCutout(jam, 0, { mode: 'model', tolerance: 30 });
    expect(image().transform.fill).toBe(true);
  });

  it('a photo saved before framing was recorded follows its cut-out, and back', async () => {
    // Stored by the build before: no `opaque`, no `fillChosen`; Fill as the file load set it.
    const old = { filename: 'coffee.png', url: 'blob:x', revokeUrl: false, size: { width: 600, height: 400 }, isSample: false, transform: { ...defaultInputTransform(), fill: true } };
    stateFor(jam).inputImages[0] = old;
    await chooseCutout(jam, 0, 'backdrop');
    expect(image().transform.fill).toBe(false);
    await chooseCutout(jam, 0, 'none');
    expect(image().transform.fill).toBe(true);
  });

  it('a recipe link carries a chosen Fill, and reads a link without the mark as framing by alpha', () => {
    const state = stateFor(jam);
    state.inputImages[0] = photo();
    setFill(jam, 0, true);
    const chosen = decodeRecipe(encodeRecipe(state), jam, state.size).recipe.transforms[0];
    expect(chosen).toMatchObject({ fill: true, fillChosen: true });
    const before = decodeRecipe('v=1&t0=0,1,0,0,1,0,0,1', jam, state.size).recipe.transforms[0];
    expect(before.fill).toBe(true);
    expect(before.fillChosen).toBeFalsy();
  });
});
