/**
 * Issue 32 item 5: leaving a maker by the site's links while an input loads cancels the load, and
 * nothing of that maker's slot (the clip's name, framing note, timeline, loading line) shows on the
 * next one, which makes its own emote from its own sample.
 */
import fs from 'node:fs';
import { expect, test } from './test.ts';
import { NOTHING_TO_MAKE } from '../../web/messages.ts';
import { openFreshMaker, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const CLIP = fs.readFileSync('tests/fixtures/clips/rgb-vp9.webm');
const PNG = fs.readFileSync('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
const LATE_MS = 2500;

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

test('leaving while a URL loads stops it: the image that arrives late shows on neither page', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await page.route('**/remote/slow.png', async (route) => {
    // Answers well after the visitor has left /jam; a load not cancelled would land then.
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fulfill({ status: 200, contentType: 'image/png', body: PNG }).catch(() => undefined);
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
  await page.waitForTimeout(LATE_MS + 1500);
  const main = page.locator('main');
  await expect(main.getByText('slow.png')).toHaveCount(0);
  await expect(main.getByText(/^Framing set to/)).toHaveCount(0);
  await expect(main.getByText(NOTHING_TO_MAKE)).toHaveCount(0);
  // Back on /jam, its slot still holds its sample: the late image was dropped, not put there.
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: 'Jam Emote Maker' }).click();
  await waitForOutput(page);
  await expect(page.getByRole('group', { name: 'Image 1', exact: true }).getByText('jam.1.png', { exact: true })).toBeVisible();
  expect(crashes).toEqual([]);
});

test("leaving /group while its second slot loads a URL stops it: back on /group, that slot holds what it held", async ({ page }) => {
  const crashes = watchForCrashes(page);
  await page.route('**/remote/slow-second.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fulfill({ status: 200, contentType: 'image/png', body: PNG }).catch(() => undefined);
  });
  await openFreshMaker(page, 'group');
  await waitForOutput(page);
  // /shake has one slot: its restore supersedes nothing in the second, so only leaving itself can stop this load.
  const second = page.getByRole('group', { name: 'Image 2', exact: true });
  const held = (await second.locator('.filename bdi').textContent()) ?? '';
  expect(held).not.toBe('');
  await second.getByLabel('Image 2 image URL').fill(`${new URL(page.url()).origin}/remote/slow-second.png`);
  await second.getByRole('button', { name: 'Load URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading slow-second.png' })).toBeVisible();
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
  await waitForOutput(page);
  await page.waitForTimeout(LATE_MS + 1500);
  await expect(page.locator('main').getByText('slow-second.png')).toHaveCount(0);
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: 'Group Emote Maker' }).click();
  await waitForOutput(page);
  await expect(page.getByRole('group', { name: 'Image 2', exact: true }).locator('.filename bdi')).toHaveText(held);
  await expect(page.locator('main').getByText('slow-second.png')).toHaveCount(0);
  expect(crashes).toEqual([]);
});
