import { expect, test } from './test.ts';
import { SAME_PAGE_NOTICE } from '../../web/messages.ts';
import { routeSiteConfig } from './site-helpers.ts';

test.beforeEach(async ({ page }) => routeSiteConfig(page));

test.describe('toasts from the address', () => {
  // clock.install adds a context-wide script, which a kept context would carry into the next test.
  test.use({ warmContext: false });

  for (const style of ['info', 'success', 'warning', 'error']) {
    test(`show ${/^[ie]/.test(style) ? 'an' : 'a'} ${style} toast once and remove both parameters`, async ({ page }) => {
      // The toast's seconds on screen pass on the page's clock, moved on, not waited for.
      await page.clock.install();
      await page.goto(`/contact-info?keep=1&toast=Hello%20${style}&toastStyle=${style}#top`);
      const toast = page.locator(`.toast-${style}`).filter({ hasText: `Hello ${style}` });
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(/\/contact-info\?keep=1#top$/);
      await page.clock.fastForward(6000);
      await expect(toast).toBeHidden({ timeout: 6000 });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
      await expect(page.getByText(`Hello ${style}`)).toHaveCount(0);
    });
  }
});

test.describe('toasts from the address', () => {
  test('give info and warning their own icons', async ({ page }) => {
    await page.goto('/?toast=Heads%20up&toastStyle=warning');
    await expect(page.locator('.toast-warning .toast-badge-warning')).toHaveText('!');
    await page.goto('/?toast=For%20your%20information&toastStyle=info');
    await expect(page.locator('.toast-info .toast-badge-info')).toHaveText('i');
  });

  test('show nothing for a style outside the four, and still clean the address', async ({ page }) => {
    await page.goto('/jam?toast=Not%20shown&toastStyle=loading');
    await expect(page).toHaveURL(/\/jam$/);
    await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
    await expect(page.getByText('Not shown')).toHaveCount(0);
  });

  test('show text as plain text, and nothing over 200 characters', async ({ page }) => {
    await page.goto(`/?toast=${encodeURIComponent('<b>bold</b>')}&toastStyle=success`);
    await expect(page.getByText('<b>bold</b>')).toBeVisible();
    await page.goto(`/?toast=${'a'.repeat(201)}&toastStyle=info`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('a'.repeat(201))).toHaveCount(0);
  });
});

test.describe('links to the page already shown', () => {
  test('say so instead of navigating, ignoring the query string', async ({ page }) => {
    await page.goto('/contact-info?from=test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByText(SAME_PAGE_NOTICE)).toBeVisible();
    await expect(page).toHaveURL(/\/contact-info\?from=test$/);
  });

  test('navigate as usual to another page', async ({ page }) => {
    await page.goto('/jam');
    await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Shake Emote Maker' }).click();
    await expect(page).toHaveURL(/\/shake$/);
    await expect(page.getByRole('heading', { name: 'Shake Emote Maker' })).toBeVisible();
    await expect(page.getByText(SAME_PAGE_NOTICE)).toHaveCount(0);
    await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
    await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
    await expect(page.getByText(SAME_PAGE_NOTICE)).toBeVisible();
  });
});
