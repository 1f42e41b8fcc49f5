import { expect, test, type Page } from './test.ts';
import { presetConsent, routeSiteConfig } from './site-helpers.ts';

const YEAR_S = 31_536_000;
const ANALYTICS_ID = 'G-TEST1234';

/** Answers analytics loader requests with a stub script and counts them. */
async function countAnalyticsRequests(page: Page) {
  const urls: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    urls.push(route.request().url());
    return route.fulfill({
      body: 'window.analyticsStubLoaded = true;',
      contentType: 'text/javascript',
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' },
    });
  });
  return urls;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test.describe('cookie consent', () => {
  test('accept all stores yes in both cookies for a year, site-wide, same-site only', async ({ page, context }) => {
    await routeSiteConfig(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain('statistics-cookies-consent=yes');
    expect(visible).toContain('marketing-cookies-consent=yes');
    const now = Date.now() / 1000;
    const cookies = await context.cookies();
    for (const name of ['statistics-cookies-consent', 'marketing-cookies-consent']) {
      const cookie = cookies.find((c) => c.name === name)!;
      expect(cookie).toMatchObject({ value: 'yes', path: '/', sameSite: 'Strict' });
      expect(Math.abs(cookie.expires - (now + YEAR_S))).toBeLessThan(120);
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Emote Maker', level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('reject all stores another value than yes', async ({ page, context }) => {
    await routeSiteConfig(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    const values = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(values['statistics-cookies-consent']).toBe('no');
    expect(values['marketing-cookies-consent']).toBe('no');
  });

  test('choose lets the visitor allow statistics but not marketing, and Cookie settings reopens it', async ({ page, context }) => {
    await routeSiteConfig(page);
    await page.goto('/contact-info');
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await banner(page).getByLabel('Statistics cookies').check();
    await expect(banner(page).getByLabel('Marketing cookies')).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    let values = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(values).toMatchObject({ 'statistics-cookies-consent': 'yes', 'marketing-cookies-consent': 'no' });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('heading', { name: 'Cookies' })).toBeFocused();
    await expect(banner(page).getByLabel('Statistics cookies')).toBeChecked();
    await banner(page).getByLabel('Statistics cookies').uncheck();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    values = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(values['statistics-cookies-consent']).toBe('no');
  });
});

test.describe('analytics', () => {
  test('makes no request before consent or after rejection', async ({ page }) => {
    const requests = await countAnalyticsRequests(page);
    await routeSiteConfig(page, { analyticsId: ANALYTICS_ID });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('link', { name: 'Jam Emote Maker' }).click();
    await expect(page.getByRole('heading', { name: 'Jam Emote Options' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Jam Emote Options' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });

  test('loads once consent is given, and withdrawing consent stops it', async ({ page }) => {
    const requests = await countAnalyticsRequests(page);
    await routeSiteConfig(page, { analyticsId: ANALYTICS_ID });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ANALYTICS_ID)).toBe(false);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ANALYTICS_ID)).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Emote Maker', level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
  });

  test('loads on arrival when consent was given on an earlier visit', async ({ page, context }) => {
    const requests = await countAnalyticsRequests(page);
    await presetConsent(context, 'yes');
    await routeSiteConfig(page, { analyticsId: ANALYTICS_ID });
    await page.goto('/contact-info');
    await expect.poll(() => requests).toHaveLength(1);
    await expect(banner(page)).toHaveCount(0);
  });

  test('makes no request with consent when no analytics id is configured', async ({ page, context }) => {
    const requests = await countAnalyticsRequests(page);
    await presetConsent(context, 'yes', 'yes');
    await routeSiteConfig(page, { analyticsId: null });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Emote Maker', level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });
});
