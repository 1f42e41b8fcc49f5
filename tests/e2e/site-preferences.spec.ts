import { expect, test, type Page } from './test.ts';
import { routeSiteConfig } from './site-helpers.ts';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.beforeEach(async ({ page }) => routeSiteConfig(page));

test('the light theme switch sets data-theme, stores TRUE, survives a reload and is removed when off', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Light theme' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await theme(page)).toBeNull();
  const darkBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await theme(page)).toBe('light');
  expect(await stored(page, 'lightTheme')).toBe('TRUE');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(darkBackground);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
  expect(await theme(page)).toBe('light');

  await page.getByRole('switch', { name: 'Light theme' }).click();
  expect(await theme(page)).toBeNull();
  expect(await stored(page, 'lightTheme')).toBeNull();
});

test('the unsaved-work warning is on by default; turning it off stores noUnsavedWarning TRUE', async ({ page }) => {
  await page.goto('/jam');
  const warn = page.getByRole('checkbox', { name: 'Warn before leaving unsaved work' });
  await expect(warn).toBeChecked();
  expect(await stored(page, 'noUnsavedWarning')).toBeNull();
  await warn.uncheck();
  expect(await stored(page, 'noUnsavedWarning')).toBe('TRUE');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Warn before leaving unsaved work' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Warn before leaving unsaved work' }).check();
  expect(await stored(page, 'noUnsavedWarning')).toBeNull();
});

test('a stored value other than TRUE counts as unset', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lightTheme', 'true'));
  await page.goto('/');
  await expect(page.getByRole('switch', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'false');
  expect(await theme(page)).toBeNull();
});
