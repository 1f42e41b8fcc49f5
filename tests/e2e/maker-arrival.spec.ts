/** A maker page as a new visitor meets it (issue 12 item 1): samples in every slot and the output made. */
import { expect, test } from './test.ts';
import { openFreshMaker, previewImage, waitForOutput } from './maker-helpers.ts';

/**
 * Everything the output panel says beyond its fixed parts (heading, zoom switch, the all-platforms
 * section): with no output, that is the one empty-state message and nothing else.
 */
const emptyOutputWords = (output: import('@playwright/test').Locator) =>
  output.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('h2, label, section').forEach((part) => part.remove());
    return copy.textContent!.replace(/\s+/g, ' ').trim();
  });

const slot = (page: import('@playwright/test').Page, title: string) => page.getByRole('group', { name: title, exact: true });

test('a fresh jam page starts with its sample and the output made, without a click', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await expect(slot(page, 'Image 1').getByText('jam.1.png', { exact: true })).toBeVisible();
  await expect(page.getByText('20 frames')).toBeVisible();
  // Starting from the samples is not the visitor's work: leaving asks nothing.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await waitForOutput(page);
  expect(dialogs).toEqual([]);
});

test('a fresh group page fetches all six samples at once and makes the output from them', async ({ page }) => {
  const started: number[] = [];
  const finished: number[] = [];
  // Each sample answers after 400 ms: one after another would take 2.4 s before the last is asked for.
  await page.route('**/samples/in/group.*.png', async (route) => {
    // The decoder fetches; the placement previews' <img> requests come after and do not count.
    if (route.request().resourceType() !== 'fetch') return route.continue();
    started.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
    finished.push(Date.now());
  });
  await openFreshMaker(page, 'group');
  await waitForOutput(page);
  for (let n = 1; n <= 6; n++) await expect(slot(page, `Image ${n}`).getByText(`group.${n}.png`, { exact: true })).toBeVisible();
  expect(started).toHaveLength(6);
  expect(Math.max(...started)).toBeLessThan(Math.min(...finished));
});

test('saved work restores instead of the samples', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  await expect(slot(page, 'Image 1').getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await waitForOutput(page);
  await expect(slot(page, 'Image 1').getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await expect(page.getByText('jam.1.png', { exact: true })).toHaveCount(0);
});

test('a page whose inputs the visitor removed stays empty after a reload, with one message', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await page.getByRole('button', { name: 'Remove Image 1' }).click();
  await expect(previewImage(page)).toHaveCount(0);
  const output = page.getByRole('region', { name: 'Output' });
  await expect(output.getByText('nothing to make', { exact: true })).toBeVisible();
  await expect(emptyOutputWords(output)).resolves.toBe('nothing to make');
  await expect(page.getByText('nothing to make', { exact: true })).toHaveCount(1);
  await page.waitForTimeout(500);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(output.getByText('nothing to make', { exact: true })).toBeVisible();
  await expect(emptyOutputWords(output)).resolves.toBe('nothing to make');
  await expect(page.getByText('jam.1.png', { exact: true })).toHaveCount(0);
});
