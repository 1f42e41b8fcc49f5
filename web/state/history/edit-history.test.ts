/**
 * Undo and redo (issue 31 item 6) on the real emote state and its actions, in Node: edits settle
 * into steps, undo and redo walk them, a new edit drops what redo had, and a model-based run of
 * random edits, waits, undos and redos (fast-check) keeps the state equal to the model's after
 * every command.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jam from '../../emotes/jam.ts';
import { emoteStates, stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { setSetting } from '../emote/style-actions.ts';
import { addEffect, moveEffect, removeEffect } from '../emote/stack-actions.ts';
import { editCaption, editSlotText, putTextInSlot } from '../slot/text-actions.ts';
import { setInputClip } from '../slot/clip-actions.ts';
import { historyView, MAX_STEPS, redo, SETTLE_MS, startHistory, stopHistory, undo } from './edit-history.ts';
import { editableOf, sameEdits, type Editable } from './editable.ts';
import { retireUrl } from '../slot/kept-urls.ts';

const settle = () => vi.advanceTimersByTime(SETTLE_MS + 1);
const now = () => editableOf(stateFor(jam));

beforeEach(() => {
  vi.useFakeTimers();
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
  makerRuntime.inputs = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  startHistory(jam);
});
afterEach(() => {
  stopHistory();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('undo and redo over the maker’s edits', () => {
  it('a burst of edits is one step: undo takes all of it back, redo brings it again', async () => {
    const start = now();
    expect(historyView.canUndo).toBe(false);
    for (const frames of [22, 24, 26, 28]) setSetting(jam, 'frames', frames);
    expect(historyView.canUndo).toBe(true);
    settle();
    const edited = now();
    await undo();
    expect(sameEdits(now(), start)).toBe(true);
    expect(historyView).toMatchObject({ canUndo: false, canRedo: true });
    await redo();
    expect(sameEdits(now(), edited)).toBe(true);
    expect(stateFor(jam).settings.frames).toBe(28);
  });

  it('a click is a step at once: two effects added in quick succession are two steps, and the edits pending before them go with the first', async () => {
    const start = now();
    setSetting(jam, 'frames', 30);
    addEffect(jam, 'rain');
    const first = now();
    addEffect(jam, 'hearts');
    expect(historyView).toMatchObject({ canUndo: true, canRedo: false });
    await undo();
    expect(sameEdits(now(), first)).toBe(true);
    await undo();
    expect(sameEdits(now(), start)).toBe(true);
    await redo();
    await redo();
    expect(stateFor(jam).stack.map((entry) => entry.effect)).toEqual(['rain', 'hearts']);
  });

  it('undo right after an edit, before it settled, takes back that edit', async () => {
    setSetting(jam, 'frames', 30);
    settle();
    setSetting(jam, 'frames', 40);
    await undo();
    expect(stateFor(jam).settings.frames).toBe(30);
    await redo();
    expect(stateFor(jam).settings.frames).toBe(40);
  });

  it('covers the stack, the caption, the timeline and words in a slot, each a step', async () => {
    const steps: Editable[] = [now()];
    const edits = [
      () => addEffect(jam, 'hearts'),
      () => addEffect(jam, 'rain'),
      () => moveEffect(jam, 0, 1),
      () => editCaption(jam, { words: 'POG' }),
      () => setInputClip(jam, 'speed', 2),
      () => putTextInSlot(jam, 0),
      () => editSlotText(jam, 0, { words: 'HI' }),
      () => removeEffect(jam, 1),
    ];
    for (const edit of edits) {
      edit();
      settle();
      steps.push(now());
    }
    for (let i = steps.length - 2; i >= 0; i--) {
      await undo();
      expect(sameEdits(now(), steps[i]), `undo to step ${i}`).toBe(true);
    }
    for (let i = 1; i < steps.length; i++) {
      await redo();
      expect(sameEdits(now(), steps[i]), `redo to step ${i}`).toBe(true);
    }
  });

  it('a new edit after an undo drops the steps redo had', async () => {
    setSetting(jam, 'frames', 30);
    settle();
    await undo();
    setSetting(jam, 'frames', 12);
    settle();
    expect(historyView.canRedo).toBe(false);
    await redo();
    expect(stateFor(jam).settings.frames).toBe(12);
  });

  it('an edit that comes back to where the last step is makes no step', async () => {
    const frames = stateFor(jam).settings.frames as number;
    setSetting(jam, 'frames', frames + 2);
    setSetting(jam, 'frames', frames);
    settle();
    expect(historyView.canUndo).toBe(false);
  });

  it(`keeps the last ${MAX_STEPS} steps`, async () => {
    for (let i = 0; i < MAX_STEPS + 20; i++) {
      setSetting(jam, 'frames', 8 + 2 * (i % 26));
      settle();
    }
    let undos = 0;
    while (historyView.canUndo) {
      await undo();
      undos++;
    }
    expect(undos).toBe(MAX_STEPS - 1);
  });

  it('the page’s own bookkeeping is not an edit: folding a panel or loading makes no step', () => {
    stateFor(jam).guiState.settingsCollapsed = true;
    stateFor(jam).anisStatus = 'loaded';
    settle();
    expect(historyView.canUndo).toBe(false);
  });
});

describe('the inputs a step names stay alive', () => {
  it('a replaced input’s object URL is kept while a step names it and revoked once none does', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const state = stateFor(jam);
    state.inputImages[0] = { filename: 'a.png', url: 'blob:a', revokeUrl: true, size: { width: 1, height: 1 }, transform: state.inputImages[0]?.transform ?? { x: 0, y: 0, scale: 1, angle: 0, fill: false, pixelated: false, flipX: false, flipY: false } as never, isSample: false };
    setSetting(jam, 'frames', 30);
    settle();
    retireUrl('blob:a');
    retireUrl('blob:never-in-a-step');
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:never-in-a-step']);
    stopHistory();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:never-in-a-step', 'blob:a']);
  });
});

describe('a model of the history (fast-check command model)', () => {
  interface Model {
    steps: Editable[];
    index: number;
    pending: boolean;
  }
  type Real = object;
  const FRAMES = fc.integer({ min: 4, max: 30 }).map((n) => n * 2);

  class Edit implements fc.AsyncCommand<Model, Real> {
    constructor(readonly frames: number) {}
    check = () => true;
    async run(model: Model) {
      setSetting(jam, 'frames', this.frames);
      model.pending = true;
    }
    toString = () => `edit frames=${this.frames}`;
  }
  /** A click's edit: a step at once, with whatever edits were still settling. */
  class Click implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model) {
      if (stateFor(jam).stack.length >= 3) removeEffect(jam, 0);
      else addEffect(jam, 'rain');
      model.pending = true;
      commit(model);
    }
    toString = () => 'click';
  }
  class Settle implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model) {
      settle();
      commit(model);
    }
    toString = () => 'settle';
  }
  class Undo implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model) {
      commit(model);
      await undo();
      model.index = Math.max(0, model.index - 1);
      expect(sameEdits(now(), model.steps[model.index])).toBe(true);
    }
    toString = () => 'undo';
  }
  class Redo implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model) {
      commit(model);
      await redo();
      model.index = Math.min(model.steps.length - 1, model.index + 1);
      expect(sameEdits(now(), model.steps[model.index])).toBe(true);
    }
    toString = () => 'redo';
  }
  /** What the history does with settled edits: a new step unless nothing changed, dropping the redo steps. */
  function commit(model: Model) {
    if (!model.pending) return;
    model.pending = false;
    const state = now();
    if (sameEdits(state, model.steps[model.index])) return;
    model.steps = [...model.steps.slice(0, model.index + 1), state];
    model.index = model.steps.length - 1;
  }

  it('after every command the state is the model’s step, and the buttons say what is possible', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([FRAMES.map((f) => new Edit(f)), fc.constant(new Settle()), fc.constant(new Click()), fc.constant(new Undo()), fc.constant(new Redo())], { maxCommands: 60 }), async (commands) => {
        stopHistory();
        for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
        startHistory(jam);
        const model: Model = { steps: [now()], index: 0, pending: false };
        await fc.asyncModelRun(() => ({ model, real: {} }), commands);
        settle();
        commit(model);
        expect(historyView.canUndo).toBe(model.index > 0);
        expect(historyView.canRedo).toBe(model.index < model.steps.length - 1);
      }),
      { numRuns: 300, seed: 31 },
    );
  });
});
