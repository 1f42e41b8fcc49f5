import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findEmoteType } from '../emotes/index.ts';
import type { Animation } from '../pipeline/protocol.ts';
import { emoteStates, stateFor } from '../state/emote/emote-state.ts';
import { cleanCutoutSettings } from '../cutout/cutout-settings.ts';
import { defaultTextSpec } from '../text/text-spec.ts';
import { handOffToMaker } from './gallery-handoff.ts';
import type { GallerySource } from './gallery-source.ts';

const kept = vi.hoisted(() => ({ blobs: new Map<string, Blob | null>(), masks: new Map<string, Uint8Array[] | null>() }));
vi.mock('../state/persist/persist-inputs.ts', () => ({ saveInputBlob: (slug: string, slot: number, blob: Blob | null) => kept.blobs.set(`${slug}:${slot}`, blob) }));
vi.mock('../state/persist/persist-masks.ts', () => ({ saveMasks: (slug: string, slot: number, masks: Uint8Array[] | null) => kept.masks.set(`${slug}:${slot}`, masks) }));

const jam = findEmoteType('jam')!;
const group = findEmoteType('group')!;
const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
const photo = (extra: Partial<GallerySource> = {}): GallerySource => ({
  kind: 'image',
  file,
  name: 'selfie.png',
  animation: { width: 600, height: 400 } as Animation,
  opaque: true,
  video: false,
  ...extra,
});

beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
  kept.blobs.clear();
  kept.masks.clear();
});

describe('opening a maker from a gallery card', () => {
  it('puts the file in the first slot as the maker restores one: its bytes kept, its object URL, a photo filling the frame', async () => {
    handOffToMaker(jam, photo());
    const image = stateFor(jam).inputImages[0]!;
    expect(image).toMatchObject({ filename: 'selfie.png', revokeUrl: true, isSample: false, opaque: true, size: { width: 600, height: 400 } });
    expect(image.transform.fill).toBe(true);
    expect(await (await fetch(image.url)).arrayBuffer()).toEqual(await file.arrayBuffer());
    expect(kept.blobs.get('jam:0')).toBe(file);
    expect(kept.masks.get('jam:0')).toBeNull();
    expect(stateFor(jam).fresh).toBe(false);
  });

  it('gives a fresh group-style maker its samples in the other slots, as its card showed them', () => {
    handOffToMaker(group, photo());
    const [first, ...others] = stateFor(group).inputImages.slice(0, group.inputImageSpecs.length);
    expect(first?.filename).toBe('selfie.png');
    others.forEach((image, i) => expect(image).toMatchObject({ isSample: true, url: group.inputImageSpecs[i + 1].sample!.url }));
  });

  it('keeps the visitor’s own other slots on a maker already worked on', () => {
    const state = stateFor(group);
    state.fresh = false;
    state.inputImages[1] = null;
    handOffToMaker(group, photo());
    expect(state.inputImages[1]).toBeNull();
  });

  it('carries a cut-out and the model’s masks, and shows a cut-out subject whole', () => {
    const masks = [new Uint8Array(600 * 400)];
    handOffToMaker(jam, photo({ cutout: cleanCutoutSettings({ mode: 'model' }), masks }));
    const image = stateFor(jam).inputImages[0]!;
    expect(image.cutout?.mode).toBe('model');
    expect(image.transform.fill).toBe(false);
    expect(kept.masks.get('jam:0')).toBe(masks);
  });

  it('puts the timeline back to automatic: one chosen for the slot’s old source does not carry over', () => {
    Object.assign(stateFor(jam).encodeOptions.inputClip, { startMs: 1200, lengthMs: 800, speed: 2 });
    handOffToMaker(jam, photo());
    expect(stateFor(jam).encodeOptions.inputClip).toEqual({ startMs: 0, lengthMs: 0, speed: 1 });
  });

  it('puts words in the first slot as the maker’s words, with no file kept', () => {
    handOffToMaker(jam, { kind: 'words', name: 'POG', text: { ...defaultTextSpec(), words: 'POG' } });
    expect(stateFor(jam).inputImages[0]?.text?.words).toBe('POG');
    expect(kept.blobs.get('jam:0')).toBeNull();
  });
});
