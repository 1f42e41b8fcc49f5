/**
 * A model of a person editing for a while (issue 31 item 7), in Node on the real emote state and its
 * actions: seeded random sequences of uploads (a still, a clip of some seconds, words), removals,
 * trims, speed, framing, presets, stacked effects, captions, undo and redo, with the invariants
 * checked after every command: each slot holds the latest choice not undone (the model's own
 * record, not the state's), the decoded frames are those of the source the slot names, the
 * timeline's part lies within the input, and no slot shows an error. Only the decoder is a stand-in
 * (Node has no ImageDecoder): it gives frames of the length the file's bytes name. Run more with
 * SLOT_MODEL_RUNS=<n>.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultInputClip, type Animation } from '../../pipeline/protocol.ts';
import { keepReadThumbnails } from '../../decode/thumbnail-strip.ts';
import jam from '../../emotes/jam.ts';
import { emoteStates, stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { loadInputFile } from '../slot/input-actions.ts';
import { clearSlot } from '../slot/slot-actions.ts';
import { putTextInSlot } from '../slot/text-actions.ts';
import { editCaption } from '../slot/text-actions.ts';
import { setInputClip } from '../slot/clip-actions.ts';
import { planClip, timelineSlot } from '../slot/clip-plan.ts';
import { setFill } from '../slot/transform-actions.ts';
import { choosePreset } from '../emote/style-actions.ts';
import { addEffect, moveEffect, removeEffect } from '../emote/stack-actions.ts';
import { animationFor } from '../slot/decoded-inputs.ts';
import { redo, SETTLE_MS, startHistory, stopHistory, undo } from './edit-history.ts';
import { editableOf, sameEdits, type Editable } from './editable.ts';

/** The stand-in decoder: a file's bytes say what it is ("clip:3.5" or "still"). */
vi.mock('../../decode/decode-image.ts', async (original) => ({
  ...(await original<typeof import('../../decode/decode-image.ts')>()),
  decodeImage: async (blob: Blob) => animationOf(await blob.text()),
}));
vi.mock('../../decode/is-opaque.ts', () => ({ isOpaque: () => true }));

const FRAME_MS = 100;
function animationOf(what: string): Animation {
  const seconds = what.startsWith('clip:') ? Number(what.slice(5)) : 0;
  const count = Math.max(1, Math.round((seconds * 1000) / FRAME_MS));
  const bitmap = { width: 16, height: 16, close() {} } as unknown as ImageBitmap;
  const frames = Array.from({ length: count }, () => ({ bitmap, msDuration: FRAME_MS }));
  const animation: Animation = { width: 16, height: 16, frames, frameEndTimes: frames.map((_, i) => (i + 1) * FRAME_MS), truncated: false } as Animation;
  keepReadThumbnails(animation, []);
  return animation;
}

/** Object URLs of this run's files, for the page's fetch of them (undo brings a file back from its URL). */
const blobs = new Map<string, Blob>();

interface Step {
  editable: Editable;
  /** What each slot should hold: a file name, words, or nothing. */
  slots: (string | null)[];
}
interface Model {
  steps: Step[];
  index: number;
  /** The slots after the commands since the last step. */
  slots: (string | null)[];
}

const SLOT = 0;
const settle = () => vi.advanceTimersByTimeAsync(SETTLE_MS + 1);

/** What the history does once edits settle: a step unless nothing changed (edit-history.ts), mirrored here. */
function commit(model: Model) {
  const editable = editableOf(stateFor(jam));
  if (sameEdits(editable, model.steps[model.index].editable)) {
    model.slots = [...model.steps[model.index].slots];
    return;
  }
  model.steps = [...model.steps.slice(0, model.index + 1), { editable, slots: [...model.slots] }];
  model.index = model.steps.length - 1;
}

function checkInvariants(model: Model) {
  const state = stateFor(jam);
  const shown = state.inputImages.map((image) => (image ? (image.text ? `words:${image.text.words}` : image.filename) : null));
  expect(shown, 'each slot holds the latest choice not undone').toEqual(model.slots);
  state.inputImages.forEach((image, slot) => {
    if (image && !image.text) expect(animationFor(slot, image), `slot ${slot} has the frames of ${image.filename}`).not.toBeNull();
    expect(makerRuntime.inputErrors[slot], `slot ${slot} shows no error`).toBeUndefined();
  });
  const slot = timelineSlot();
  if (slot >= 0) {
    const decoded = makerRuntime.inputs[slot]!.animation;
    const inputMs = decoded.frameEndTimes.at(-1)!;
    const { window } = planClip(jam, inputMs);
    expect(window.startMs, 'the part starts within the input').toBeGreaterThanOrEqual(0);
    expect(window.lengthMs, 'the part is not empty').toBeGreaterThan(0);
    expect(window.startMs + window.lengthMs, 'the part ends within the input').toBeLessThanOrEqual(inputMs + FRAME_MS);
  }
}

type Command = fc.AsyncCommand<Model, object>;
const command = (name: string, run: (model: Model) => Promise<void> | void, check: (model: Model) => boolean = () => true): Command => ({
  check,
  async run(model) {
    await run(model);
    await settle();
    commit(model);
    checkInvariants(model);
  },
  toString: () => name,
});

const upload = (what: string, name: string) =>
  command(`upload ${name} (${what})`, async (model) => {
    const file = new File([what], name, { type: what.startsWith('clip') ? 'video/webm' : 'image/png' });
    await loadInputFile(jam, SLOT, file, name);
    model.slots[SLOT] = name;
    expectFreshTimeline();
  });

/** A new source in the slot the timeline cut starts from the automatic part, at 1x: no trim of the one before. */
const expectFreshTimeline = () => expect(stateFor(jam).encodeOptions.inputClip, 'the timeline of the source that left').toEqual(defaultInputClip());

/** The page shows the timeline (its Start, End and Speed) only beside an animated input. */
const hasTimeline = () => timelineSlot() >= 0;

const COMMANDS = [
  fc.tuple(fc.constantFrom(0.5, 2, 3.5, 14), fc.nat(99)).map(([s, n]) => upload(`clip:${s}`, `clip-${n}.webm`)),
  fc.nat(99).map((n) => upload('still', `photo-${n}.png`)),
  fc.constant(command('words', (model) => {
    putTextInSlot(jam, SLOT);
    const image = stateFor(jam).inputImages[SLOT]!;
    model.slots[SLOT] = `words:${image.text!.words}`;
    expectFreshTimeline();
  }, () => !stateFor(jam).inputImages[SLOT]?.text)),
  fc.constant(command('remove', (model) => {
    clearSlot(jam, SLOT);
    model.slots[SLOT] = null;
    expectFreshTimeline();
  }, () => !!stateFor(jam).inputImages[SLOT])),
  fc.tuple(fc.constantFrom('startMs' as const, 'lengthMs' as const), fc.integer({ min: 0, max: 16_000 })).map(([key, ms]) => command(`trim ${key}=${ms}`, () => setInputClip(jam, key, ms), hasTimeline)),
  fc.constantFrom(0.5, 1, 2).map((speed) => command(`speed ${speed}`, () => setInputClip(jam, 'speed', speed), hasTimeline)),
  fc.boolean().map((fill) => command(`fill ${fill}`, () => setFill(jam, SLOT, fill), () => !!stateFor(jam).inputImages[SLOT])),
  fc.constantFrom('twitch', 'discord', 'slack', '7tv-2-wide', 'discord-sticker').map((id) => command(`preset ${id}`, () => choosePreset(jam, id))),
  fc.constantFrom('hearts', 'rain', 'shake').map((id) => command(`add ${id}`, () => addEffect(jam, id))),
  fc.constant(command('move first effect down', () => void moveEffect(jam, 0, 1), () => stateFor(jam).stack.length > 1)),
  fc.constant(command('remove first effect', () => removeEffect(jam, 0), () => stateFor(jam).stack.length > 0)),
  fc.constantFrom('POG', 'LET’S GO', '').map((words) => command(`caption "${words}"`, () => editCaption(jam, { words }))),
  fc.constant(command('undo', async (model) => {
    await undo();
    model.index = Math.max(0, model.index - 1);
    model.slots = [...model.steps[model.index].slots];
  })),
  fc.constant(command('redo', async (model) => {
    await redo();
    model.index = Math.min(model.steps.length - 1, model.index + 1);
    model.slots = [...model.steps[model.index].slots];
  })),
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = createObjectURL(blob as Blob);
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void blobs.delete(url));
  vi.stubGlobal('fetch', async (url: string) => {
    const blob = blobs.get(url);
    if (!blob) throw new TypeError(`Failed to fetch ${url}: revoked`);
    return new Response(blob);
  });
});
afterEach(() => {
  stopHistory();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the slot and emote model under random edits (issue 31 item 7)', () => {
  it('after every command: the latest choice not undone, its own frames, a part within the input, no error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: 40 }), async (commands) => {
        stopHistory();
        for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
        makerRuntime.inputs = [];
        makerRuntime.inputErrors = {};
        startHistory(jam);
        const slots = stateFor(jam).inputImages.map(() => null);
        const model: Model = { steps: [{ editable: editableOf(stateFor(jam)), slots: [...slots] }], index: 0, slots: [...slots] };
        await fc.asyncModelRun(() => ({ model, real: {} }), commands);
      }),
      { numRuns: Number(process.env.SLOT_MODEL_RUNS ?? 3000), seed: 3107, endOnFailure: true },
    );
  }, 600_000);
});
