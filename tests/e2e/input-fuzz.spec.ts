/**
 * The project's own seeded fuzz test (issue 32 item 6): inputs made from a seed — the fixtures and
 * clips of tests/fixtures/ cut short, with bytes flipped, emptied or given the wrong name and type —
 * are dropped into /jam's first slot one after another. Every input must end in a file, "nothing to
 * make" or one of the named messages, with the previous output kept after an error, and no page
 * error or console error or warning on the way (a VideoFrame or ImageBitmap left to the garbage
 * collector included: the page's garbage is collected after the inputs, issue 32 item 4).
 *
 * The normal run takes FUZZ_INPUTS inputs of each kind (about 40 s on two cores); FUZZ_FULL=1 runs
 * every mutant of every fixture (several minutes). FUZZ_SEED picks another seed; FUZZ_ONLY (a
 * regular expression) keeps the inputs whose names match, to look into one case.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from './test.ts';
import { LOAD_ERRORS, NOTHING_TO_MAKE, VIDEO_ERRORS } from '../../web/messages.ts';
import { FILE_ERRORS } from '../../web/decode/load-messages.ts';
import { downloadLink, openFreshMaker, previewImage, waitForOutput } from './maker-helpers.ts';
import { mulberry32 } from '../../web/emotes/seeded-random.ts';

const FULL = !!process.env.FUZZ_FULL;
const SEED = Number(process.env.FUZZ_SEED ?? 32);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
/** Inputs of each kind in the normal run. */
const FUZZ_INPUTS = 12;

/** The messages an input may end with: SPEC's, ours, a named codec, the too-large notice. */
const NAMED = [...Object.values(LOAD_ERRORS), ...Object.values(FILE_ERRORS), ...Object.values(VIDEO_ERRORS)].map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
const NAMED_PATTERNS = [...NAMED, /^This browser cannot decode .+ video/, /^Image too large - /];


interface FuzzInput {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const MIME: Record<string, string> = {
  gif: 'image/gif', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', avif: 'image/avif',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm',
};
/** Too slow to fuzz by the dozen here (a 4800×3600 JPEG, a 259-frame 1000 px GIF): their decoders are tested elsewhere. */
const SKIPPED = new Set(['jpeg-large-4800x3600-progressive.jpg', 'gif-259f-1000x175-zero-delay-no-loop-ext.gif']);

function fixtures(dirs: string[]): string[] {
  return dirs.flatMap((dir) => fs.readdirSync(dir).filter((name) => MIME[name.split('.').pop()!] && !SKIPPED.has(name)).map((name) => path.join(dir, name)));
}

/** Every mutant of one file, from the seeded generator: whole, cut short, flipped, emptied, misnamed. */
function mutantsOf(file: string, next: () => number): FuzzInput[] {
  const bytes = fs.readFileSync(file);
  const base = path.basename(file);
  const extension = base.split('.').pop()!;
  const mimeType = MIME[extension];
  const cut = Math.floor(bytes.length * (0.05 + 0.9 * next()));
  const flipped = Buffer.from(bytes);
  const flips = 1 + Math.floor(next() * 8);
  // Past the first 32 bytes, so most flips land in the frames, not the signature.
  for (let i = 0; i < flips; i++) flipped[32 + Math.floor(next() * Math.max(1, bytes.length - 32))] ^= 1 + Math.floor(next() * 255);
  const others = Object.keys(MIME).filter((other) => other !== extension);
  const wrong = others[Math.floor(next() * others.length)];
  return [
    { name: base, mimeType, buffer: bytes },
    { name: `cut-${cut}-${base}`, mimeType, buffer: bytes.subarray(0, cut) },
    { name: `flipped-${flips}-${base}`, mimeType, buffer: flipped },
    { name: `empty-${base}`, mimeType, buffer: Buffer.alloc(0) },
    { name: `${base}.${wrong}`, mimeType: MIME[wrong], buffer: bytes },
  ];
}

/** The kind's inputs: all mutants in the full run, else `FUZZ_INPUTS` of them picked by the seed. */
function inputsOf(dirs: string[], seed: number): FuzzInput[] {
  const next = mulberry32(seed);
  const all = fixtures(dirs).flatMap((file) => mutantsOf(file, next)).filter((input) => !ONLY || ONLY.test(input.name));
  if (FULL) return all;
  const picked: FuzzInput[] = [];
  while (picked.length < FUZZ_INPUTS && all.length) picked.push(all.splice(Math.floor(next() * all.length), 1)[0]);
  return picked;
}

/** Chromium's warning for a VideoFrame collected without close(). */
const FRAME_LEAK = 'A VideoFrame was garbage collected without being closed';

/** Playwright blocks the service worker in this browser: the page says so, which is no input's doing. */
const BROWSER_SETUP = /^(Service Worker registration blocked by Playwright|service worker not registered)/;

/** Console errors and warnings, and page errors, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !BROWSER_SETUP.test(message.text())) {
      // Where it was reported (the page, a worker's script), to tell whose frame was left.
      const where = message.location().url;
      problems.push(`${message.type()}: ${message.text()}${where ? ` (at ${where.replace(/^.*\//, '')})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('crash', () => problems.push('page crashed'));
  return problems;
}

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

/** The shown output's object URL, or null when none shows ("nothing to make"): never waits for one. */
const shownOutput = async (page: Page) => ((await previewImage(page).count()) ? previewImage(page).getAttribute('src') : null);

const nothingToMake = (page: Page) => page.getByText(NOTHING_TO_MAKE, { exact: true });

/** Waits until no job is in flight and the page shows a file or "nothing to make". */
async function waitForSettled(page: Page, name: string) {
  await expect(downloadLink(page).or(nothingToMake(page)).first(), `${name}: a file or nothing to make`).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: /making|encoding/ })).toHaveCount(0, { timeout: 60_000 });
}

/** Drops one input; returns what it ended as. */
async function dropInput(page: Page, input: FuzzInput, index: number): Promise<string> {
  const name = `${index}-${input.name}`;
  await waitForSettled(page, `before ${name}`);
  const before = await shownOutput(page);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ ...input, name });
  const alert = slot(page).getByRole('alert').filter({ hasText: name });
  const loaded = slot(page).locator('.filename bdi').filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await expect(alert.or(loaded), name).toBeVisible({ timeout: 60_000 });
  if (await alert.isVisible()) {
    const text = (await alert.textContent()) ?? '';
    expect(NAMED_PATTERNS.some((pattern) => pattern.test(text)), `${name}: "${text}" is one of the named messages`).toBe(true);
    // The previous output stays, untouched.
    expect(await shownOutput(page), `${name}: the previous output is kept`).toBe(before);
    return `message: ${text}`;
  }
  await waitForSettled(page, name);
  return (await nothingToMake(page).isVisible()) ? 'nothing to make' : 'file';
}

/**
 * Collects the page's garbage twice through DevTools, giving Chromium time to warn of what it
 * collected unclosed. (Not gc() exposed by a launch flag: a spec with launch options of its own gets
 * a browser of its own, started last in the e2e phase, where this spec's 20 s ran with a core idle.)
 */
async function collectGarbage(page: Page, times = 2) {
  const session = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < times; i++) {
      await session.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(200);
    }
  } finally {
    await session.detach();
  }
}

/** Shows the watch would see a leak: a VideoFrame left unclosed and collected gives the warning. */
async function checkLeakWarningSeen(page: Page, problems: string[]) {
  await page.evaluate(() => {
    const canvas = new OffscreenCanvas(8, 8);
    canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
    new VideoFrame(canvas, { timestamp: 0 });
  });
  await expect.poll(async () => {
    await collectGarbage(page);
    return problems.some((text) => text.includes(FRAME_LEAK));
  }).toBe(true);
  problems.length = 0;
}

async function fuzz(page: Page, inputs: FuzzInput[], { checkWatch = false } = {}) {
  const problems = watchConsole(page);
  await openFreshMaker(page);
  await waitForOutput(page);
  if (checkWatch) await checkLeakWarningSeen(page, problems);
  const outcomes: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const seen = problems.length;
    const outcome = await dropInput(page, input, index);
    // Collected after each input, so a warning names the input that left something unclosed.
    if (checkWatch) await collectGarbage(page, 1);
    const warned = problems.length > seen ? ` [${problems.slice(seen).join('; ')}]` : '';
    outcomes.push(`${input.name} (${input.buffer.length} B) → ${outcome}${warned}`);
    // The full run takes minutes: its progress shows as it goes.
    if (FULL) console.info(`${index + 1}/${inputs.length} ${outcomes.at(-1)}`);
  }
  // Whatever was dropped and not closed is now collected: Chromium warns of each VideoFrame so left.
  await collectGarbage(page);
  await test.info().attach('outcomes', { body: outcomes.join('\n'), contentType: 'text/plain' });
  expect(problems, outcomes.join('\n')).toEqual([]);
}

test.describe('seeded input fuzz on /jam', () => {
  test.describe.configure({ timeout: FULL ? 1_800_000 : 120_000 });

  test(`images: fixtures and made files, mutated (seed ${SEED})`, async ({ page }) => {
    await fuzz(page, inputsOf(['tests/fixtures/corpus', 'tests/fixtures/made'], SEED));
  });

  test(`video clips, mutated, with the console watched for frames left unclosed (seed ${SEED})`, async ({ page }) => {
    await fuzz(page, inputsOf(['tests/fixtures/clips'], SEED + 1), { checkWatch: true });
  });
});
