/** One recipe, many pictures (issue 35 item 3): the maker's settings applied to three files, each kept in the set under its file's name. */
import path from 'node:path';
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test.describe.configure({ timeout: 120_000 });
const SLOW = 60_000;
const PHOTOS = ['astronaut.png', 'chelsea.png', 'coffee.png'].map((name) => path.resolve('tests/fixtures/photos', name));

/** The set's records as stored: code, recipe, the stored state's Image 1 name, the kept file's type and size, Image 1's file size. */
function keptRecords(page: Page) {
  return page.evaluate(() => new Promise<{ code: string; recipe: string; image1: string; preview: string; previewBytes: number; inputBytes: number }[]>((resolve) => {
    const open = indexedDB.open('emote-set');
    open.onsuccess = () => {
      const all = open.result.transaction('emotes').objectStore('emotes').getAll();
      all.onsuccess = () => resolve((all.result as { code: string; recipe: string; state: string; order: number; preview: Blob; inputs: Record<number, Blob> }[])
        .sort((a, b) => a.order - b.order)
        .map((k) => ({ code: k.code, recipe: k.recipe, image1: JSON.parse(k.state).inputImages[0].filename, preview: k.preview.type, previewBytes: k.preview.size, inputBytes: k.inputs[0].size })));
    };
  }));
}

test('a batch of three files makes three set entries named after the files, with the maker’s settings', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Mirror whole emote', { exact: true }).check(), SLOW);
  await page.getByLabel('Apply these settings to many files').setInputFiles(PHOTOS);
  await expect(page.getByTestId('batch-summary').filter({ hasText: /Making \d of 3/ })).toBeVisible();
  await expect(page.getByTestId('batch-summary').filter({ hasText: '3 of 3 added to your set.' })).toBeVisible({ timeout: SLOW });
  const files = page.getByRole('list', { name: 'Files applied' });
  await expect(files.getByRole('listitem')).toHaveText(['✓ astronaut.png → astronaut', '✓ chelsea.png → chelsea', '✓ coffee.png → coffee']);

  const records = await keptRecords(page);
  expect(records.map((r) => [r.code, r.image1, r.preview])).toEqual([
    ['astronaut', 'astronaut.png', 'image/gif'], ['chelsea', 'chelsea.png', 'image/gif'], ['coffee', 'coffee.png', 'image/gif'],
  ]);
  const fs = await import('node:fs');
  records.forEach((r, i) => {
    // The maker's setting went with each, and each kept its own file.
    expect(new URLSearchParams(r.recipe).get('e.mirror')).toBe('1');
    expect(r.inputBytes).toBe(fs.statSync(PHOTOS[i]).size);
  });
  // Three different pictures make three different files.
  expect(new Set(records.map((r) => r.previewBytes)).size).toBe(3);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your set (3)' }).click();
  for (const code of ['astronaut', 'chelsea', 'coffee']) {
    const picture = page.getByRole('img', { name: code, exact: true });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(112);
  }
  expect(crashes).toEqual([]);
});

test('Cancel stops a batch and keeps the files already added', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, SLOW);
  // Six files: the batch is still running when the first is kept.
  await page.getByLabel('Apply these settings to many files').setInputFiles([...PHOTOS, ...PHOTOS]);
  const rows = page.getByRole('list', { name: 'Files applied' }).getByRole('listitem');
  await expect(rows.filter({ hasText: '✓' }).first()).toBeVisible({ timeout: SLOW });
  await page.getByRole('button', { name: 'Cancel' }).click();
  const summary = page.getByTestId('batch-summary').filter({ hasText: /^Cancelled: \d of 6 added to your set\.$/ });
  await expect(summary).toBeVisible();
  const kept = Number((await summary.textContent())!.match(/Cancelled: (\d)/)![1]);
  expect(kept).toBeGreaterThanOrEqual(1);
  expect(kept).toBeLessThan(6);
  // What the list says was kept is what the set holds, and nothing more arrives after Cancel.
  await expect(rows.filter({ hasText: '✓' })).toHaveCount(kept);
  await page.waitForTimeout(1500);
  expect((await keptRecords(page)).map((r) => r.code)).toEqual(['astronaut', 'chelsea', 'coffee', 'astronaut2', 'chelsea2', 'coffee2'].slice(0, kept));
});
