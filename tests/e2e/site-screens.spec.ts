import { expect, test, type Page } from './test.ts';
import { EMOTE_TYPES } from '../../web/emotes/index.ts';
import { WEBSITE_ERROR_TEXT, WEBSITE_ERROR_TITLE, maintenanceMessage } from '../../web/messages.ts';
import { routeSiteConfig, TEST_CONTACTS } from './site-helpers.ts';

/** Expects a link by name to lead to an address. */
async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

test.describe('the Website Error screen', () => {
  test('replaces a page whose rendering fails, with reload, home, contact and the contact options', async ({ page }) => {
    await routeSiteConfig(page);
    page.on('pageerror', () => undefined);
    await page.goto('/jam?crashTest=1');
    await expect(page.getByRole('heading', { name: WEBSITE_ERROR_TITLE })).toBeVisible();
    await expect(page.getByText(WEBSITE_ERROR_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toHaveCount(0);
    await expectLink(page, 'Go to the home page', '/');
    await expectLink(page, 'Contact us', '/contact-info');
    await expectLink(page, TEST_CONTACTS.chatCommunity.name, TEST_CONTACTS.chatCommunity.url);
    await expectLink(page, TEST_CONTACTS.social[0]!.name, TEST_CONTACTS.social[0]!.url);
    await expectLink(page, TEST_CONTACTS.email, `mailto:${TEST_CONTACTS.email}`);

    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { name: WEBSITE_ERROR_TITLE })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Jam Emote Maker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: WEBSITE_ERROR_TITLE })).toHaveCount(0);
  });

  test('is not shown when nothing fails', async ({ page }) => {
    await routeSiteConfig(page);
    await page.goto('/jam?crashTest=0');
    await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: WEBSITE_ERROR_TITLE })).toHaveCount(0);
  });
});

test.describe('the maintenance screen', () => {
  for (const path of ['/', '/jam', '/contact-info']) {
    test(`is all that ${path} shows while maintenance is on`, async ({ page }) => {
      await routeSiteConfig(page, { maintenance: true });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: maintenanceMessage(new URL(page.url()).host) })).toBeVisible();
      await expectLink(page, TEST_CONTACTS.chatCommunity.name, TEST_CONTACTS.chatCommunity.url);
      await expectLink(page, TEST_CONTACTS.social[0]!.name, TEST_CONTACTS.social[0]!.url);
      await expect(page.getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('is not shown when the config says maintenance is off', async ({ page }) => {
    await routeSiteConfig(page, { maintenance: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Emote Maker', level: 1 })).toBeVisible();
    await expect(page.getByText('undergoing maintenance')).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test('the not-found page lists every maker', async ({ page }) => {
    await routeSiteConfig(page);
    await page.goto('/no-such-maker');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    for (const type of EMOTE_TYPES) await expectLink(page, type.pageTitle, type.url);
  });

  test('the contact page offers chat, social media and e-mail from the site config', async ({ page }) => {
    await routeSiteConfig(page);
    await page.goto('/contact-info');
    await expect(page).toHaveTitle('Contact - Emote Maker');
    await expectLink(page, TEST_CONTACTS.chatCommunity.name, TEST_CONTACTS.chatCommunity.url);
    await expectLink(page, TEST_CONTACTS.social[0]!.name, TEST_CONTACTS.social[0]!.url);
    await expectLink(page, TEST_CONTACTS.email, `mailto:${TEST_CONTACTS.email}`);
  });

  test('the home gallery shows each sample at 1x, 2x and 4x, and a placeholder for a missing one', async ({ page }) => {
    await routeSiteConfig(page);
    // A fixed 1×1 GIF for jam and a 404 for shake, whatever the sample generator has produced so far.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');
    await page.route('**/samples/out/jam.*', (route) => route.fulfill({ body: gif, contentType: 'image/gif' }));
    await page.route('**/samples/out/shake.*', (route) => route.fulfill({ status: 404 }));
    await page.goto('/');
    const jam = page.getByRole('link', { name: 'Jam Emote Maker' }).locator('img');
    await expect(jam).toHaveAttribute('srcset', '/samples/out/jam.x1.gif 1x, /samples/out/jam.x2.gif 2x, /samples/out/jam.x4.gif 4x');
    await expect(jam).toHaveJSProperty('complete', true);
    expect(await jam.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shake = page.getByRole('link', { name: 'Shake Emote Maker' });
    await shake.scrollIntoViewIfNeeded();
    await expect(shake.locator('.sample-placeholder')).toHaveText('S');
    await expect(shake.locator('img')).toHaveCount(0);
  });
});
