import { expect, test } from './test.ts';
import { ENCODE_ERRORS } from '../../web/messages.ts';
import { readCorpusFile } from '../fixtures/read-corpus.ts';
import { openFreshMaker, waitForNewOutput } from './maker-helpers.ts';

const LONG_GIF = 'gif-259f-1000x175-zero-delay-no-loop-ext.gif';

test('leaving a maker page while its job runs shows no stale alert on the next page', async ({ page }) => {
  test.setTimeout(240_000);
  await openFreshMaker(page);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: LONG_GIF, mimeType: 'image/gif', buffer: Buffer.from(readCorpusFile(LONG_GIF)) }), 120_000);
  await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }), 120_000);
  // Every alert the single-page app ever shows from here on, wherever it appears.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { alertsSeen: string[] }).alertsSeen = []);
    new MutationObserver(() => document.querySelectorAll('[role=alert]').forEach((a) => seen.push(a.textContent ?? ''))).observe(document.body, {
      subtree: true, childList: true, characterData: true,
    });
  });
  await page.getByLabel('Width', { exact: true }).fill('400');
  await page.getByLabel('Width', { exact: true }).press('Enter');
  await expect(page.locator('.output-panel [role=status]')).toHaveText(/making frame|encoding/);
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
  await expect(page.getByRole('heading', { name: 'Shake Emote Maker' })).toBeVisible();
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
  expect(seen.filter((text) => text.includes(ENCODE_ERRORS.interrupted))).toEqual([]);
});
