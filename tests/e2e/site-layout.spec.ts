import { expect, test } from './test.ts';
import { routeSiteConfig } from './site-helpers.ts';

const PAGES = [
  ['/', 'Emote Maker'],
  ['/contact-info', 'Contact'],
  ['/jam', 'Jam Emote Maker'],
  ['/no-such-page', 'Page not found'],
] as const;

for (const width of [375, 1440]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, heading] of PAGES) {
      test(`${path} has no horizontal scroll and shows its header controls`, async ({ page }) => {
        await routeSiteConfig(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        await expect(page.getByRole('switch', { name: 'Light theme' })).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Accept all' })).toBeInViewport();
      });
    }
  });
}
