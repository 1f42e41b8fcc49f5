import { beforeEach, describe, expect, it } from 'vitest';
import { EMOTE_TYPES, findEmoteType } from '../../emotes/index.ts';
import { settingRange } from '../../emotes/settings.ts';
import type { EmoteType } from '../../emotes/types.ts';
import { MAX_OUTPUT_SIZE } from '../../limits.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { createEmoteState, emoteStates, stateFor, type EmoteState } from '../emote/emote-state.ts';
import { applyRecipe } from './recipe-actions.ts';
import { decodeRecipe, isRecipeHash } from './recipe-decode.ts';
import { encodeRecipe, recipeLink } from './recipe-encode.ts';

// Each test opens its maker as a first visit does: no state left by a test before it.
beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
});

/** A state with every recipe field away from its default, within its limits. */
function editedState(type: EmoteType): EmoteState {
  const state = createEmoteState(type);
  state.presetId = 'custom';
  state.format = 'gif';
  state.size = { width: 128, height: 96 };
  for (const [key, spec] of Object.entries(type.settings)) {
    const range = settingRange(spec, state.size);
    if (spec.kind === 'toggle') state.settings[key] = !state.settings[key];
    else if (spec.kind === 'choice') state.settings[key] = spec.choices.at(-1)!.value;
    else state.settings[key] = range!.min + (range!.max - range!.min) / 3;
  }
  const image = (slot: number) => ({
    filename: `mine-${slot}.png`, url: `blob:http://127.0.0.1/secret-${slot}`, revokeUrl: true, size: { width: 64, height: 64 }, isSample: false,
    transform: { pixelated: slot % 2 === 0, matrix: [0, -1.21, 1.21, 0] as [number, number, number, number], offset: { x: 0.125, y: -1 / 3 }, fill: slot % 2 === 1 },
  });
  state.inputImages[0] = image(0);
  state.inputImages[type.foregroundIndex] = image(type.foregroundIndex);
  state.overlayOptions = { imageUrl: 'blob:http://127.0.0.1/overlay', imageName: 'overlay.png', opacity: 35, showOnInputs: true, showOnPreview: false, showOnOutput: true };
  state.encodeOptions = {
    mirror: true, flip: true, angle: -45, scaledown: 1.5, reverse: true, startFrame: 3, frameToExtract: 2,
    gifOptions: { filesizeLimitIndex: 6, customLimitBytes: 200_000, loop: false, alphaCutoff: 64 },
    inputClip: { startMs: 2500, lengthMs: 4000, speed: 1.5 },
  };
  state.filename = 'peepo jam';
  return state;
}

/** The fields a recipe carries. */
const recipeFields = (state: EmoteState) => ({
  presetId: state.presetId, format: state.format, size: state.size, settings: state.settings,
  transforms: state.inputImages.map((image) => image?.transform ?? null),
  overlay: { ...state.overlayOptions, imageUrl: undefined, imageName: undefined },
  encodeOptions: state.encodeOptions, filename: state.filename,
});

describe.each(EMOTE_TYPES.map((type) => [type.slug, type] as const))('a recipe link of %s', (_, type) => {
  it('restores every setting, placement and option on the maker page, with no notes', () => {
    const source = editedState(type);
    const hash = encodeRecipe(source);
    expect(isRecipeHash(hash)).toBe(true);
    const { recipe, notes } = decodeRecipe(hash, type, type.defaultSize);
    expect(notes).toEqual([]);
    const target = stateFor(type);
    // The visitor's own images are where they are on the opening side; placements apply to them.
    target.inputImages[0] = { ...source.inputImages[0]!, transform: defaultInputTransform() };
    target.inputImages[type.foregroundIndex] = { ...source.inputImages[type.foregroundIndex]!, transform: defaultInputTransform() };
    applyRecipe(type, recipe);
    expect(recipeFields(target)).toEqual(recipeFields(source));
  });

  it('carries no image, file name of an image or object URL', () => {
    const hash = decodeURIComponent(encodeRecipe(editedState(type)));
    expect(hash).not.toMatch(/blob:|secret|mine-|overlay\.png/);
  });
});

describe('a hand-edited or hostile recipe link', () => {
  const jam = findEmoteType('jam')!;
  const decode = (hash: string) => decodeRecipe(hash, jam, jam.defaultSize);

  it('clamps and rounds sizes, clamps settings to their range at that size and says so', () => {
    const { recipe, notes } = decode('v=1&w=99999&h=-3.7&s.dip=5&s.frameMs=33');
    expect(recipe.size).toEqual({ width: MAX_OUTPUT_SIZE, height: 1 });
    expect(recipe.settings.dip).toBe(settingRange(jam.settings.dip, { width: MAX_OUTPUT_SIZE, height: 1 })!.max);
    expect(recipe.settings.frameMs).toBe(30);
    expect(notes).toEqual([
      `width "99999" became ${MAX_OUTPUT_SIZE}`,
      'height "-3.7" became 1',
      `${jam.settings.frameMs.label} 33 became 30`,
      `${jam.settings.dip.label} 5 became ${recipe.settings.dip}`,
    ]);
  });

  it('ignores unknown keys and unusable values, quoting them as plain, shortened text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { recipe, notes } = decode(`v=1&${encodeURIComponent(hostile)}=1&preset=nope&format=bmp&s.dip=abc&e.mirror=maybe&t0=1,2,3&name=${encodeURIComponent('../../etc/passwd')}`);
    expect(recipe).toMatchObject({ settings: {}, transforms: {}, encode: {}, filename: '....etcpasswd' });
    expect([recipe.presetId, recipe.format]).toEqual([undefined, undefined]);
    expect(notes).toEqual([
      'unknown part "<img src=x onerror=alert…" ignored',
      'preset "nope" is not a preset',
      'format "bmp" is not gif, png, webp, webm or apng',
      `${jam.settings.dip.label} "abc" is not a number`,
      'Image 1 placement "1,2,3" is not a placement',
      'mirror "maybe" is not on or off',
      'filename "../../etc/passwd" became "....etcpasswd"',
    ]);
  });

  it('keeps a placement within the zoom and offset limits and refuses a flat one', () => {
    const { recipe, notes } = decode('v=1&t0=0,1000,0,0,1000,7,-7&t1=0,0,0,0,0,0,0');
    expect(recipe.transforms[0]).toEqual({ pixelated: false, matrix: [16, 0, 0, 16], offset: { x: 1, y: -1 }, fill: false });
    expect(recipe.transforms[1]).toBeUndefined();
    expect(notes).toEqual(['Image 1 placement was moved within the placement limits', 'BG placement "0,0,0,0,0,0,0" is not a placement']);
  });

  it('clamps encode options, the overlay opacity and the file size limit choice', () => {
    const { recipe } = decode('v=1&e.angle=1e9&e.scaledown=0&e.start=2.6&g.limit=99&g.alpha=-5&o.opacity=150&g.custom=-1');
    expect(recipe.encode).toEqual({ angle: 360, scaledown: 1, startFrame: 3 });
    expect(recipe.gif).toEqual({ filesizeLimitIndex: 7, alphaCutoff: 0, customLimitBytes: 1 });
    expect(recipe.overlay).toEqual({ opacity: 100 });
  });

  it('is not a recipe without its version key, and an empty or garbled hash throws nothing', () => {
    expect(isRecipeHash('#section')).toBe(false);
    expect(isRecipeHash('#v=1')).toBe(true);
    for (const hash of ['', '#', '#v', '#v=1&&&==&%', '#v=1&s.dip=%E0%A4%A', `#v=1&w=${'9'.repeat(400)}`]) {
      expect(() => decode(hash)).not.toThrow();
    }
  });

  it('writes a link to the maker page with the recipe in its hash', () => {
    const link = recipeLink(jam, createEmoteState(jam), 'https://emotes.example');
    expect(link).toMatch(/^https:\/\/emotes\.example\/jam#v=1&preset=twitch&format=gif&w=112&h=112&s\./);
  });
});
