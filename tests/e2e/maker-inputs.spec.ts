import { expect, test, type Page } from './test.ts';
import fs from 'node:fs';
import { openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';
import { URL_HELP } from '../../web/decode/load-messages.ts';

const PNG = 'tests/fixtures/corpus/png-rgba-8bit-alpha.png';
const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

/** Builds a DataTransfer holding the fixture as a File, inside the page. */
async function fileTransfer(page: Page, name: string) {
  const base64 = fs.readFileSync(PNG).toString('base64');
  return page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { base64, name },
  );
}

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
});

test('takes a file dropped on the slot', async ({ page }) => {
  const transfer = await fileTransfer(page, 'dropped.png');
  await slot(page).dispatchEvent('dragover', { dataTransfer: transfer });
  await slot(page).dispatchEvent('drop', { dataTransfer: transfer });
  await expect(slot(page).getByText('dropped.png', { exact: true })).toBeVisible();
  await waitForOutput(page);
});

test('takes an image pasted into the slot', async ({ page }) => {
  const transfer = await fileTransfer(page, 'pasted.png');
  await slot(page).evaluate((el, clipboardData) => {
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, transfer);
  await expect(slot(page).getByText('pasted.png', { exact: true })).toBeVisible();
  await waitForOutput(page);
});

test('loads an image URL, and says Bad URL response for a missing one', async ({ page }) => {
  await page.route('**/remote/*.png', (route) =>
    route.request().url().endsWith('/missing.png')
      ? route.fulfill({ status: 404, body: 'gone' })
      : route.fulfill({ status: 200, contentType: 'image/png', body: fs.readFileSync(PNG) }),
  );
  const url = slot(page).getByLabel('Image 1 image URL');
  await url.fill('http://127.0.0.1:4173/remote/photo.png');
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
  await expect(slot(page).getByText('photo.png', { exact: true })).toBeVisible();
  await waitForOutput(page);
  await url.fill('http://127.0.0.1:4173/remote/missing.png');
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
  await expect(slot(page).getByRole('alert')).toHaveText(`Bad URL response — missing.png ${URL_HELP.notFound}`);
  await expect(slot(page).getByText('Still using photo.png', { exact: true })).toBeVisible();
});

test('moves and zooms the input with the keyboard, remaking the output', async ({ page }) => {
  // The fresh page starts from the sample.
  await waitForOutput(page);
  const frame = page.getByRole('group', { name: /Image 1 placement/ });
  const image = frame.locator('img').first();
  const before = await image.getAttribute('style');
  await waitForNewOutput(page, async () => {
    await frame.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
  });
  await expect(image).not.toHaveAttribute('style', before!);
  expect(await image.getAttribute('style')).toMatch(/translate\(10%, 0%\) matrix\(1\.1, 0, 0, 1\.1, 0, 0\)/);
});
