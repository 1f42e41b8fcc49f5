import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import fs from 'node:fs';
import { holdPipelineWorkers, openFreshMaker, progressStatus, startLongJob, waitForNewOutput, waitForOutput } from './maker-helpers.ts';
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

    test('the jam page in use has no serious or critical axe violation: output made, popover open, input error', async ({ page }) => {
      await openFreshMaker(page);
      await waitForOutput(page);
      await expect(page.getByRole('radio', { name: 'Fill' }).first()).toBeVisible();
      expect(await seriousViolations(page), 'output made').toEqual([]);

      await page.getByRole('button', { name: 'About Tilt' }).click();
      await expect(page.getByRole('tooltip')).toBeVisible();
      expect(await seriousViolations(page), 'info popover open').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({
        name: 'broken.gif',
        mimeType: 'image/gif',
        buffer: fs.readFileSync('tests/fixtures/corpus/gif-broken-bad-lzw-first-code.gif'),
      });
      await expect(page.getByRole('group', { name: 'Image 1', exact: true }).getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page), 'input error shown').toEqual([]);
    });

    test('the jam page with a job in flight (progress and Cancel) has no serious or critical axe violation', async ({ page }) => {
      await openFreshMaker(page);
      await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }));
      await startLongJob(page);
      // A scan of this page takes longer than the job: the pipeline worker is held busy while axe looks
      // at the page. The hold is the evaluation itself, not a timer it sets: with a timer the job ended
      // before the scan once in three runs at three workers (the timer, I take it, waited behind the
      // job's own yields, which are MessageChannel messages).
      // (Each change of size replaced the job; a replaced job's worker may still be closing, and cannot
      // be held: it needs not be.) The check after the scan says whether the job was still in flight.
      // The hold blocks in Atomics.wait, not in a busy loop: a loop kept a core busy for each worker
      // until the page closed, CPU taken from the other tests.
      holdPipelineWorkers(page, 60_000);
      const violations = await seriousViolations(page);
      // The scan saw the job in flight, not the page after it.
      await expect(progressStatus(page)).toHaveText(/^(making frame \d+ of 60|encoding…)$/);
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
      expect(violations).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
    });

    test('the consent choices and the error screen have no serious or critical axe violation', async ({ page }) => {
      await page.goto('/?crashTest=1');
      await expect(page.getByRole('heading', { name: 'Website Error' })).toBeVisible();
      await page.getByRole('button', { name: 'Choose' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
