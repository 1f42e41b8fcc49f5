/**
 * The cut-out offline (issue 18 items 1 and 8): the model kept by the service worker after its
 * first use cuts another image out with no network, after a reload too; used first while offline,
 * it says so in the slot, the input stays, and the colour tools still work.
 */
import { expect, test, type Page } from './test.ts';
import { SEGMENT_MESSAGES } from '../../web/cutout/segment/segment-messages.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, reloadUnderServiceWorker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// This spec tests what the service worker does (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const MODEL_TIMEOUT = 1_500_000;
const SETTLE = 120_000;
const CHELSEA = 'tests/fixtures/photos/chelsea.png';
const COFFEE = 'tests/fixtures/photos/coffee.png';

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

/** Opens /jam under the service worker's control (installed on the first load, in charge from the reload). */
async function openControlled(page: Page) {
  await openFreshMaker(page);
  await reloadUnderServiceWorker(page);
}

/** Opaque pixels of the output's first frame. */
async function opaquePixels(page: Page) {
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  return gif.frames[0].filter((_, i) => i % 4 === 3 && gif.frames[0][i] >= 128).length;
}

async function cutWithModel(page: Page) {
  await waitForNewOutput(page, async () => {
    await cutout(page).getByRole('button', { name: 'Remove background' }).click();
    await expect(cutout(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  }, MODEL_TIMEOUT);
}

test('after one cut-out online, a reload offline cuts another photo out with the kept model', async ({ page, context }) => {
  test.setTimeout(MODEL_TIMEOUT);
  const crashes = watchForCrashes(page);
  const modelFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/models/segment/')) modelFiles.push(path);
  });
  await openControlled(page);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(CHELSEA), SETTLE);
  await cutWithModel(page);

  await context.setOffline(true);
  await page.reload();
  await waitForOutput(page, SETTLE);
  modelFiles.length = 0;
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(COFFEE), SETTLE);
  const uncut = await opaquePixels(page);
  await cutWithModel(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The table went: well under the photo's pixels are left.
  expect(await opaquePixels(page)).toBeLessThan(uncut * 0.8);
  // A fresh page's model worker read the model from the cache.
  expect(modelFiles.some((path) => path.endsWith('.onnx'))).toBe(true);
  expect(crashes).toEqual([]);
});

test('first used offline, the model says so in the slot, the photo stays, and "Remove colour" and "Remove backdrop" still work', async ({ page, context }) => {
  test.setTimeout(300_000);
  const crashes = watchForCrashes(page);
  await openControlled(page);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(COFFEE), SETTLE);
  const before = await downloadOutput(page);
  const uncut = await opaquePixels(page);
  await context.setOffline(true);
  await cutout(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutout(page).getByRole('alert')).toHaveText(SEGMENT_MESSAGES['model-unavailable'], { timeout: SETTLE });
  await expect(cutout(page).getByRole('button', { name: 'Remove background' })).toBeEnabled();
  await waitForOutput(page, SETTLE);
  expect((await downloadOutput(page)).bytes).toEqual(before.bytes);

  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  expect(await opaquePixels(page)).toBeLessThan(uncut);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove colour' }).click(), SETTLE);
  await expect(cutout(page).getByRole('button', { name: 'Remove colour' })).toHaveAttribute('aria-pressed', 'true');
  await waitForNewOutput(page, () => cutout(page).getByLabel('Tolerance', { exact: true }).fill('30'), SETTLE);
  expect(await opaquePixels(page)).toBeLessThan(uncut);
  expect(crashes).toEqual([]);
});
