/**
 * Issue 19 item 2 (SPEC section 2): leaving a maker page by the site's links revokes its object
 * URLs, the output's and the uploaded input's, so none of their bytes stay in the page; coming back
 * restores the upload from IndexedDB, as a reload does, and makes the output again.
 */
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, previewSrc, waitForOutput } from './maker-helpers.ts';

test.describe.configure({ timeout: 300_000 });

async function followLinksTo(page: Page, title: string) {
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** True when the page can still read the bytes behind an object URL. */
const stillHeld = (page: Page, url: string) => page.evaluate((u) => fetch(u).then(() => true, () => false), url);

/** Records every object URL the page makes, to check later which still hold bytes. */
const recordObjectUrls = (page: Page) =>
  page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { madeObjectUrls: string[] }).madeObjectUrls = made;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      made.push(url);
      return url;
    };
  });

const madeObjectUrls = (page: Page) => page.evaluate(() => [...(window as unknown as { madeObjectUrls: string[] }).madeObjectUrls]);

test('leaving revokes every object URL the page made; coming back restores the upload', async ({ page }) => {
  await recordObjectUrls(page);
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, 120_000);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  const slot = page.getByRole('group', { name: 'Image 1', exact: true });
  await expect(slot.getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await waitForOutput(page, 120_000);
  // The output for the upload is the preview's blob: a wait that passed in the moment the sample's
  // image gave way to the new job's live preview found no src (seen once in a full run).
  await expect(page.getByRole('img', { name: 'Emote preview' })).toHaveAttribute('src', /^blob:/, { timeout: 120_000 });
  await waitForOutput(page, 120_000);
  const outputUrl = (await previewSrc(page))!;
  const madeOnJam = await madeObjectUrls(page);
  expect(madeOnJam).toContain(outputUrl);
  // The output and the uploaded input at least (the sample's output was revoked when replaced).
  const held = [];
  for (const url of madeOnJam) if (await stillHeld(page, url)) held.push(url);
  expect(held.length).toBeGreaterThanOrEqual(2);

  await followLinksTo(page, 'Shake Emote Maker');
  for (const url of madeOnJam) expect(await stillHeld(page, url), `${url} is revoked on leaving`).toBe(false);

  await followLinksTo(page, 'Jam Emote Maker');
  await expect(slot.getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await waitForOutput(page, 120_000);
  await expect(slot.getByRole('alert')).toHaveCount(0);
});
