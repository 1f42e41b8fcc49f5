/**
 * A corrupt copy of the model in the service worker's cache (issue 18 item 8): the slot says the
 * model could not load and keeps its photo; the worker drops the bad copy, so the next try
 * downloads the model again and cuts the photo out. Both kinds of damage: bytes garbled in a file
 * of the right size (it will not open) and a file cut short (not the size the manifest says).
 */
import { expect, test, type Page } from './test.ts';
import { SEGMENT_MESSAGES } from '../../web/cutout/segment/segment-messages.ts';
import { SEGMENT_CACHE } from '../../web/cutout/segment/worker/load-model.ts';
import { downloadOutput, openFreshMaker, reloadUnderServiceWorker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// This spec tests what the service worker does (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const MODEL_TIMEOUT = 1_500_000;
const SETTLE = 120_000;
const CHELSEA = 'tests/fixtures/photos/chelsea.png';

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

/** Puts a damaged model file where the service worker keeps the model; returns the size the manifest gives it. */
function corruptCachedModel(page: Page, damage: 'garbled' | 'short') {
  return page.evaluate(
    async ({ cacheName, damage }) => {
      const manifest = await (await fetch('/models/segment/manifest.json')).json();
      const bytes = new Uint8Array(damage === 'garbled' ? manifest.model.bytes : manifest.model.bytes >> 1).map((_, i) => (i * 31) & 255);
      const url = new URL(`/models/segment/${manifest.model.file}`, location.href).href;
      await (await caches.open(cacheName)).put(url, new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }));
      return manifest.model.bytes as number;
    },
    { cacheName: SEGMENT_CACHE, damage },
  );
}

/** The size of the model file the cache holds now, 0 for none. */
const cachedModelBytes = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const manifest = await (await fetch('/models/segment/manifest.json')).json();
    const cached = await (await caches.open(cacheName)).match(new URL(`/models/segment/${manifest.model.file}`, location.href).href);
    return cached ? (await cached.arrayBuffer()).byteLength : 0;
  }, SEGMENT_CACHE);

async function expectRecovery(page: Page, damage: 'garbled' | 'short') {
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(CHELSEA), SETTLE);
  const before = await downloadOutput(page);
  const modelBytes = await corruptCachedModel(page, damage);
  await cutout(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutout(page).getByRole('alert'), damage).toHaveText(SEGMENT_MESSAGES['model-damaged'], { timeout: MODEL_TIMEOUT });
  await waitForOutput(page, SETTLE);
  expect((await downloadOutput(page)).bytes, damage).toEqual(before.bytes);

  await waitForNewOutput(page, async () => {
    await cutout(page).getByRole('button', { name: 'Remove background' }).click();
    await expect(cutout(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  }, MODEL_TIMEOUT);
  await expect(cutout(page).getByRole('alert')).toHaveCount(0);
  expect(await cachedModelBytes(page), `${damage}: the model downloaded again and kept whole`).toBe(modelBytes);
}

test('a corrupt cached model says so in the slot, and the next try downloads it again and cuts the photo out', async ({ page }) => {
  test.setTimeout(MODEL_TIMEOUT);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await reloadUnderServiceWorker(page);
  await expectRecovery(page, 'garbled');
  // A fresh page, so its model worker loads the model from the cache again.
  await openFreshMaker(page);
  await expectRecovery(page, 'short');
  expect(crashes).toEqual([]);
});
