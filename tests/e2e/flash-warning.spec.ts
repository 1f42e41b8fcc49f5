/** The flashing warning (WCAG 2.3.1): a strobe input warns beside the platform checks; a calm sample does not. */
import { expect, test } from './test.ts';
import { makeStrobeGif } from '../fixtures/make-strobe-gif.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

test('a black and white strobe warns with its worst second, the sample does not', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  const check = page.getByTestId('flash-check');
  await expect(check).toHaveText(/No more than three flashes in any second/);

  // 50 ms black, 50 ms white: ten flashes a second, the whole second long.
  const strobe = { name: 'strobe.gif', mimeType: 'image/gif', buffer: Buffer.from(makeStrobeGif()) };
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(strobe));
  await expect(check).toHaveAttribute('role', 'alert');
  await expect(check).toContainText(/Flashes 1\d times between \d\.\d s and \d\.\d s/);
  // Beside the platform checks, where the visitor reads the verdicts.
  const gap = await page.evaluate(() => {
    const warning = document.querySelector('[data-testid="flash-check"]')!.getBoundingClientRect();
    const checks = document.querySelector('.platform-checks')!.getBoundingClientRect();
    return checks.top - warning.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(40);
  await page.screenshot({ path: test.info().outputPath('flash-warning.png'), fullPage: true });
});
