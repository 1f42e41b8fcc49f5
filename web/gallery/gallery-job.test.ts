import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../emotes/index.ts';
import { defaultTextSpec } from '../text/text-spec.ts';
import { cleanCutoutSettings } from '../cutout/cutout-settings.ts';
import type { Animation } from '../pipeline/protocol.ts';
import { cardSize, galleryJob, sampleSlotsOf, takesInput, GALLERY_MAX_FRAMES, type GalleryInput } from './gallery-job.ts';
import { EMOTE_TYPES } from '../emotes/index.ts';

/** A stand-in for a decoded input: the job only carries it. */
const animation = (name: string) => ({ width: 10, height: 10, frames: [], frameEndTimes: [], truncated: false, name }) as unknown as Animation;
const photo: GalleryInput = { kind: 'image', animation: animation('photo'), opaque: true };
const art: GalleryInput = { kind: 'image', animation: animation('art'), opaque: false };
const jam = findEmoteType('jam')!;
const group = findEmoteType('group')!;

describe('a gallery card’s job', () => {
  it('puts the visitor’s picture in the first slot and asks for composed frames only, at chat size', () => {
    const job = galleryJob(jam, photo, [], 112);
    expect(job.inputs[0]?.animation).toBe(photo.kind === 'image' && photo.animation);
    expect(job.inputs.slice(1).every((input) => input === null)).toBe(true);
    expect(job.previewOnly).toBe(true);
    expect([job.width, job.height]).toEqual([112, 112]);
    expect(job.target?.maxFrames).toBe(GALLERY_MAX_FRAMES);
  });

  it('fills the frame with a photo and shows art with transparency whole, as a maker places a new file', () => {
    expect(galleryJob(jam, photo, [], 56).inputs[0]?.transform.fill).toBe(true);
    expect(galleryJob(jam, art, [], 56).inputs[0]?.transform.fill).toBe(false);
  });

  it('cuts the picture out as the source asks, and shows a cut-out subject whole', () => {
    const cutout = cleanCutoutSettings({ mode: 'backdrop' });
    const input = galleryJob(jam, { ...photo, cutout } as GalleryInput, [], 56).inputs[0];
    expect(input?.cutout).toEqual(cutout);
    expect(input?.transform.fill).toBe(false);
    expect(galleryJob(jam, photo, [], 56).inputs[0]?.cutout).toBeUndefined();
  });

  it('gives a group-style maker its own samples in the other slots', () => {
    const slots = sampleSlotsOf(group);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots).not.toContain(0);
    const samples = group.inputImageSpecs.map((_, slot) => (slot === 0 ? null : animation(`sample ${slot}`)));
    const job = galleryJob(group, photo, samples, 56);
    expect(job.inputs[0]?.animation).toBe(photo.kind === 'image' && photo.animation);
    for (const slot of slots) expect(job.inputs[slot]?.animation).toBe(samples[slot]);
  });

  it('draws words in the first slot when the visitor wrote some', () => {
    const text = { ...defaultTextSpec(), words: 'POG' };
    const job = galleryJob(jam, { kind: 'words', text }, [], 56);
    expect(job.inputs[0]).toBeNull();
    expect(job.texts?.[0]?.text.words).toBe('POG');
  });

  it('leaves out a maker with no input slot (an overlay alone), and only such a maker', () => {
    for (const type of EMOTE_TYPES) expect(takesInput(type), type.slug).toBe(type.inputImageSpecs.length > 0);
    expect(takesInput(jam)).toBe(true);
    expect(takesInput({ ...jam, inputImageSpecs: [] })).toBe(false);
  });

  it('keeps a wide maker’s shape', () => {
    const wide = { ...jam, defaultSize: { width: 256, height: 128 } };
    expect(cardSize(wide, 56)).toEqual({ width: 112, height: 56 });
  });
});
