/**
 * "Your picture as every emote" (issue 35 item 1): a picture dropped on the home page plays in every
 * maker's card, composed in the pipeline worker without long tasks on the page; a bad file gets the
 * maker slot's message and the gallery keeps playing; a card opens its maker with the picture.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { EMOTE_TYPES } from '../../web/emotes/index.ts';
import { LOAD_ERRORS } from '../../web/messages.ts';
import { CORPUS_DIR } from '../fixtures/read-corpus.ts';
import { traceMainThreadTasks, watchLongTasks, worstLongTask } from './long-tasks.ts';
import { waitForOutput, watchForCrashes } from './maker-helpers.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url).pathname;
/** A portrait (the streamer's selfie) and a photo of other colours: blue and white, then brown and red. */
const SELFIE = `${PHOTOS}astronaut.png`;
const COFFEE = `${PHOTOS}coffee.png`;
const BAD_LZW = 'gif-broken-bad-lzw-first-code.gif';
const CARDS = EMOTE_TYPES.length;

const fileInput = (page: Page) => page.getByLabel('Picture for every emote');
const playingCards = (page: Page) => page.locator('.maker-list [data-gallery-card="playing"]');

declare global {
  interface Window {
    droppedFile?: File;
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
 * Each card's mean colour over its visible pixels, averaged over a few moments of its loop, by
 * maker slug: what it plays, told apart from what another picture makes it play.
 */
async function coloursOfCards(page: Page): Promise<Record<string, Rgb>> {
  const sums: Record<string, Rgb> = {};
  const moments = 5;
  for (let moment = 0; moment < moments; moment++) {
    const now = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.maker-list a.maker-card')].map((card) => {
        const canvas = card.querySelector('canvas')!;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const sum = [0, 0, 0];
        let seen = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] < 128) continue;
          for (let c = 0; c < 3; c++) sum[c] += data[i + c];
          seen++;
        }
        return [card.getAttribute('href')!.slice(1), sum.map((value) => value / Math.max(1, seen))] as const;
      }),
    );
    for (const [slug, rgb] of now) {
      const total = (sums[slug] ??= [0, 0, 0]);
      for (let c = 0; c < 3; c++) total[c] += rgb[c] / moments;
    }
    await page.waitForTimeout(130);
  }
  return sums;
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

test('a dropped picture plays in every maker card; a bad file is refused and the gallery keeps playing; a card opens its maker with the picture', async ({ page, browser }) => {
  const crashes = watchForCrashes(page);
  await watchLongTasks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your picture as every emote' })).toBeVisible();
  // Before any drop the cards show the makers' own output samples.
  await expect(page.locator('.maker-list .gallery-media img')).toHaveCount(CARDS);
  await worstLongTask(page);

  const stopTrace = await traceMainThreadTasks(browser, page);
  const dropped = await dropFile(page, SELFIE, 'image/png');
  const played = await allPlaying(page, 'astronaut.png');
  const selfieMs = Math.round(played - dropped);
  const selfieTask = await worstLongTask(page);
  const selfieCpu = await stopTrace();
  console.log(`gallery: all ${CARDS} cards playing ${selfieMs} ms after the drop; longest main-thread task ${selfieTask} ms wall, ${selfieCpu} ms CPU`);
  await expect(page.getByRole('status').filter({ hasText: 'Playing astronaut.png in every maker' })).toBeVisible();
  const selfie = await coloursOfCards(page);

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
  console.log(`gallery: coffee in all cards ${coffeeMs} ms after choosing it; longest main-thread task ${await worstLongTask(page)} ms`);
  const coffee = await coloursOfCards(page);
  const apart = EMOTE_TYPES.map((type) => [type.slug, Math.round(distance(coffee[type.slug], selfie[type.slug]))] as const);
  console.log(`gallery: each card's mean colour, coffee vs selfie: ${apart.map(([slug, d]) => `${slug} ${d}`).join(', ')}`);
  for (const [slug, apartBy] of apart) expect(apartBy, `${slug} plays the same colours for both pictures`).toBeGreaterThan(15);

  expect(selfieMs).toBeLessThan(8000);
  expect(selfieTask).toBeLessThan(200);

  // A click opens that maker with the picture in its first slot, and its output is made from it.
  await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
  await expect(page).toHaveURL(/\/shake$/);
  const slot = page.locator('.input-slot[data-slot="0"]');
  await expect(slot.locator('.filename')).toHaveText('coffee.png');
  await waitForOutput(page);
  expect(crashes).toEqual([]);
});
