/**
 * Issue 32 item 5: leaving a maker by the site's links while an input loads cancels the load, and
 * nothing of that maker's slot (the clip's name, framing note, timeline, loading line) shows on the
 * next one, which makes its own emote from its own sample.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { NOTHING_TO_MAKE } from '../../web/messages.ts';
import { openFreshMaker, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const CLIP = fs.readFileSync('tests/fixtures/clips/rgb-vp9.webm');
const STALL_MS = 60_000;

for (const delayMs of [0, 300, 700]) {
  test(`leaving /jam for /shake ${delayMs} ms after dropping a clip shows nothing of the clip on /shake`, async ({ page }) => {
    const crashes = watchForCrashes(page);
    await openFreshMaker(page);
    await waitForOutput(page);
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'dropped-clip.webm', mimeType: 'video/webm', buffer: CLIP });
    await page.waitForTimeout(delayMs);
    await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
    await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
    await expect(page.getByRole('heading', { name: 'Shake Emote Maker' })).toBeVisible();
    await waitForOutput(page);
    // Long enough for a load that was not cancelled to land.
    await page.waitForTimeout(1500);
    const main = page.locator('main');
    await expect(main.getByText('dropped-clip.webm')).toHaveCount(0);
    await expect(main.getByText(/^Framing set to/)).toHaveCount(0);
    await expect(main.getByRole('slider', { name: 'Start' })).toHaveCount(0);
    await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expect(main.getByText(NOTHING_TO_MAKE)).toHaveCount(0);
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
}

test('leaving while a URL stalls stops its fetch', async ({ page }) => {
  let aborted = false;
  await page.route('**/remote/slow.png', async (route) => {
    // Never answers until the test ends; the page's abort shows as the request failing.
    await new Promise((resolve) => setTimeout(resolve, STALL_MS));
    await route.abort().catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/remote/slow.png')) aborted = true;
  });
  await openFreshMaker(page);
  await waitForOutput(page);
  const slot = page.getByRole('group', { name: 'Image 1', exact: true });
  await slot.getByLabel('Image 1 image URL').fill(`${new URL(page.url()).origin}/remote/slow.png`);
  await slot.getByRole('button', { name: 'Load URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading slow.png' })).toBeVisible();
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
  await waitForOutput(page);
  await expect.poll(() => aborted).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Loading slow.png' })).toHaveCount(0);
});
