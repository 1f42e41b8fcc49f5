/**
 * Issue 19 items 4 and 5: an image of zero width or height is refused in every format, SVG
 * included; an input with nothing to show is named as such in its slot and the output says there is
 * nothing to make instead of offering a blank file; a data: URL is named by its type.
 */
import { expect, test, type Page } from './test.ts';
import { LOAD_ERRORS, NOTHING_TO_MAKE } from '../../web/messages.ts';
import { DECODE_HELP } from '../../web/decode/load-messages.ts';
import { craftPng } from '../fixtures/craft-png.ts';
import { downloadLink, openFreshMaker, previewSrc, waitForOutput } from './maker-helpers.ts';

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const output = (page: Page) => page.getByRole('region', { name: 'Output' });

const SVG = 'http://www.w3.org/2000/svg';

/** A PNG drawn by the page's own canvas, as a data: URL: clear, or with a red square in it. */
const pngDataUrl = (page: Page, withSquare: boolean) =>
  page.evaluate(async (square) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    if (square) {
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#d22';
      ctx.fillRect(16, 16, 32, 32);
    }
    return canvas.toDataURL('image/png');
  }, withSquare);

async function loadUrl(page: Page, url: string) {
  await slot(page).getByLabel('Image 1 image URL').fill(url);
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
}

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, 120_000);
});

for (const [name, mimeType, bytes] of [
  ['zero-width.svg', 'image/svg+xml', `<svg xmlns="${SVG}" width="0" height="64"><rect width="64" height="64" fill="red"/></svg>`],
  ['zero-height.svg', 'image/svg+xml', `<svg xmlns="${SVG}" width="64" height="0px"><rect width="64" height="64" fill="red"/></svg>`],
  ['zero-width.png', 'image/png', Buffer.from(craftPng([0, 64], [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))],
] as const) {
  test(`an image of zero size (${name}) is refused with "Couldn't get size", not made into a blank emote`, async ({ page }) => {
    const before = await previewSrc(page);
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
    await expect(slot(page).getByRole('alert')).toHaveText(`${LOAD_ERRORS.noSize} — ${name} ${DECODE_HELP.noSize}`);
    await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
    expect(await previewSrc(page)).toBe(before);
  });
}

test('an SVG with nothing drawable says the image is empty, and the output that there is nothing to make', async ({ page }) => {
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({
    name: 'nothing.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(`<svg xmlns="${SVG}" width="64" height="64"><g/></svg>`),
  });
  await expect(slot(page).getByText('nothing.svg', { exact: true })).toBeVisible();
  await expect(slot(page).getByRole('status').filter({ hasText: 'this image is empty' })).toBeVisible();
  await expect(output(page).getByText(NOTHING_TO_MAKE, { exact: true })).toBeVisible();
  await expect(downloadLink(page)).toHaveCount(0);

  // An image with something in it takes its place: the notice goes and a file is offered again.
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  await expect(slot(page).getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await waitForOutput(page, 120_000);
  await expect(slot(page).getByText('this image is empty')).toHaveCount(0);
  await expect(output(page).getByText(NOTHING_TO_MAKE, { exact: true })).toHaveCount(0);
});

test('a data: URL is named by its type, and a clear one is empty', async ({ page }) => {
  const clear = await pngDataUrl(page, false);
  await loadUrl(page, clear);
  await expect(slot(page).getByText('pasted image.png', { exact: true })).toBeVisible();
  await expect(slot(page).getByText(clear.slice(-12))).toHaveCount(0);
  await expect(slot(page).getByRole('status').filter({ hasText: 'this image is empty' })).toBeVisible();
  await expect(output(page).getByText(NOTHING_TO_MAKE, { exact: true })).toBeVisible();

  await loadUrl(page, await pngDataUrl(page, true));
  await waitForOutput(page, 120_000);
  await expect(slot(page).getByText('pasted image.png', { exact: true })).toBeVisible();
  await expect(slot(page).getByText('this image is empty')).toHaveCount(0);
});
