/** A rejected input is named (issue 12 item 5): the SPEC message exactly, the file beside it, the kept image marked as kept. */
import fs from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { LOAD_ERRORS } from '../../web/messages.ts';
import { DECODE_HELP, FILE_ERRORS, URL_HELP } from '../../web/decode/load-messages.ts';
import { craftGif } from '../fixtures/craft-gif.ts';
import { craftPng } from '../fixtures/craft-png.ts';
import { craftEmptyWebp } from '../fixtures/craft-webp.ts';
import { openFreshMaker, previewSrc, waitForOutput } from './maker-helpers.ts';

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
});

test('a file that is no image names itself beside the exact message, and the kept sample says so', async ({ page }) => {
  const before = await previewSrc(page);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({
    name: 'broken.gif',
    mimeType: 'image/gif',
    buffer: fs.readFileSync('tests/fixtures/corpus/gif-broken-bad-lzw-first-code.gif'),
  });
  await expect(slot(page).getByRole('alert')).toHaveText(`${LOAD_ERRORS.noFrames} — broken.gif ${DECODE_HELP.noFrames}`);
  await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
  expect(await previewSrc(page)).toBe(before);

  // The next good file clears both the error and the 'still using' note.
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  await expect(slot(page).getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await expect(slot(page).getByRole('alert')).toHaveCount(0);
  await expect(slot(page).getByText(/Still using/)).toHaveCount(0);
});

// Headers within limits with no pixel data behind them (issue 13 item 5); the bench times the refusal.
for (const [name, mimeType, file] of [
  ['zero-frame.gif', 'image/gif', craftGif([100, 100], [0, 0])],
  ['empty-canvas.gif', 'image/gif', craftGif([16384, 6103], null)],
  ['cut-after-ihdr.png', 'image/png', craftPng([16384, 6103], null, true)],
  ['empty-idat.png', 'image/png', craftPng([16384, 6103], [])],
  ['header-only.webp', 'image/webp', craftEmptyWebp([16384, 6103])],
] as const) {
  test(`a file with no pixels (${name}) is refused with a message, not made into a blank emote`, async ({ page }) => {
    const before = await previewSrc(page);
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name, mimeType, buffer: Buffer.from(file) });
    await expect(slot(page).getByRole('alert')).toHaveText(`${LOAD_ERRORS.noFrames} — ${name} ${DECODE_HELP.noFrames}`);
    await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
    expect(await previewSrc(page)).toBe(before);
  });
}

test('a URL that fails is named by its file', async ({ page }) => {
  await page.route('**/remote/missing.png', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await slot(page).getByLabel('Image 1 image URL').fill('http://127.0.0.1:4191/remote/missing.png');
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
  await expect(slot(page).getByRole('alert')).toHaveText(`${LOAD_ERRORS.badResponse} — missing.png ${URL_HELP.notFound}`);
  await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
});

test('an overlay image that is no image is named too', async ({ page }) => {
  await page.getByRole('button', { name: 'Overlay', exact: true }).click();
  await page.getByLabel('Overlay image file').setInputFiles({ name: 'empty.gif', mimeType: 'image/gif', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert')).toHaveText(`${FILE_ERRORS.empty} — empty.gif ${DECODE_HELP.empty}`);
});
