/** Wide and tall inputs (issue 12 item 9): fit shows the whole image, fill covers the emote; photos fill by default. */
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const PHOTO = 'tests/fixtures/corpus/jpeg-baseline-480x360.jpg';
const CUTOUT = 'tests/fixtures/corpus/png-rgba-8bit-alpha.png';
const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const framing = (page: Page) => page.getByRole('radiogroup', { name: 'Image 1 Framing' });

/** Alpha of the first frame of the downloaded GIF at (x, y); with no squash, jam's first frame shows the input unmoved. */
async function firstFrameAlpha(page: Page, points: [number, number][]) {
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  return points.map(([x, y]) => gif.frames[0][(y * gif.width + x) * 4 + 3]);
}

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
  // Jam draws its image smaller by the room its squash needs (issue 25): without squash it fills the emote.
  await waitForNewOutput(page, () => page.getByLabel('Squash', { exact: true }).fill('0'));
});

test('a 4:3 photo fills the square emote by default; Fit brings back the bands', async ({ page }) => {
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(PHOTO));
  await expect(slot(page).getByText('jpeg-baseline-480x360.jpg', { exact: true })).toBeVisible();
  await expect(framing(page).getByRole('radio', { name: 'Fill' })).toBeChecked();
  // Corners and the top edge are covered by the photo.
  expect(await firstFrameAlpha(page, [[1, 1], [110, 1], [56, 2], [1, 110]])).toEqual([255, 255, 255, 255]);

  await waitForNewOutput(page, () => framing(page).getByRole('radio', { name: 'Fit' }).check());
  // 480×360 fitted into 112×112 is 112×84: clear bands of 14 px above and below.
  expect(await firstFrameAlpha(page, [[56, 2], [56, 56], [56, 109]])).toEqual([0, 255, 0]);
});

test('a cut-out with transparency is fitted whole by default', async ({ page }) => {
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles(CUTOUT);
  await expect(slot(page).getByText('png-rgba-8bit-alpha.png', { exact: true })).toBeVisible();
  await expect(framing(page).getByRole('radio', { name: 'Fit' })).toBeChecked();
});

test('with fill, moving the photo chooses the part that shows', async ({ page }) => {
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(PHOTO));
  // 480×360 filled into 112×112 is 149×112: 18 px cropped on each side. Moving 30% right uncovers the left edge.
  await waitForNewOutput(page, async () => {
    await page.getByRole('group', { name: /Image 1 placement/ }).focus();
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
  });
  expect(await firstFrameAlpha(page, [[2, 56], [109, 56]])).toEqual([0, 255]);
});

test('the choice is kept per input across a reload', async ({ page }) => {
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(PHOTO));
  await waitForNewOutput(page, () => framing(page).getByRole('radio', { name: 'Fit' }).check());
  await page.waitForTimeout(500);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await waitForOutput(page);
  await expect(framing(page).getByRole('radio', { name: 'Fit' })).toBeChecked();
  expect(await firstFrameAlpha(page, [[56, 2]])).toEqual([0]);
});
