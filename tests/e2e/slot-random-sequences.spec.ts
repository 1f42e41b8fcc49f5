/**
 * Seeded random sequences of a visitor's actions on /jam and /group (issue 31 item 7, the
 * end-to-end part): files (photos, GIFs, clips) chosen or dropped into slots, words by "Text",
 * samples, slots emptied, URLs that load slowly, fail with 404 or stall until a later file
 * supersedes them (all simulated with page.route), the timeline trimmed by keyboard, speed,
 * framing, preset, stacked effects added, moved and removed, a caption, a cut-out by colour or
 * backdrop, undo and redo (toolbar buttons and keys), and leaving for another maker by the site's
 * links and coming back. Each action waits for its effect (a new output, the slot's name) before
 * the next is drawn; an action that cannot apply in the state reached is not drawn.
 *
 * After every action: each slot names the latest choice not undone (the test keeps its own model
 * of the slots and of the undo history), and Undo/Redo are enabled as that history says. After
 * each sequence: no page error and no console error (but the 404 of the failing URL, see
 * `expectedConsoleError`); the timeline's Start and End lie within the input; and the downloaded
 * file equals byte for byte the one a fresh browser context makes from the "Copy link" recipe of
 * the final state with the same final inputs given to its slots.
 *
 * Runs: by default one sequence of 30 actions on each page, seed 1. Environment:
 *   SEQ_SEED=<n>    the first seed (a failure prints its seed and action list; re-run it with this)
 *   SEQ_RUNS=<n>    sequences per page, with seeds SEQ_SEED, SEQ_SEED+1, …
 *   SEQ_LENGTH=<n>  actions per sequence (at least 30)
 *   SEQ_PAGES=jam   only these pages (comma-separated: jam,group)
 * e.g. `SEQ_SEED=1234 SEQ_RUNS=5 npx playwright test tests/e2e/slot-random-sequences.spec.ts`.
 */
import fs from 'node:fs';
import { expect, test, type BrowserContext, type ConsoleMessage, type Page, type Route } from './test.ts';
import { NOTHING_TO_MAKE } from '../../web/messages.ts';
import { URL_HELP } from '../../web/decode/load-messages.ts';
import { downloadLink, downloadOutput, openFreshMaker, previewImage, watchForCrashes } from './maker-helpers.ts';

/** Waits on a shared 2-core machine where other suites run at once. */
const SLOW = 90_000;
/** How long a released stall's handler is given to answer before the action goes on without it. */
const STALL_END_MS = 5_000;
const FIRST_SEED = Number(process.env.SEQ_SEED ?? 1);
const RUNS = Number(process.env.SEQ_RUNS ?? 1);
const LENGTH = Math.max(30, Number(process.env.SEQ_LENGTH ?? 30));
const PAGES = (process.env.SEQ_PAGES ?? 'jam,group').split(',');

// ---------------------------------------------------------------- inputs

type FixtureKind = 'photo' | 'gif' | 'clip';
interface Fixture {
  path: string;
  name: string;
  mime: string;
  kind: FixtureKind;
}
const fixture = (path: string, kind: FixtureKind, mime: string): Fixture => ({ path, name: path.split('/').pop()!, mime, kind });
const FIXTURES: Fixture[] = [
  fixture('tests/fixtures/photos/coffee.png', 'photo', 'image/png'),
  fixture('tests/fixtures/photos/chelsea.png', 'photo', 'image/png'),
  fixture('tests/fixtures/photos/astronaut.png', 'photo', 'image/png'),
  fixture('tests/fixtures/corpus/png-rgba-8bit-alpha.png', 'photo', 'image/png'),
  // 30 frames of 30 ms, and 5 frames of 1 s.
  fixture('tests/fixtures/corpus/gif-anim-transparent-disposal2-lct-trailing-zeros.gif', 'gif', 'image/gif'),
  fixture('tests/fixtures/corpus/gif-disposal-1-2-3-mixed-offsets.gif', 'gif', 'image/gif'),
  // 3 s each (tests/fixtures/clips/README.md).
  fixture('tests/fixtures/clips/rgb-vp9.webm', 'clip', 'video/webm'),
  fixture('tests/fixtures/clips/rgb-vp8.webm', 'clip', 'video/webm'),
  fixture('tests/fixtures/clips/alpha-vp9.webm', 'clip', 'video/webm'),
];
const bytesOf = new Map(FIXTURES.map((f) => [f.name, fs.readFileSync(f.path)]));
const filePayload = (f: Fixture, name = f.name) => ({ name, mimeType: f.mime, buffer: bytesOf.get(f.name)! });

const WORDS = ['GG', 'POG', 'LOL', 'HYPE', 'VIBING', 'EZ', 'W'];
const PRESETS = ['twitch', 'slack', 'bttv', 'discord', 'kick', 'twitch-static'];
const EFFECTS = ['Party', 'Shake', 'Spin', 'Bounce', 'Hearts', 'Wave', 'Fade', 'Zoom pulse'];

// ---------------------------------------------------------------- the model

/** What a slot holds, as the page names it. `fixture` for a file or URL; the URL a file came from, to give it again. */
interface Source {
  kind: 'file' | 'url' | 'sample' | 'text';
  name: string;
  fixture?: Fixture;
  url?: string;
}
type Slots = (Source | null)[];

/** The undo history as the page should keep it: one step per edit, a new edit drops the steps ahead. */
class History {
  steps: Slots[];
  at = 0;
  constructor(start: Slots) {
    this.steps = [start];
  }
  get now() {
    return this.steps[this.at];
  }
  edit(slots: Slots) {
    this.steps = [...this.steps.slice(0, this.at + 1), slots];
    this.at++;
  }
  restart() {
    this.steps = [this.now];
    this.at = 0;
  }
}

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

interface Maker {
  slug: 'jam' | 'group';
  title: string;
  slots: number;
  minInputs: number;
}
const MAKERS: Record<string, Maker> = {
  jam: { slug: 'jam', title: 'Jam Emote Maker', slots: 1, minInputs: 1 },
  group: { slug: 'group', title: 'Group Emote Maker', slots: 6, minInputs: 2 },
};
const sampleName = (maker: Maker, slot: number) => `${maker.slug}.${slot + 1}.png`;
const filled = (slots: Slots) => slots.filter(Boolean).length;

// ---------------------------------------------------------------- the page

const slotGroup = (page: Page, slot: number) => page.getByRole('group', { name: `Image ${slot + 1}`, exact: true });
const slotName = (page: Page, slot: number) => slotGroup(page, slot).locator('.filename bdi');
const timelineOf = (page: Page, slot: number) => slotGroup(page, slot).getByRole('group', { name: 'Timeline', exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Edit history' });
const undoButton = (page: Page) => toolbar(page).getByRole('button', { name: /Undo/ });
const redoButton = (page: Page) => toolbar(page).getByRole('button', { name: /Redo/ });
const nothingNote = (page: Page) => page.getByRole('region', { name: 'Output' }).getByText(NOTHING_TO_MAKE, { exact: true });
const loadingStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading / });
const makingStatus = (page: Page) => page.getByRole('status').filter({ hasText: /making|encoding/ });

/** Presses a key with nothing focused, as a visitor does after clicking the page. */
async function pressOnPage(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

/** No load and no job in flight, and the output offered (or "nothing to make" when the model has too few inputs). */
async function settle(page: Page, nothing: boolean) {
  await expect(loadingStatus(page)).toHaveCount(0, { timeout: SLOW });
  if (nothing) await expect(nothingNote(page)).toBeVisible({ timeout: SLOW });
  else await expect(downloadLink(page)).toBeVisible({ timeout: SLOW });
  await expect(makingStatus(page)).toHaveCount(0, { timeout: SLOW });
  await expect(loadingStatus(page)).toHaveCount(0, { timeout: SLOW });
}

/** The current output's object URL, or null when there is none. */
const outputSrc = async (page: Page) => ((await downloadLink(page).count()) ? previewImage(page).getAttribute('src') : null);

/** Runs `change` and waits for the output made after it (or for "nothing to make"), then for the page to settle. */
async function remake(page: Page, nothingBefore: boolean, nothingAfter: boolean, change: () => Promise<unknown>) {
  await settle(page, nothingBefore);
  const before = await outputSrc(page);
  await change();
  if (nothingAfter) await expect(nothingNote(page)).toBeVisible({ timeout: SLOW });
  else if (before) await expect(previewImage(page)).not.toHaveAttribute('src', before, { timeout: SLOW });
  await settle(page, nothingAfter);
}

/** Each slot names what the model says it holds. */
async function expectSlots(page: Page, slots: Slots, when: string) {
  for (const [slot, source] of slots.entries()) {
    if (source) await expect(slotName(page, slot), `${when}: Image ${slot + 1}`).toHaveText(source.name, { timeout: SLOW });
    else await expect(slotName(page, slot), `${when}: Image ${slot + 1} empty`).toHaveCount(0, { timeout: SLOW });
  }
}

/** The slot whose input the timeline cuts, or -1. */
async function timelineSlotOf(page: Page, maker: Maker) {
  for (let slot = 0; slot < maker.slots; slot++) if (await timelineOf(page, slot).count()) return slot;
  return -1;
}

/** Tenths of a second of a handle (its value) and the track's end (its max). */
async function handle(page: Page, slot: number, name: 'Start' | 'End' | 'Speed') {
  const input = timelineOf(page, slot).getByLabel(name, { exact: true });
  return { input, value: Number(await input.inputValue()), min: Number(await input.getAttribute('min')), max: Number(await input.getAttribute('max')) };
}

/** The added effects' move buttons that are offered (not disabled). */
const enabledMoves = (page: Page) =>
  page.getByRole('button', { name: /^Move \d+\. .+ (up|down)$/ }).evaluateAll((buttons) => (buttons as HTMLButtonElement[]).filter((b) => !b.disabled).map((b) => b.getAttribute('aria-label')!));
const stackTitles = (page: Page) => page.locator('.effect-stack-list legend').allTextContents();

// ---------------------------------------------------------------- routes

/** How the next request to a /remote/ URL is answered. */
type Answer = { kind: 'slow'; fixture: Fixture; ms: number } | { kind: 'missing' } | { kind: 'stall'; release: Promise<void>; done: () => void } | { kind: 'now'; fixture: Fixture };

/** Answers /remote/… requests as `answers` says. */
async function routeRemote(target: Page | BrowserContext, answers: Map<string, Answer>) {
  await target.route('**/remote/**', async (route: Route) => {
    const answer = answers.get(new URL(route.request().url()).pathname);
    if (!answer || answer.kind === 'missing') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    if (answer.kind === 'stall') {
      await answer.release;
      // Told before the abort: the page has usually stopped asking by then, and an abort of a request
      // the page cancelled need not settle (a clean-clone run waited on it for the test's 20 min).
      answer.done();
      // The stalled answer ends in a time-out.
      await route.abort('timedout').catch(() => {});
      return;
    }
    if (answer.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, answer.ms));
    await route.fulfill({ status: 200, contentType: answer.fixture.mime, body: bytesOf.get(answer.fixture.name)! }).catch(() => {});
  });
}

/**
 * Console errors that are the page's expected account of what the test did, and nothing else:
 * Chromium itself logs "Failed to load resource: … 404" for the failing URL's fetch (the page then
 * shows "Bad URL response" and why in the slot, which the test checks). Only that message, from a /remote/
 * URL the test made fail, is let through.
 */
const expectedConsoleError = (message: ConsoleMessage, missing: Set<string>) =>
  /^Failed to load resource: the server responded with a status of 404/.test(message.text()) && missing.has(new URL(message.location().url, 'http://x').pathname);

// ---------------------------------------------------------------- one sequence

interface Run {
  page: Page;
  maker: Maker;
  rng: Rng;
  history: History;
  answers: Map<string, Answer>;
  missing: Set<string>;
  log: string[];
  count: number;
}

/** Names the part of an action the page is in, for the console errors' account. */
let phaseOf: (phase: string) => void = () => {};

const nothingIn = (run: Run, slots: Slots) => filled(slots) < run.maker.minInputs;

/** A slot's source after a file or URL of `fixture`. */
const fileSource = (kind: 'file' | 'url', f: Fixture, name = f.name, url?: string): Source => ({ kind, name, fixture: f, ...(url && { url }) });

/** Brings a new source into `slot` by `change`, waiting for its output; one undo step. */
async function choose(run: Run, slot: number, source: Source, change: () => Promise<unknown>) {
  const before = run.history.now;
  const after = before.map((s, i) => (i === slot ? source : s));
  await remake(run.page, nothingIn(run, before), nothingIn(run, after), change);
  await expect(slotName(run.page, slot)).toHaveText(source.name, { timeout: SLOW });
  run.history.edit(after);
}

/** An edit of the emote (not of a slot's source): one undo step, a new output. */
async function edit(run: Run, change: () => Promise<unknown>) {
  const now = nothingIn(run, run.history.now);
  await remake(run.page, now, now, change);
  run.history.edit(run.history.now);
}

type Step = { weight: number; name: string; can: (run: Run) => Promise<boolean> | boolean; act: (run: Run) => Promise<string> };

const anySlot = (run: Run) => run.rng.int(run.maker.slots);
const fileInput = (page: Page, slot: number) => page.getByLabel(`Image ${slot + 1} file`, { exact: true });

async function loadUrl(page: Page, slot: number, url: string) {
  await slotGroup(page, slot).getByLabel(`Image ${slot + 1} image URL`).fill(url);
  await slotGroup(page, slot).getByRole('button', { name: 'Load URL' }).click();
}

/** A DataTransfer holding the fixture as a File, built in the page, dropped on the slot. */
async function dropFile(page: Page, slot: number, f: Fixture) {
  const transfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      return data;
    },
    { base64: bytesOf.get(f.name)!.toString('base64'), name: f.name, type: f.mime },
  );
  await slotGroup(page, slot).dispatchEvent('dragover', { dataTransfer: transfer });
  await slotGroup(page, slot).dispatchEvent('drop', { dataTransfer: transfer });
}

const STEPS: Step[] = [
  {
    weight: 14,
    name: 'file',
    can: () => true,
    async act(run) {
      const slot = anySlot(run);
      const f = run.rng.pick(FIXTURES);
      const drop = f.kind === 'photo' ? run.rng.next() < 0.3 : run.rng.next() < 0.15;
      await choose(run, slot, fileSource('file', f), () => (drop ? dropFile(run.page, slot, f) : fileInput(run.page, slot).setInputFiles(filePayload(f))));
      return `${drop ? 'drop' : 'choose'} ${f.name} into Image ${slot + 1}`;
    },
  },
  {
    weight: 4,
    name: 'text',
    can: (run) => run.history.now.some((s) => s?.kind !== 'text'),
    async act(run) {
      const slots = run.history.now.map((s, i) => (s?.kind === 'text' ? -1 : i)).filter((i) => i >= 0);
      const slot = run.rng.pick(slots);
      await choose(run, slot, { kind: 'text', name: 'GG' }, () => slotGroup(run.page, slot).getByRole('button', { name: 'Text', exact: true }).click());
      return `Text in Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'words',
    can: (run) => run.history.now.some((s) => s?.kind === 'text'),
    async act(run) {
      const slot = run.rng.pick(run.history.now.map((s, i) => (s?.kind === 'text' ? i : -1)).filter((i) => i >= 0));
      const words = run.rng.pick(WORDS.filter((w) => w !== run.history.now[slot]!.name));
      await choose(run, slot, { kind: 'text', name: words }, () => run.page.getByLabel(`Image ${slot + 1} words`).fill(words));
      return `words "${words}" in Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'sample',
    can: (run) => run.history.now.some((s) => s?.kind !== 'sample'),
    async act(run) {
      const slot = run.rng.pick(run.history.now.map((s, i) => (s?.kind === 'sample' ? -1 : i)).filter((i) => i >= 0));
      await choose(run, slot, { kind: 'sample', name: sampleName(run.maker, slot) }, () => slotGroup(run.page, slot).getByRole('button', { name: 'Use sample' }).click());
      return `Use sample in Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'remove',
    // Group keeps its two inputs; jam may go empty ("nothing to make") and come back by a later choice or undo.
    can: (run) => filled(run.history.now) > (run.maker.minInputs > 1 ? run.maker.minInputs : 0),
    async act(run) {
      const slot = run.rng.pick(run.history.now.map((s, i) => (s ? i : -1)).filter((i) => i >= 0));
      const before = run.history.now;
      const after = before.map((s, i) => (i === slot ? null : s));
      await remake(run.page, nothingIn(run, before), nothingIn(run, after), () => run.page.getByRole('button', { name: `Remove Image ${slot + 1}`, exact: true }).click());
      await expect(slotName(run.page, slot)).toHaveCount(0);
      run.history.edit(after);
      return `Remove Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'slow URL',
    can: () => true,
    async act(run) {
      const slot = anySlot(run);
      const f = run.rng.pick(FIXTURES);
      const ms = 1500 + run.rng.int(2500);
      const name = `slow${run.count}-${f.name}`;
      run.answers.set(`/remote/${name}`, { kind: 'slow', fixture: f, ms });
      const url = `${new URL(run.page.url()).origin}/remote/${name}`;
      await choose(run, slot, fileSource('url', f, name, url), async () => {
        await loadUrl(run.page, slot, url);
        await expect(slotGroup(run.page, slot).getByRole('status').filter({ hasText: `Loading ${name}` })).toBeVisible();
      });
      return `URL ${name} (answers after ${ms} ms) into Image ${slot + 1}`;
    },
  },
  {
    weight: 2,
    name: 'missing URL',
    can: () => true,
    async act(run) {
      const slot = anySlot(run);
      const name = `missing${run.count}.png`;
      run.answers.set(`/remote/${name}`, { kind: 'missing' });
      run.missing.add(`/remote/${name}`);
      const held = run.history.now[slot];
      await settle(run.page, nothingIn(run, run.history.now));
      await loadUrl(run.page, slot, `${new URL(run.page.url()).origin}/remote/${name}`);
      await expect(slotGroup(run.page, slot).getByRole('alert')).toHaveText(`Bad URL response — ${name} ${URL_HELP.notFound}`, { timeout: SLOW });
      if (held) await expect(slotGroup(run.page, slot).getByText(`Still using ${held.name}`, { exact: true })).toBeVisible();
      await settle(run.page, nothingIn(run, run.history.now));
      return `URL ${name} (404) into Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'stalled URL, then a file',
    can: () => true,
    async act(run) {
      const slot = anySlot(run);
      const stalled = run.rng.pick(FIXTURES);
      const f = run.rng.pick(FIXTURES);
      const name = `stall${run.count}-${stalled.name}`;
      let release!: () => void;
      let done!: () => void;
      const ended = new Promise<void>((resolve) => (done = resolve));
      run.answers.set(`/remote/${name}`, { kind: 'stall', release: new Promise<void>((resolve) => (release = resolve)), done });
      await choose(run, slot, fileSource('file', f), async () => {
        await loadUrl(run.page, slot, `${new URL(run.page.url()).origin}/remote/${name}`);
        await expect(slotGroup(run.page, slot).getByRole('status').filter({ hasText: `Loading ${name}` })).toBeVisible();
        await fileInput(run.page, slot).setInputFiles(filePayload(f));
      });
      // The stalled answer now fails; the file chosen after it stays, with no error over it. Its
      // handler may never run, the page having cancelled the request first: a bounded wait.
      release();
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, STALL_END_MS))]);
      await run.page.waitForTimeout(1500);
      await expect(slotGroup(run.page, slot).getByRole('alert')).toHaveCount(0);
      await expect(slotName(run.page, slot)).toHaveText(f.name);
      await expect(slotGroup(run.page, slot).getByText(/Still using/)).toHaveCount(0);
      return `URL ${name} (stalls, then fails) into Image ${slot + 1}, superseded by ${f.name}`;
    },
  },
  {
    weight: 5,
    name: 'trim',
    can: async (run) => !nothingIn(run, run.history.now) && (await timelineSlotOf(run.page, run.maker)) >= 0,
    async act(run) {
      const slot = await timelineSlotOf(run.page, run.maker);
      const start = await handle(run.page, slot, 'Start');
      const end = await handle(run.page, slot, 'End');
      // Tenths between the handles, and from the end to the track's end.
      const inside = Math.round((end.value - start.value) * 10);
      const after = Math.round((end.max - end.value) * 10);
      const before = Math.round(start.value * 10);
      const moves: [typeof start, string, number][] = [];
      if (inside > 2) moves.push([start, 'ArrowRight', inside - 2], [end, 'ArrowLeft', inside - 2]);
      if (before > 0) moves.push([start, 'ArrowLeft', before]);
      if (after > 0) moves.push([end, 'ArrowRight', after]);
      if (moves.length === 0) return 'trim: no room (skipped)';
      const [target, key, room] = run.rng.pick(moves);
      const times = 1 + run.rng.int(Math.min(room, 12));
      const which = target === start ? 'Start' : 'End';
      await edit(run, async () => {
        await target.input.focus();
        for (let i = 0; i < times; i++) await run.page.keyboard.press(key);
      });
      return `${which} ${key} ×${times} on Image ${slot + 1}'s timeline`;
    },
  },
  {
    weight: 2,
    name: 'speed',
    can: async (run) => !nothingIn(run, run.history.now) && (await timelineSlotOf(run.page, run.maker)) >= 0,
    async act(run) {
      const slot = await timelineSlotOf(run.page, run.maker);
      const speed = await handle(run.page, slot, 'Speed');
      const keys = [...(speed.value < speed.max ? ['ArrowRight'] : []), ...(speed.value > speed.min ? ['ArrowLeft'] : [])];
      const key = run.rng.pick(keys);
      await edit(run, async () => {
        await speed.input.focus();
        await run.page.keyboard.press(key);
      });
      return `Speed ${key} on Image ${slot + 1}'s timeline (from ${speed.value}×)`;
    },
  },
  {
    weight: 3,
    name: 'framing',
    can: (run) => !nothingIn(run, run.history.now) && run.history.now.some((s) => s && s.kind !== 'text'),
    async act(run) {
      const slot = run.rng.pick(run.history.now.map((s, i) => (s && s.kind !== 'text' ? i : -1)).filter((i) => i >= 0));
      const framing = run.page.getByRole('radiogroup', { name: `Image ${slot + 1} Framing` });
      const fit = framing.getByRole('radio', { name: 'Fit' });
      const to = (await fit.isChecked()) ? 'Fill' : 'Fit';
      await edit(run, () => framing.getByRole('radio', { name: to }).check());
      return `Framing ${to} on Image ${slot + 1}`;
    },
  },
  {
    weight: 2,
    name: 'cut-out',
    can: (run) => !nothingIn(run, run.history.now) && run.history.now.some((s) => s && (s.kind === 'sample' || s.fixture?.kind === 'photo')),
    async act(run) {
      const slot = run.rng.pick(run.history.now.map((s, i) => (s && (s.kind === 'sample' || s.fixture?.kind === 'photo') ? i : -1)).filter((i) => i >= 0));
      const group = run.page.getByRole('group', { name: `Image ${slot + 1} cut-out` });
      const choices: string[] = [];
      for (const name of ['Remove colour', 'Remove backdrop']) if ((await group.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')) !== 'true') choices.push(name);
      const name = run.rng.pick(choices);
      await edit(run, () => group.getByRole('button', { name, exact: true }).click());
      return `${name} on Image ${slot + 1}`;
    },
  },
  {
    weight: 3,
    name: 'preset',
    can: (run) => !nothingIn(run, run.history.now),
    async act(run) {
      const select = run.page.getByLabel('Preset', { exact: true });
      const now = await select.inputValue();
      const preset = run.rng.pick(PRESETS.filter((p) => p !== now));
      await edit(run, () => select.selectOption(preset));
      return `Preset ${preset}`;
    },
  },
  {
    weight: 3,
    name: 'add effect',
    can: async (run) => !nothingIn(run, run.history.now) && (await stackTitles(run.page)).length < 3,
    async act(run) {
      const effect = run.rng.pick(EFFECTS);
      await edit(run, async () => {
        await run.page.getByRole('button', { name: 'Add effect', exact: true }).click();
        await run.page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name: effect, exact: true }).click();
      });
      return `Add effect ${effect}`;
    },
  },
  {
    weight: 2,
    name: 'move effect',
    can: async (run) => !nothingIn(run, run.history.now) && (await enabledMoves(run.page)).length > 0,
    async act(run) {
      const name = run.rng.pick(await enabledMoves(run.page));
      await edit(run, () => run.page.getByRole('button', { name, exact: true }).click());
      return name;
    },
  },
  {
    weight: 2,
    name: 'remove effect',
    can: async (run) => !nothingIn(run, run.history.now) && (await stackTitles(run.page)).length > 0,
    async act(run) {
      const titles = await stackTitles(run.page);
      const title = run.rng.pick(titles);
      await edit(run, () => run.page.getByRole('button', { name: `Remove ${title}`, exact: true }).click());
      return `Remove effect ${title}`;
    },
  },
  {
    weight: 3,
    name: 'caption',
    can: (run) => !nothingIn(run, run.history.now),
    async act(run) {
      const field = run.page.getByLabel('Caption', { exact: true });
      const now = await field.inputValue();
      const words = now && run.rng.next() < 0.3 ? '' : run.rng.pick(WORDS.filter((w) => w !== now));
      await edit(run, () => field.fill(words));
      return words ? `Caption "${words}"` : 'Caption cleared';
    },
  },
  {
    weight: 7,
    name: 'undo',
    can: (run) => run.history.at > 0,
    async act(run) {
      const how = run.rng.pick(['button', 'Control+z']);
      const before = run.history.now;
      const after = run.history.steps[run.history.at - 1];
      await remake(run.page, nothingIn(run, before), nothingIn(run, after), () => (how === 'button' ? undoButton(run.page).click() : pressOnPage(run.page, 'Control+z')));
      run.history.at--;
      return `Undo (${how})`;
    },
  },
  {
    weight: 4,
    name: 'redo',
    can: (run) => run.history.at < run.history.steps.length - 1,
    async act(run) {
      const how = run.rng.pick(['button', 'Control+Shift+z', 'Control+y']);
      const before = run.history.now;
      const after = run.history.steps[run.history.at + 1];
      await remake(run.page, nothingIn(run, before), nothingIn(run, after), () => (how === 'button' ? redoButton(run.page).click() : pressOnPage(run.page, how)));
      run.history.at++;
      return `Redo (${how})`;
    },
  },
  {
    weight: 1,
    name: 'leave and return',
    can: () => true,
    async act(run) {
      await settle(run.page, nothingIn(run, run.history.now));
      // The state is kept shortly after each change, as a visitor who reads the page a moment before leaving.
      await run.page.waitForTimeout(1000);
      const other = run.maker.slug === 'jam' ? 'Shake Emote Maker' : 'Jam Emote Maker';
      for (const title of [other, run.maker.title]) {
        phaseOf(title === other ? ' (leaving)' : ' (coming back)');
        await run.page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
        await run.page.getByRole('link', { name: title, exact: true }).click();
        await expect(run.page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: SLOW });
      }
      await settle(run.page, nothingIn(run, run.history.now));
      phaseOf('');
      // The history ends when the page is left: it starts again from what came back.
      run.history.restart();
      return `leave for ${other} and come back`;
    },
  },
];

/** Draws an action that can apply now. */
async function draw(run: Run): Promise<Step> {
  for (;;) {
    const total = STEPS.reduce((sum, s) => sum + s.weight, 0);
    let at = run.rng.next() * total;
    const step = STEPS.find((s) => (at -= s.weight) < 0) ?? STEPS[0];
    if (await step.can(run)) return step;
  }
}

/** Start and End lie within the input the timeline cuts, as its own words give its length. */
async function expectTimelineWithin(page: Page, maker: Maker) {
  const slot = await timelineSlotOf(page, maker);
  if (slot < 0) return 'no timeline';
  const words = await timelineOf(page, slot).locator('p.hint').first().textContent();
  const runs = /runs (\d+(?:\.\d+)?) s\./.exec(words ?? '');
  expect(runs, `timeline words: ${words}`).not.toBeNull();
  const inputS = Number(runs![1]);
  const start = await handle(page, slot, 'Start');
  const end = await handle(page, slot, 'End');
  const text = `Image ${slot + 1} runs ${inputS} s; Start ${start.value}, End ${end.value}, track ${start.max}`;
  expect(start.value, text).toBeGreaterThanOrEqual(0);
  expect(start.value, text).toBeLessThan(end.value);
  expect(end.value, text).toBeLessThanOrEqual(inputS + 0.05);
  expect(start.max, text).toBeLessThanOrEqual(inputS + 0.05);
  const ends = await timelineOf(page, slot).locator('.timeline-ends').textContent();
  expect(ends, text).toBe(`Start ${start.value.toFixed(1)} sEnd ${end.value.toFixed(1)} s`);
  return text;
}

for (const slug of PAGES) {
  const maker = MAKERS[slug];
  for (let i = 0; i < RUNS; i++) {
    const seed = FIRST_SEED + i;
    test(`${LENGTH} random actions on /${slug}, seed ${seed}`, async ({ page, browser }) => {
      test.setTimeout(20 * 60_000);
      const crashes: string[] = [];
      const answers = new Map<string, Answer>();
      const missing = new Set<string>();
      const consoleErrors: string[] = [];
      // Each error is named with the action it came during (0: arriving), to find it in the list.
      let doing = 0;
      /** Where in a leave-and-return the page is. */
      let phase = '';
      phaseOf = (p) => (phase = p);
      // Which element failed to load, for the report (a warning of the test's own, not counted as an error).
      await page.addInitScript(() => {
        addEventListener('error', (event) => {
          const el = event.target;
          if (el instanceof HTMLImageElement || el instanceof HTMLVideoElement) console.warn(`seq-test: ${el.tagName.toLowerCase()} failed to load ${el.currentSrc || el.getAttribute('src')} (${el.getAttribute('alt') ?? ''} ${el.className} in ${el.closest('[aria-label], fieldset, section')?.getAttribute('aria-label') ?? el.closest('fieldset')?.querySelector('legend')?.textContent ?? '?'}) at ${location.pathname}`);
        }, true);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleError(message, missing)) consoleErrors.push(`during action ${doing}${phase}: ${message.text()} (${message.location().url})`);
        if (message.type() === 'warning' && message.text().startsWith('seq-test: ')) consoleErrors.push(`  (during action ${doing}${phase}: ${message.text().slice(10)})`);
      });
      page.on('pageerror', (error) => crashes.push(`during action ${doing}: ${error.message}`));
      page.on('crash', () => crashes.push(`during action ${doing}: page crashed`));
      page.on('dialog', (dialog) => void dialog.accept());
      await routeRemote(page, answers);
      const initial: Slots = Array.from({ length: maker.slots }, (_, slot) => ({ kind: 'sample', name: sampleName(maker, slot) }));
      const run: Run = { page, maker, rng: prng(seed), history: new History(initial), answers, missing, log: [], count: 0 };
      const started = Date.now();
      try {
        await openFreshMaker(page, slug);
        await settle(page, false);
        await expectSlots(page, run.history.now, 'arrived');

        while (run.count < LENGTH || nothingIn(run, run.history.now)) {
          const step = await draw(run);
          doing = run.count + 1;
          const t = Date.now();
          const what = await step.act(run);
          run.log.push(`${++run.count}. ${what}  [${((Date.now() - t) / 1000).toFixed(1)} s]`);
          // The history takes an edit as a step once edits settle (400 ms): let it, so the next action is a step of its own.
          await page.waitForTimeout(500);
          await expectSlots(page, run.history.now, `after ${run.count}. ${what}`);
          await expect(undoButton(page), `Undo after ${run.count}. ${what}`).toBeEnabled({ enabled: run.history.at > 0 });
          await expect(redoButton(page), `Redo after ${run.count}. ${what}`).toBeEnabled({ enabled: run.history.at < run.history.steps.length - 1 });
        }

        // The final state: the timeline within its input, the file, and the recipe link.
        const final = run.history.now;
        await settle(page, false);
        run.log.push(`timeline: ${await expectTimelineWithin(page, maker)}`);
        const timelineSlot = await timelineSlotOf(page, maker);
        const made = await downloadOutput(page);
        await page.getByRole('button', { name: 'Copy link' }).click();
        const link = await page.getByLabel('Link to these settings').inputValue();
        run.log.push(`link: ${decodeURIComponent(link)}`);

        // A fresh page (a new browser context) makes the file from the link and the same inputs.
        const fresh = await browser.newContext();
        try {
          const other = await fresh.newPage();
          const otherCrashes = watchForCrashes(other);
          const otherErrors: string[] = [];
          other.on('console', (message) => {
            if (message.type() === 'error') otherErrors.push(`${message.text()} (${message.location().url})`);
          });
          const otherAnswers = new Map<string, Answer>();
          for (const source of final) if (source?.kind === 'url') otherAnswers.set(new URL(source.url!).pathname, { kind: 'now', fixture: source.fixture! });
          await routeRemote(fresh, otherAnswers);
          await other.goto(link);
          await expect(other.getByText(/^Settings from the link applied/)).toBeVisible({ timeout: SLOW });
          // The link brings the words; every other slot starts with its sample.
          await expectSlots(other, final.map((s, slot) => (s?.kind === 'text' ? s : { kind: 'sample', name: sampleName(maker, slot) })), 'fresh page opened');
          await settle(other, false);
          // The input the timeline cuts first, so it takes the link's timeline as it did on the first page.
          const order = [...final.keys()].sort((a, b) => Number(b === timelineSlot) - Number(a === timelineSlot) || a - b);
          for (const slot of order) {
            const source = final[slot];
            if (source?.kind === 'file') await fileInput(other, slot).setInputFiles(filePayload(source.fixture!));
            else if (source?.kind === 'url') await loadUrl(other, slot, source.url!);
            else if (!source) await slotGroup(other, slot).getByRole('button', { name: `Remove Image ${slot + 1}`, exact: true }).click();
            else continue;
            if (source) await expect(slotName(other, slot)).toHaveText(source.name, { timeout: SLOW });
            else await expect(slotName(other, slot)).toHaveCount(0);
            await settle(other, false);
          }
          await expectSlots(other, final, 'fresh page given the inputs');
          await other.waitForTimeout(500);
          await settle(other, false);
          const again = await downloadOutput(other);
          await other.getByRole('button', { name: 'Copy link' }).click();
          const otherLink = await other.getByLabel('Link to these settings').inputValue();
          const differ = (a: string, b: string) => {
            const pa = new URLSearchParams(a.split('#')[1]);
            const pb = new URLSearchParams(b.split('#')[1]);
            return [...new Set([...pa.keys(), ...pb.keys()])].filter((k) => pa.get(k) !== pb.get(k)).map((k) => `${k}: ${pa.get(k)} ≠ ${pb.get(k)}`);
          };
          expect(differ(link, otherLink), 'the fresh page ends with the same recipe').toEqual([]);
          expect(again.name).toBe(made.name);
          expect(Buffer.from(again.bytes).equals(Buffer.from(made.bytes)), `file from the link (${again.bytes.length} bytes) equals the page's (${made.bytes.length} bytes)`).toBe(true);
          expect(otherCrashes, 'page errors on the fresh page').toEqual([]);
          expect(otherErrors, 'console errors on the fresh page').toEqual([]);
        } finally {
          await fresh.close();
        }
        expect(crashes, 'page errors').toEqual([]);
        // This check found a bug (seed 1 on /jam and on /group, at each "leave and return"): coming back
        // to the maker, its placement picture was drawn from the input's object URL of the earlier
        // visit, revoked on leaving, so Chromium logged "Failed to load resource:
        // net::ERR_FILE_NOT_FOUND (blob:…)". Leaving now forgets the URL (maker-lifecycle.ts).
        expect(consoleErrors, 'console errors').toEqual([]);
        console.info(`/${slug} seed ${seed}: ${run.count} actions passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        const list = run.log.join('\n  ');
        console.info(`/${slug} seed ${seed} failed after ${run.count} actions (re-run: SEQ_SEED=${seed} SEQ_PAGES=${slug}):\n  ${list}`);
        if (error instanceof Error) error.message = `seed ${seed} on /${slug}, after actions:\n  ${list}\n${error.message}\npage errors: ${JSON.stringify(crashes)}\nconsole errors: ${JSON.stringify(consoleErrors)}`;
        throw error;
      }
    });
  }
}
