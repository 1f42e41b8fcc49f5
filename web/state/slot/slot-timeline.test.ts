import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jam from '../../emotes/jam.ts';
import { defaultInputClip, defaultInputTransform, type Animation } from '../../pipeline/protocol.ts';
import { keepReadThumbnails } from '../../decode/thumbnail-strip.ts';
import { createEmoteState, emoteStates, stateFor, type InputImage } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { setSlot } from './replace-source.ts';
import { setInputClip } from './clip-actions.ts';
import { planClip } from './clip-plan.ts';
import { applyRecipe } from '../recipe/recipe-actions.ts';
import { decodeRecipe } from '../recipe/recipe-decode.ts';
import { restoreEmoteState } from '../emote/persist-state.ts';

/** A decoded input of `seconds` at 10 fps (bitmap stand-ins: only their size is read). */
function clipOf(seconds: number): Animation {
  const bitmap = { width: 10, height: 10, close() {} } as unknown as ImageBitmap;
  const frames = Math.round(seconds * 10);
  const animation = { width: 10, height: 10, frames: Array.from({ length: frames }, () => ({ bitmap, msDuration: 100 })), frameEndTimes: Array.from({ length: frames }, (_, i) => (i + 1) * 100), truncated: false };
  // Thumbnails as if drawn while it was read: setSlot draws none here (Node has no canvas).
  keepReadThumbnails(animation, []);
  return animation;
}

let next = 0;
const imageOf = (name: string, isSample = false): InputImage => ({ filename: name, url: `blob:${name}-${next++}`, revokeUrl: false, size: { width: 10, height: 10 }, transform: defaultInputTransform(), isSample });
const clip = () => ({ ...stateFor(jam).encodeOptions.inputClip });
const BG = jam.backgroundIndex;

beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
  makerRuntime.inputs = [];
  // IndexedDB (masks, blobs) is absent in Node: its failures are only warned about.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the timeline is chosen for the source it cuts (issue 31)', () => {
  it("a new clip does not inherit the last one's trim: a 14 s MP4 from 6.0 s, then a 3.5 s WebM plays all of the WebM", () => {
    setSlot(jam, 0, imageOf('long.mp4'), clipOf(14));
    setInputClip(jam, 'startMs', 6000);
    setInputClip(jam, 'lengthMs', 3000);
    setInputClip(jam, 'speed', 2);
    setSlot(jam, 0, imageOf('short.webm'), clipOf(3.5));
    expect(clip()).toEqual(defaultInputClip());
    expect(planClip(jam, 3500).window).toEqual({ startMs: 0, lengthMs: 3500 });
  });

  it('emptying the slot the timeline cuts resets it, and so does words in its place', () => {
    setSlot(jam, 0, imageOf('long.mp4'), clipOf(14));
    setInputClip(jam, 'startMs', 6000);
    setSlot(jam, 0, null, null);
    expect(clip()).toEqual(defaultInputClip());
    setSlot(jam, 0, imageOf('long.mp4'), clipOf(14));
    setInputClip(jam, 'startMs', 2000);
    setSlot(jam, 0, { ...imageOf('GG'), text: { words: 'GG' } as InputImage['text'] }, null);
    expect(clip()).toEqual(defaultInputClip());
  });

  it("a longer input in another slot takes the timeline over from 0; a still image there leaves the trim alone", () => {
    setSlot(jam, 0, imageOf('long.mp4'), clipOf(6));
    setInputClip(jam, 'startMs', 2000);
    setSlot(jam, BG, imageOf('still.png'), clipOf(0.1));
    expect(clip().startMs).toBe(2000);
    setSlot(jam, BG, imageOf('longer.gif'), clipOf(10));
    expect(clip()).toEqual(defaultInputClip());
  });
});

describe('timelines made before issue 31 open as they did', () => {
  const LINK = 'v=1&preset=twitch&format=gif&w=112&h=112&c.start=6000&c.length=3500&c.speed=2';

  it("a recipe link's trim is kept by the sample and by the visitor's first file, and goes with that file", () => {
    const { recipe, notes } = decodeRecipe(LINK, jam, stateFor(jam).size);
    expect(notes).toEqual([]);
    applyRecipe(jam, recipe);
    const fromLink = { startMs: 6000, lengthMs: 3500, speed: 2 };
    expect(clip()).toEqual(fromLink);
    setSlot(jam, 0, imageOf('jam.1.png', true), clipOf(8));
    expect(clip()).toEqual(fromLink);
    setSlot(jam, 0, imageOf('same-as-the-author.mp4'), clipOf(14));
    expect(clip()).toEqual(fromLink);
    setSlot(jam, 0, imageOf('another.webm'), clipOf(3.5));
    expect(clip()).toEqual(defaultInputClip());
  });

  it("a saved state of today's format keeps its trim on reload", () => {
    const fresh = createEmoteState(jam);
    const saved = {
      ...JSON.parse(JSON.stringify(fresh)),
      fresh: false,
      inputImages: [{ filename: 'long.mp4', url: '', revokeUrl: false, size: { width: 160, height: 120 }, transform: defaultInputTransform(), isSample: false, video: true }, null, null],
      encodeOptions: { ...fresh.encodeOptions, inputClip: { startMs: 6000, lengthMs: 3500, speed: 2 } },
      version: 2,
    };
    const store = new Map([[`emote-state:${jam.slug}`, JSON.stringify(saved)]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    try {
      const restored = restoreEmoteState(jam, createEmoteState(jam));
      expect(restored.encodeOptions.inputClip).toEqual({ startMs: 6000, lengthMs: 3500, speed: 2 });
      expect(restored.inputImages[0]?.filename).toBe('long.mp4');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
