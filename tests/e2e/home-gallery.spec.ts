/**
 * "Your picture as every emote" (issue 35 item 1): a picture dropped on the home page plays in every
 * maker's card, composed in the pipeline worker without long tasks on the page; a bad file gets the
 * maker slot's message and the gallery keeps playing; a card opens its maker with the picture.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import { EMOTE_TYPES } from '../../web/emotes/index.ts';
import { takesInput } from '../../web/gallery/gallery-job.ts';
import { LOAD_ERRORS } from '../../web/messages.ts';
import { CORPUS_DIR } from '../fixtures/read-corpus.ts';
import { traceMainThreadTasks, watchLongTasks, worstLongTask } from './long-tasks.ts';
import { downloadOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { makeDiscPng } from '../fixtures/make-disc-png.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url).pathname;
/** A portrait (the streamer's selfie) and a photo of other colours: blue and white, then brown and red. */
const SELFIE = `${PHOTOS}astronaut.png`;
const COFFEE = `${PHOTOS}coffee.png`;
const BAD_LZW = 'gif-broken-bad-lzw-first-code.gif';
/** The makers that take an input: a maker with no input slot (zero-width, an overlay alone) keeps its sample. */
const TAKING = EMOTE_TYPES.filter(takesInput);
const CARDS = TAKING.length;

const fileInput = (page: Page) => page.getByLabel('Picture for every emote');
const playingCards = (page: Page) => page.locator('.maker-list [data-gallery-card="playing"]');

declare global {
  interface Window {
    droppedFile?: File;
    firstFrames?: Record<string, [number, number, number]>;
    playOrder?: string[];
  }
}

/**
 * Drops a file on the gallery as a visitor's drag does (a DataTransfer in the page); returns the
 * page's clock at the drop. The file is made in a task of its own first: turning the test's bytes
 * into it is the test's work, not the page's, and must not count as the page's long task.
 */
async function dropFile(page: Page, path: string, type: string): Promise<number> {
  const bytes = [...fs.readFileSync(path)];
  const name = path.split('/').pop()!;
  await page.evaluate(({ bytes, name, type }) => (window.droppedFile = new File([new Uint8Array(bytes)], name, { type })), { bytes, name, type });
  await worstLongTask(page);
  return page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(window.droppedFile!);
    const at = performance.now();
    document.querySelector('.gallery-drop')!.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    return at;
  });
}

/** Waits for every card to play `name` and returns the page's clock then. */
async function allPlaying(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    ({ count, name }) =>
      document.querySelector('.gallery-source-name')?.textContent === name &&
      document.querySelectorAll('.maker-list [data-gallery-card="playing"] canvas').length === count &&
      performance.now(),
    { count: CARDS, name },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

type Rgb = [number, number, number];

/**
 * Each card's mean colour over the visible pixels of the first frame of its loop (caught while it
 * shows: the player marks the frame on its canvas), by maker slug.
 */
async function coloursOfCards(page: Page): Promise<Record<string, Rgb>> {
  await page.evaluate(() => (window.firstFrames = {}));
  const handle = await page.waitForFunction(
    (count) => {
      for (const card of document.querySelectorAll<HTMLAnchorElement>('.maker-list a.maker-card')) {
        const slug = card.getAttribute('href')!.slice(1);
        const canvas = card.querySelector('canvas');
        if (!canvas || window.firstFrames![slug] || canvas.dataset.frame !== '0') continue;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const sum = [0, 0, 0];
        let seen = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] < 128) continue;
          for (let c = 0; c < 3; c++) sum[c] += data[i + c];
          seen++;
        }
        window.firstFrames![slug] = sum.map((value) => value / Math.max(1, seen)) as Rgb;
      }
      return Object.keys(window.firstFrames!).length === count && window.firstFrames;
    },
    CARDS,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Record<string, Rgb>;
}

/** The mean colour of a GIF's visible pixels over all its frames. */
function meanColourOfGif(bytes: Uint8Array): Rgb {
  const sum: Rgb = [0, 0, 0];
  let seen = 0;
  for (const frame of decodeGifFrames(bytes).frames) {
    for (let i = 0; i < frame.length; i += 4) {
      if (frame[i + 3] < 128) continue;
      for (let c = 0; c < 3; c++) sum[c] += frame[i + c];
      seen++;
    }
  }
  return sum.map((value) => value / Math.max(1, seen)) as Rgb;
}

/** Serious and critical axe violations on the page, one line each (as site-a11y.spec.ts reads them). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

test('a dropped picture plays in every maker card; a bad file is refused and the gallery keeps playing; a card opens its maker with the picture', async ({ page, browser }) => {
  const crashes = watchForCrashes(page);
  await watchLongTasks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your picture as every emote' })).toBeVisible();
  // Before any drop the cards show the makers' own output samples.
  await expect(page.locator('.maker-list .gallery-media img')).toHaveCount(EMOTE_TYPES.length);
  await worstLongTask(page);

  const stopTrace = await traceMainThreadTasks(browser, page);
  const dropped = await dropFile(page, SELFIE, 'image/png');
  const played = await allPlaying(page, 'astronaut.png');
  const selfieMs = Math.round(played - dropped);
  const selfieTask = await worstLongTask(page);
  const selfieCpu = await stopTrace();
  console.info(`gallery: all ${CARDS} cards playing ${selfieMs} ms after the drop; longest main-thread task ${selfieTask} ms wall, ${selfieCpu} ms CPU`);
  await expect(page.getByRole('status').filter({ hasText: 'Playing astronaut.png in every maker' })).toBeVisible();
  const selfie = await coloursOfCards(page);
  // A maker with no input slot plays its own sample still.
  for (const type of EMOTE_TYPES.filter((type) => !takesInput(type))) await expect(page.getByRole('link', { name: type.pageTitle }).locator('img.sample-image')).toBeVisible();

  // A file that is no picture: the maker slot's SPEC message, and the cards keep playing the selfie.
  await fileInput(page).setInputFiles(`${CORPUS_DIR}${BAD_LZW}`);
  await expect(page.getByRole('alert')).toContainText(`${LOAD_ERRORS.noFrames} — ${BAD_LZW}`);
  await expect(page.getByRole('status').filter({ hasText: 'Still playing astronaut.png in every maker' })).toBeVisible();
  await expect(playingCards(page)).toHaveCount(CARDS);

  // The next picture, chosen this time, replaces the selfie in every card: each plays what was brought.
  const chosenAt = await page.evaluate(() => performance.now());
  await fileInput(page).setInputFiles(COFFEE);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const coffeeMs = Math.round((await allPlaying(page, 'coffee.png')) - chosenAt);
  console.info(`gallery: coffee in all cards ${coffeeMs} ms after choosing it; longest main-thread task ${await worstLongTask(page)} ms`);
  const coffee = await coloursOfCards(page);
  const apart = TAKING.map((type) => [type.slug, Math.round(distance(coffee[type.slug], selfie[type.slug]))] as const);
  console.info(`gallery: each card's first frame's mean colour, coffee vs selfie: ${apart.map(([slug, d]) => `${slug} ${d}`).join(', ')}`);
  for (const [slug, apartBy] of apart) expect(apartBy, `${slug} plays the same colours for both pictures`).toBeGreaterThan(8);

  // The issue's figures: every card playing within 4 s of the drop, and no task of the page's over 50 ms
  // (its CPU time, which another process on the machine does not stretch: long-tasks.ts).
  expect(selfieMs).toBeLessThanOrEqual(4000);
  expect(selfieCpu).toBeLessThan(50);

  // A click opens that maker with the picture in its first slot, and its output is made from it.
  await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
  await expect(page).toHaveURL(/\/shake$/);
  const slot = page.locator('.input-slot[data-slot="0"]');
  await expect(slot.locator('.filename')).toHaveText('coffee.png');
  await waitForOutput(page);
  // Its file is made from the coffee: its colours are the shake card's for the coffee, not for the selfie.
  const made = meanColourOfGif((await downloadOutput(page)).bytes);
  expect(distance(made, coffee.shake)).toBeLessThan(distance(made, selfie.shake) / 2);
  expect(crashes).toEqual([]);
});

/** The slugs of the cards now in the window. */
const cardsInView = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.maker-list a.maker-card')]
      .filter((card) => {
        const box = card.querySelector('.gallery-media')!.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((card) => card.getAttribute('href')!.slice(1)),
  );

test('a pasted picture composes the cards in view first; scrolling away lets the cards come into view go ahead of those never seen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/');
  await expect(page.locator('.maker-list .gallery-media img')).toHaveCount(EMOTE_TYPES.length);
  await page.evaluate(() => {
    window.playOrder = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        const media = change.target as HTMLElement;
        const slug = media.closest('a')!.getAttribute('href')!.slice(1);
        if (media.dataset.galleryCard === 'playing' && !window.playOrder!.includes(slug)) window.playOrder!.push(slug);
      }
    }).observe(document.querySelector('.maker-list')!, { subtree: true, attributes: true, attributeFilter: ['data-gallery-card'] });
  });
  const atTop = await cardsInView(page);
  // Pasted this time, anywhere on the page, as a screenshot tool's copy is.
  const bytes = [...fs.readFileSync(SELFIE)];
  await page.evaluate((bytes) => (window.droppedFile = new File([new Uint8Array(bytes)], 'astronaut.png', { type: 'image/png' })), bytes);
  await page.evaluate(() => {
    const clipboard = new DataTransfer();
    clipboard.items.add(window.droppedFile!);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  });
  // Straight to the bottom of the page, before the first card is done.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const atBottom = await cardsInView(page);
  const neverSeen = TAKING.map((type) => type.slug).filter((slug) => !atTop.includes(slug) && !atBottom.includes(slug));
  expect(neverSeen.length, 'a row of cards is in view at neither end').toBeGreaterThan(0);
  await allPlaying(page, 'astronaut.png');
  const order = await page.evaluate(() => window.playOrder!);
  const lastSeen = Math.max(...atBottom.map((slug) => order.indexOf(slug)));
  const firstNeverSeen = Math.min(...neverSeen.map((slug) => order.indexOf(slug)));
  console.info(`gallery: play order ${order.join(' ')}; at the top ${atTop.join(' ')}; at the bottom ${atBottom.join(' ')}`);
  expect(lastSeen, 'every card scrolled to plays before any card never in view').toBeLessThan(firstNeverSeen);
});

test('words written on the home page play in every card and open the maker as its first slot’s words', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Words for every emote' }).fill('POG');
  await page.getByRole('button', { name: 'Use words' }).click();
  await allPlaying(page, 'POG');
  expect(await seriousViolations(page), 'the gallery playing, dark theme').toEqual([]);
  await page.getByRole('link', { name: 'Jam Emote Maker' }).click();
  await expect(page.getByRole('textbox', { name: 'Image 1 words' })).toHaveValue('POG');
  await waitForOutput(page);
  expect(crashes).toEqual([]);
});

/** How many of the cards' visible pixels are the disc picture's green backdrop, by maker slug. */
const greenInCards = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLAnchorElement>('.maker-list a.maker-card')].flatMap((card) => {
        const canvas = card.querySelector('canvas');
        if (!canvas) return [];
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let green = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 128 && data[i + 1] > 120 && data[i] < 60 && data[i + 2] < 60) green++;
        return [[card.getAttribute('href')!.slice(1), green]];
      }),
    ),
  );

test('a background removed on the home page (light theme) is gone from every card and goes with the picture to the maker', async ({ page }, testInfo) => {
  const crashes = watchForCrashes(page);
  await page.addInitScript(() => localStorage.setItem('lightTheme', 'TRUE'));
  const disc = testInfo.outputPath('disc.png');
  fs.writeFileSync(disc, makeDiscPng(200));
  await page.goto('/');
  await fileInput(page).setInputFiles(disc);
  await allPlaying(page, 'disc.png');
  expect((await greenInCards(page)).jam, 'the jam card plays the green backdrop before the cut').toBeGreaterThan(500);
  // A flat backdrop: the maker's own choice of tool takes it away without the model.
  await page.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Playing disc.png, background removed, in every maker' })).toBeVisible();
  await allPlaying(page, 'disc.png');
  const green = await greenInCards(page);
  expect(await seriousViolations(page), 'the gallery playing a cut-out, light theme').toEqual([]);
  for (const type of TAKING) expect(green[type.slug], `${type.slug} still plays the backdrop`).toBe(0);
  await page.getByRole('link', { name: 'Jam Emote Maker' }).click();
  await expect(page.getByRole('group', { name: 'Image 1 cut-out' }).getByRole('button', { name: 'Remove backdrop' })).toHaveAttribute('aria-pressed', 'true');
  await waitForOutput(page);
  const { frames } = decodeGifFrames((await downloadOutput(page)).bytes);
  const isGreen = (rgba: Uint8ClampedArray, i: number) => rgba[i + 3] > 128 && rgba[i + 1] > 120 && rgba[i] < 60 && rgba[i + 2] < 60;
  const isBlue = (rgba: Uint8ClampedArray, i: number) => rgba[i + 3] > 128 && rgba[i + 2] > 150 && rgba[i + 1] < 120;
  const count = (test: typeof isGreen) => frames.reduce((sum, frame) => sum + frame.filter((_, i) => i % 4 === 0 && test(frame, i)).length, 0);
  const greenInFile = count(isGreen);
  expect(count(isBlue), 'the maker’s file plays the disc').toBeGreaterThan(0);
  expect(greenInFile, 'the maker’s file keeps no backdrop').toBe(0);
  expect(crashes).toEqual([]);
});
