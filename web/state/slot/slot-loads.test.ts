/**
 * Loads into a slot that overlap (issue 31): the slot always ends with the latest choice, and a
 * superseded load's result or error never shows. The real actions (file, URL, sample, text,
 * emptying) run against a decoder and a network held open by the test, so it decides when, and in
 * which order, each load arrives.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jam from '../../emotes/jam.ts';
import type { Animation } from '../../pipeline/protocol.ts';
import { LOAD_ERRORS } from '../../messages.ts';
import { LoadError } from '../../decode/load-error.ts';
import { emoteStates, stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { loadInputFile, loadInputUrl, loadSample, sampleFilename } from './input-actions.ts';
import { clearSlot } from './slot-actions.ts';
import { putTextInSlot } from './text-actions.ts';
import { abandonChoices } from './slot-choice.ts';

const held = vi.hoisted(() => ({
  /** A file's decode waits for its gate. */
  gates: new Map<Blob, Promise<void>>(),
  /** Every animation the decoder made, to tell which were released. */
  animations: [] as Animation[],
}));

vi.mock('../../decode/decode-image.ts', () => ({
  decodeImage: async (blob: Blob) => {
    await held.gates.get(blob);
    const size = { width: 10, height: 10 };
    const bitmap = Object.assign(size, { close: () => Object.assign(size, { width: 0, height: 0 }) }) as unknown as ImageBitmap;
    const animation: Animation = { width: 10, height: 10, frames: [{ bitmap, msDuration: 100 }], frameEndTimes: [100], truncated: false };
    held.animations.push(animation);
    return animation;
  },
}));
vi.mock('../../decode/is-opaque.ts', () => ({ isOpaque: () => false }));

const PNG = new Uint8Array(fs.readFileSync('public/samples/in/jam.1.png'));
const SLOT = 0;

/** One load the test holds open: it answers with an image, or fails, when the test says. */
interface Held {
  name: string;
  done: Promise<boolean>;
  answer: (ok: boolean) => void;
  /** The signal the URL fetch was given (URL and sample loads). */
  signal?: AbortSignal | null;
}

/** Fetches answer headers at once and hold their body open: a stalled URL, until `answer`. */
function holdFetches() {
  const bodies: { signal: AbortSignal | null; answer: (ok: boolean) => void }[] = [];
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    const signal = init?.signal ?? null;
    const settle = (act: () => void) => {
      try {
        act();
      } catch {
        // Already ended (aborted).
      }
    };
    signal?.addEventListener('abort', () => settle(() => stream.error(signal.reason)));
    // Past its timeout the body fails as a stalled one does: 'Error extracting URL blob'.
    bodies.push({ signal, answer: (ok) => settle(() => (ok ? (stream.enqueue(PNG), stream.close()) : stream.error(new TypeError('network error')))) });
    if (signal?.aborted) return Promise.reject(signal.reason);
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'image/png' } }));
  });
  return bodies;
}

let bodies: ReturnType<typeof holdFetches>;
let count = 0;

function startFile(): Held {
  const name = `file-${++count}.png`;
  const file = new File([PNG], name, { type: 'image/png' });
  let answer!: (ok: boolean) => void;
  held.gates.set(file, new Promise<void>((resolve, reject) => (answer = (ok) => (ok ? resolve() : reject(new LoadError(LOAD_ERRORS.noSize))))));
  return { name, done: loadInputFile(jam, SLOT, file), answer };
}

function startUrl(): Held {
  const name = `url-${++count}.png`;
  const done = loadInputUrl(jam, SLOT, `https://example.test/${name}`);
  const body = bodies.at(-1)!;
  return { name, done, answer: body.answer, signal: body.signal };
}

function startSample(): Held {
  const done = loadSample(jam, SLOT);
  const body = bodies.at(-1)!;
  return { name: sampleFilename(jam.inputImageSpecs[SLOT].sample!), done, answer: body.answer, signal: body.signal };
}

/** Lets every load that can move on do so. */
const settle = async () => {
  for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const shown = () => stateFor(jam).inputImages[SLOT]?.filename ?? null;
const errorShown = () => makerRuntime.inputErrors[SLOT] ?? null;
/** Animations the decoder made whose frames are still open. */
const openAnimations = () => held.animations.filter((animation) => animation.frames[0].bitmap.width > 0);

beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
  abandonChoices();
  makerRuntime.inputs = [];
  makerRuntime.loadingSlots = {};
  makerRuntime.inputErrors = {};
  held.animations.length = 0;
  bodies = holdFetches();
  // A URL's name is read against the page's address (url-filename.ts).
  vi.stubGlobal('location', { href: 'https://example.test/' });
  // IndexedDB is absent in Node: keeping the bytes for a reload only warns.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the latest choice wins (issue 31)', () => {
  it('a slow clip chosen 300 ms before a small PNG never replaces the PNG, and its frames are released', async () => {
    const clip = startFile();
    const png = startFile();
    png.answer(true);
    await png.done;
    expect(shown()).toBe(png.name);
    clip.answer(true);
    expect(await clip.done).toBe(false);
    await settle();
    expect(shown()).toBe(png.name);
    expect(openAnimations()).toEqual([makerRuntime.inputs[SLOT]!.animation]);
    expect(makerRuntime.loadingSlots[SLOT]).toBeUndefined();
  });

  it('a stalled URL and then a file: the fetch stops, and its error never shows over the file', async () => {
    const url = startUrl();
    await settle();
    const file = startFile();
    expect(url.signal?.aborted).toBe(true);
    file.answer(true);
    await file.done;
    // What the stalled body would do 60 s later.
    url.answer(false);
    await url.done;
    await settle();
    expect(shown()).toBe(file.name);
    expect(errorShown()).toBeNull();
  });

  it('emptying the slot while a file loads keeps it empty, with nothing loading', async () => {
    const file = startFile();
    clearSlot(jam, SLOT);
    expect(makerRuntime.loadingSlots[SLOT]).toBeUndefined();
    file.answer(true);
    await file.done;
    await settle();
    expect(shown()).toBeNull();
    expect(openAnimations()).toEqual([]);
  });

  it("a failed file's error shows when it is the latest choice, and the slot keeps what it had", async () => {
    const first = startFile();
    first.answer(true);
    await first.done;
    const broken = startFile();
    broken.answer(false);
    await broken.done;
    expect(shown()).toBe(first.name);
    expect(errorShown()?.filename).toBe(broken.name);
  });
});

/** The model: what the slot must show after the steps so far. */
interface Model {
  shown: string | null;
  error: string | null;
  loading: string | null;
  latest: Held | null;
  pending: Held[];
  isText: boolean;
}

type Command = fc.AsyncCommand<Model, object>;

/** Checks the slot against the model: the latest choice's image, error and loading line, and only its frames open. */
function expectSlot(model: Model) {
  expect(shown()).toBe(model.shown);
  expect(errorShown()?.filename ?? null).toBe(model.error);
  expect(makerRuntime.loadingSlots[SLOT] ?? null).toBe(model.loading);
  const decoded = makerRuntime.inputs[SLOT]?.animation;
  expect(openAnimations()).toEqual(decoded && !model.isText ? [decoded] : []);
}

class StartLoad implements Command {
  constructor(readonly kind: 'file' | 'url' | 'sample') {}
  check = () => true;
  async run(model: Model) {
    const load = this.kind === 'file' ? startFile() : this.kind === 'url' ? startUrl() : startSample();
    Object.assign(model, { latest: load, loading: load.name, error: null });
    model.pending.push(load);
    await settle();
    expectSlot(model);
  }
  toString = () => `start ${this.kind}`;
}

class Answer implements Command {
  constructor(readonly pick: number, readonly ok: boolean) {}
  check = (model: Readonly<Model>) => model.pending.length > 0;
  async run(model: Model) {
    const [load] = model.pending.splice(this.pick % model.pending.length, 1);
    load.answer(this.ok);
    await load.done;
    await settle();
    if (load === model.latest) {
      Object.assign(model, { loading: null, ...(this.ok ? { shown: load.name, isText: false } : { error: load.name }) });
    }
    expectSlot(model);
  }
  toString = () => `answer #${this.pick} ${this.ok ? 'with an image' : 'with an error'}`;
}

class Empty implements Command {
  check = () => true;
  async run(model: Model) {
    clearSlot(jam, SLOT);
    Object.assign(model, { shown: null, error: null, loading: null, latest: null, isText: false });
    await settle();
    expectSlot(model);
  }
  toString = () => 'empty the slot';
}

class Words implements Command {
  check = () => true;
  async run(model: Model) {
    putTextInSlot(jam, SLOT);
    // Words already in the slot: the button does nothing.
    if (!model.isText) Object.assign(model, { shown: 'GG', error: null, loading: null, latest: null, isText: true });
    await settle();
    expectSlot(model);
  }
  toString = () => 'words';
}

describe('any interleaving of slow and fast loads, failures and clears (issue 31, model-based)', () => {
  it('ends with the latest choice, never a stale result or error, and only its frames open', async () => {
    const commands = fc.commands(
      [
        fc.constantFrom('file', 'url', 'sample').map((kind) => new StartLoad(kind as 'file' | 'url' | 'sample')),
        fc.tuple(fc.nat(8), fc.boolean()).map(([pick, ok]) => new Answer(pick, ok)),
        fc.constant(new Empty()),
        fc.constant(new Words()),
      ],
      { maxCommands: 20 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (steps) => {
        for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
        abandonChoices();
        makerRuntime.inputs = [];
        makerRuntime.loadingSlots = {};
        makerRuntime.inputErrors = {};
        held.animations.length = 0;
        const model: Model = { shown: null, error: null, loading: null, latest: null, pending: [], isText: false };
        await fc.asyncModelRun(() => ({ model, real: {} }), steps);
        // Whatever is still in flight arrives, in order: the latest choice still holds.
        for (const load of model.pending.splice(0)) {
          load.answer(true);
          await load.done;
          if (load === model.latest) Object.assign(model, { shown: load.name, loading: null, isText: false });
        }
        await settle();
        expectSlot(model);
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});
