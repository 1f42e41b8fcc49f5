/**
 * Words (issue 20): text as an input and captions, read back from the downloaded file's pixels;
 * the same text gives the same bytes; words survive a reload, travel in the link, and the fonts
 * work offline.
 */
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, reloadUnderServiceWorker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { coolColours, count, fillEnds, inkAtEdges, outlineAroundFill } from './text-pixels.ts';


const CAPTION_TOO_LONG = 'Caption too long to fit: shorten it or make the emote larger';

const wordsField = (page: Page) => page.getByLabel('Image 1 words');

/** How long one output may take on a busy 2-core machine (the bench measures speed, not these tests). */
const MAKE_TIMEOUT = 60_000;
// Each test makes several files in a row.
test.beforeEach(() => test.slow());

async function downloadGif(page: Page) {
  await waitForOutput(page, MAKE_TIMEOUT);
  const file = await downloadOutput(page);
  expect(new TextDecoder().decode(file.bytes.slice(0, 6))).toBe('GIF89a');
  return { ...decodeGifFrames(file.bytes), bytes: file.bytes };
}

test('/text starts with "GG": every frame has the letters inside the frame, a black outline around the warm fill', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'text');
  await expect(page.getByRole('heading', { name: 'Text Emote Maker' })).toBeVisible();
  await expect(wordsField(page)).toHaveValue('GG');
  const gif = await downloadGif(page);
  expect(gif.width).toBe(112);
  expect(gif.frames.length).toBe(20);
  for (const frame of gif.frames) {
    expect(count(frame, 112, [40, 72]).ink).toBeGreaterThan(800);
    expect(inkAtEdges(frame, 112, 112, 2)).toBe(0);
  }
  expect(outlineAroundFill(gif.frames[0], 112, 112, [255, 180, 50], [0, 0, 0])).toBe(true);
  // The default fill is a gradient: yellow (#ffd23f) at the top of the letters, orange (#ff7a1a) at the bottom…
  const ends = fillEnds(gif.frames[0], 112, 112);
  // (green 189 and 138 measured: the ends of the letters' fill, inside the outline's reach where the gradient starts)
  expect(ends.top[1], JSON.stringify(ends)).toBeGreaterThan(175);
  expect(ends.bottom[1], JSON.stringify(ends)).toBeLessThan(160);
  expect(ends.top[1] - ends.bottom[1], JSON.stringify(ends)).toBeGreaterThan(35);
  // …and without the gradient one colour from top to bottom.
  await waitForNewOutput(page, () => page.getByLabel('Image 1 gradient', { exact: true }).uncheck(), MAKE_TIMEOUT);
  const plain = fillEnds((await downloadGif(page)).frames[0], 112, 112);
  expect(Math.abs(plain.top[1] - plain.bottom[1]), JSON.stringify(plain)).toBeLessThan(15);
  // The words are the visitor's: typed words make a different file, drawn in the outline colour chosen.
  await waitForNewOutput(page, () => wordsField(page).fill('W'), MAKE_TIMEOUT);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 outline colour').fill('#00ff00'), MAKE_TIMEOUT);
  expect(count((await downloadGif(page)).frames[0], 112, [0, 112], [0, 255, 0]).matching).toBeGreaterThan(100);
  expect(crashes).toEqual([]);
});

test('the same words give the same bytes on two visits', async ({ browser }) => {
  const files: Uint8Array[] = [];
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openFreshMaker(page, 'text');
    await waitForNewOutput(page, () => wordsField(page).fill('GG WP'), MAKE_TIMEOUT);
    await waitForNewOutput(page, () => page.getByLabel('Image 1 font').selectOption('rounded'), MAKE_TIMEOUT);
    files.push((await downloadGif(page)).bytes);
    await context.close();
  }
  expect(files[0].length).toBeGreaterThan(1000);
  expect(Buffer.from(files[0]).equals(Buffer.from(files[1]))).toBe(true);
});

test('"Text" in a jam slot and a caption: the caption is on every frame, white inside black, and both survive a reload and the link', async ({ page, browser }) => {
  // Five files in a row (two pages): minutes on a busy machine.
  test.setTimeout(600_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'jam');
  await waitForNewOutput(page, () => page.getByRole('button', { name: 'Text', exact: true }).first().click(), MAKE_TIMEOUT);
  await expect(wordsField(page)).toHaveValue('GG');
  await waitForNewOutput(page, () => page.getByLabel('Caption', { exact: true }).fill('VIBING'), MAKE_TIMEOUT);
  const before = await downloadGif(page);
  for (const frame of before.frames) {
    expect(count(frame, 112, [75, 112], [255, 255, 255]).matching).toBeGreaterThan(30);
    expect(count(frame, 112, [75, 112], [0, 0, 0]).matching).toBeGreaterThan(30);
  }

  await page.reload();
  await expect(wordsField(page)).toHaveValue('GG');
  await expect(page.getByLabel('Caption', { exact: true })).toHaveValue('VIBING');
  const reloaded = await downloadGif(page);
  expect(Buffer.from(reloaded.bytes).equals(Buffer.from(before.bytes))).toBe(true);

  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to these settings').inputValue();
  expect(decodeURIComponent(link)).toContain('"words":"GG"');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByLabel('Image 1 words')).toHaveValue('GG');
  await expect(other.getByLabel('Caption', { exact: true })).toHaveValue('VIBING');
  const fromLink = await downloadGif(other);
  expect(Buffer.from(fromLink.bytes).equals(Buffer.from(before.bytes))).toBe(true);
  await fresh.close();
  expect(crashes).toEqual([]);
});

test('a 200-character caption is refused with a clear message, the earlier output kept; a shorter one fits', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, MAKE_TIMEOUT);
  const words = 'when the stream finally starts after twenty minutes of the starting soon screen and chat has already spammed every emote twice '.repeat(2).slice(0, 200);
  await page.getByLabel('Caption', { exact: true }).fill(words);
  await expect(page.getByLabel('Caption', { exact: true })).toHaveValue(words);
  await expect(page.getByText(CAPTION_TOO_LONG)).toBeVisible({ timeout: MAKE_TIMEOUT });
  await expect(page.getByRole('link', { name: /^Download / })).toBeVisible();
  // Larger, the same words fit, shrunk inside the frame.
  await waitForNewOutput(
    page,
    async () => {
      await page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' });
      for (const side of ['Width', 'Height']) {
        await page.getByLabel(side, { exact: true }).fill('320');
        await page.getByLabel(side, { exact: true }).press('Enter');
      }
    },
    MAKE_TIMEOUT,
  );
  const gif = await downloadGif(page);
  await expect(page.getByText(CAPTION_TOO_LONG)).toHaveCount(0);
  expect(gif.width).toBe(320);
  expect(count(gif.frames[0], 320, [160, 320], [255, 255, 255]).matching).toBeGreaterThan(200);
  expect(inkAtEdges(gif.frames[0], 320, 320, 1)).toBe(0);
});

test.describe('with the service worker', () => {
  // This test reads what the service worker does (the suite blocks it elsewhere, playwright.config.ts):
  // the spec's other tests run in the worker's kept context, without it.
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the text fonts work offline, and an emoji once used stays cached', async ({ page, context }) => {
    const crashes = watchForCrashes(page);
    await page.goto('/text');
    await reloadUnderServiceWorker(page);
    const precached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) if (name.includes('precache')) for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
      return paths;
    });
    expect(precached.filter((p) => p.endsWith('.woff2')).length).toBeGreaterThanOrEqual(6);
    expect(precached.some((p) => p.includes('noto-color-emoji'))).toBe(false);
    const withoutEmoji = await downloadGif(page);
    // The emoji font is fetched on first use (with its progress line), then kept.
    await waitForNewOutput(page, () => page.getByLabel('Caption', { exact: true }).fill('💙'), MAKE_TIMEOUT);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Text Emote Maker' })).toBeVisible();
    await waitForNewOutput(page, () => wordsField(page).fill('OK'), MAKE_TIMEOUT);
    await waitForNewOutput(page, () => page.getByLabel('Image 1 font').selectOption('pixel'), MAKE_TIMEOUT);
    const gif = await downloadGif(page);
    expect(count(gif.frames[0], 112, [0, 112]).ink).toBeGreaterThan(1500);
    // The blue heart is drawn in colour from the cached emoji font: its blue is none of the colours of
    // the words' yellow-to-orange fill, their black outline or the caption's white and black.
    const emojiPixels = coolColours(gif.frames[0]);
    expect(emojiPixels).toBeGreaterThan(100);
    expect(coolColours(withoutEmoji.frames[0])).toBe(0);
    expect(crashes).toEqual([]);
  });
});
