/** Issue 25: what the page shows matches what the visitor gets, and alarms them for nothing. */
import { expect, test, type Page } from '@playwright/test';
import { openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const checks = (page: Page) => page.getByRole('region', { name: 'Platform checks' });
const presetSelect = (page: Page) => page.getByLabel('Preset', { exact: true });

test('a fresh animated Twitch emote shows no red cross: still-only platforms sit under Other platforms with the reason', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  const taking = checks(page).getByRole('list', { name: 'Platforms that take this file' });
  const chosen = taking.getByRole('listitem').first();
  await expect(chosen).toContainText('Twitch emote');
  await expect(chosen).toContainText('(your choice)');
  await expect(chosen).toContainText('passes');
  await expect(taking).toContainText('Discord emoji');
  await expect(checks(page).getByText('fails', { exact: true })).toHaveCount(0);
  await expect(checks(page).getByText('✗')).toHaveCount(0);
  const others = checks(page).getByRole('list', { name: 'Other platforms' });
  for (const platform of ['Twitch badge', 'FFZ', 'YouTube emoji', 'YouTube channel badge']) {
    await expect(others.getByRole('listitem').filter({ hasText: platform })).toContainText('still images only');
  }
  // Every platform still has its docs link, in one list or the other.
  await expect(checks(page).getByRole('link')).toHaveCount(9);
});

test('a chosen static badge is judged for the badge, and the emote platforms move aside with their sizes in words', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await waitForNewOutput(page, () => presetSelect(page).selectOption({ label: 'Twitch badge, static 72×72' }));
  const chosen = checks(page).getByRole('list', { name: 'Platforms that take this file' }).getByRole('listitem').first();
  await expect(chosen).toContainText('Twitch badge');
  await expect(chosen).toContainText('(your choice)');
  const others = checks(page).getByRole('list', { name: 'Other platforms' });
  await expect(others.getByRole('listitem').filter({ hasText: 'Twitch emote' })).toContainText('72 px is not 28, 56 or 112 to 4096 px');
  await expect(others.getByRole('listitem').filter({ hasText: 'BTTV' })).toContainText('112 px only');
});

test('every preset has its own label saying what it makes, and the closed select still tells which was picked', async ({ page }) => {
  await openFreshMaker(page);
  const labels = (await presetSelect(page).locator('option').allTextContents()).map((text) => text.trim());
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toContain('Twitch emote, animated 112×112');
  expect(labels).toContain('Twitch emote, static 112×112');
  expect(labels).toContain('Discord emoji, animated 128×128');
  expect(labels).toContain('Discord emoji, static 128×128');
  await presetSelect(page).selectOption({ label: 'Discord emoji, static 128×128' });
  await expect(presetSelect(page).locator('option:checked')).toHaveText('Discord emoji, static 128×128');
});

test('the YouTube channel badge output says who it is for and has its check row', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await waitForNewOutput(page, () => presetSelect(page).selectOption({ label: 'YouTube channel badge, static 32×32' }));
  await expect(page.getByTestId('output-summary')).toContainText('For YouTube channel badge: ');
  const chosen = checks(page).getByRole('list', { name: 'Platforms that take this file' }).getByRole('listitem').first();
  await expect(chosen).toContainText('YouTube channel badge');
  await expect(chosen).toContainText('passes');
  await expect(chosen).toContainText('size is optimal');
});

test('the preview shows the overlay on top once: not again over a file that already carries it', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  const output = page.getByRole('region', { name: 'Output' });
  await page.getByRole('button', { name: 'Overlay', exact: true }).click();
  await expect(page.getByLabel('Show on preview', { exact: true })).toBeChecked();
  await page.getByLabel('Overlay image file').setInputFiles('tests/fixtures/corpus/jpeg-baseline-480x360.jpg');
  await expect(output.locator('img.overlay-image')).toHaveCount(1);
  await waitForNewOutput(page, () => page.getByLabel('Show on output', { exact: true }).check());
  // The file has the overlay drawn in: the preview is the file, nothing stacked on it.
  await expect(output.locator('img.overlay-image')).toHaveCount(0);
  await waitForNewOutput(page, () => page.getByLabel('Show on output', { exact: true }).uncheck());
  await expect(output.locator('img.overlay-image')).toHaveCount(1);
});

test('the two mirrors have names that say what each mirrors', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await expect(page.getByRole('button', { name: 'Mirror image', exact: true })).toBeVisible();
  await expect(page.getByLabel('Mirror whole emote', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Mirror', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mirror', exact: true })).toHaveCount(0);
});
