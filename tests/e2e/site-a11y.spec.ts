import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routeSiteConfig } from './site-helpers.ts';

/** Serious and critical axe violations on the page, one line each with the offending selectors. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light']) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await routeSiteConfig(page);
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('lightTheme', 'TRUE'));
    });

    for (const [path, heading] of [['/', 'Emote Maker'], ['/contact-info', 'Contact'], ['/jam', 'Jam Emote Maker']]) {
      test(`${path} has no serious or critical axe violation, banner open`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the consent choices and the error screen have no serious or critical axe violation', async ({ page }) => {
      await page.goto('/?crashTest=1');
      await expect(page.getByRole('heading', { name: 'Website Error' })).toBeVisible();
      await page.getByRole('button', { name: 'Choose' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
