/** Paste anywhere on the maker page (issue 12 item 6). */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './test.ts';
import { openFreshMaker, waitForOutput } from './maker-helpers.ts';

const PNG = 'tests/fixtures/corpus/png-rgba-8bit-alpha.png';
const slot = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** Dispatches pastes of a PNG file, one per name, at `target` in one task (as quick Ctrl+Vs come before a decode ends); true when none was cancelled. */
async function pasteFileAt(target: Locator, ...names: string[]) {
  const base64 = fs.readFileSync(PNG).toString('base64');
  return target.evaluate(
    (el, { base64, names }) => names.map((name) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' }));
      return el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }).every(Boolean),
    { base64, names },
  );
}

test('a paste on the page body replaces the sample in Image 1', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  await pasteFileAt(page.locator('body'), 'pasted.png');
  await expect(slot(page, 'Image 1').getByText('pasted.png', { exact: true })).toBeVisible();
});

test('a paste with focus on an option fills the first empty slot, then the first sample, even while the first still loads', async ({ page }) => {
  await openFreshMaker(page, 'group');
  await waitForOutput(page);
  await page.getByRole('button', { name: 'Remove Image 3' }).click();
  const mirror = page.getByLabel('Mirror whole emote', { exact: true });
  await mirror.focus();
  // Two pastes before the first file has decoded: the second must not take the slot the first is loading into.
  await pasteFileAt(mirror, 'first.png', 'second.png');
  await expect(slot(page, 'Image 1').getByText('second.png', { exact: true })).toBeVisible();
  await expect(slot(page, 'Image 3').getByText('first.png', { exact: true })).toBeVisible();
});

test('a paste into a slot still targets that slot', async ({ page }) => {
  await openFreshMaker(page, 'group');
  await waitForOutput(page);
  await pasteFileAt(slot(page, 'Image 4'), 'fourth.png');
  await expect(slot(page, 'Image 4').getByText('fourth.png', { exact: true })).toBeVisible();
  await expect(slot(page, 'Image 1').getByText('group.1.png', { exact: true })).toBeVisible();
});

test('a paste into the filename or a number field is left to the field', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  for (const field of [page.getByLabel('Filename', { exact: true }), page.getByLabel('Angle', { exact: true })]) {
    await field.focus();
    const notCancelled = await pasteFileAt(field, 'not-for-a-slot.png');
    expect(notCancelled).toBe(true);
  }
  await page.waitForTimeout(500);
  await expect(page.getByText('not-for-a-slot.png')).toHaveCount(0);
  await expect(slot(page, 'Image 1').getByText('jam.1.png', { exact: true })).toBeVisible();
});
