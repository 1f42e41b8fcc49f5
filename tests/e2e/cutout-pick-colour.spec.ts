/**
 * "Remove colour" picks its colour on the placement preview (issue 18 item 2): with "Pick colour
 * on image" pressed, a click on the slot's placement frame takes the colour of the image under it
 * (zoomed and mirrored as placed) instead of moving the image; the colour field stays the
 * keyboard's way, and Escape stops picking.
 */
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { makeDiscPng } from '../fixtures/make-disc-png.ts';
import { alphaAt } from './cutout-pixels.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, watchForCrashes } from './maker-helpers.ts';

const SETTLE = 120_000;

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });
const placement = (page: Page) => page.getByRole('group', { name: /^Image 1 placement/ });
const colourField = (page: Page) => cutout(page).getByLabel('Colour to remove', { exact: true });

/** Alpha at the centre of the output's first frame. */
async function centreAlpha(page: Page) {
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  return alphaAt(gif.frames[0], gif.width, gif.width >> 1, gif.height >> 1);
}

/** Presses "Pick colour on image" and clicks the placement frame at a share of its width and height. */
async function pickAt(page: Page, fx: number, fy: number) {
  await cutout(page).getByRole('button', { name: 'Pick colour on image' }).click();
  await expect(placement(page)).toHaveAccessibleName('Image 1 placement: click the colour to remove');
  // The button is below the preview: the page brings the whole preview into view to click on.
  await expect(placement(page)).toBeInViewport({ ratio: 1 });
  const box = (await placement(page).boundingBox())!;
  await placement(page).click({ position: { x: box.width * fx, y: box.height * fy } });
}

test('a click on the placement preview picks the colour to remove there, as the image is placed', async ({ page }) => {
  test.setTimeout(300_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  const file = { name: 'disc.png', mimeType: 'image/png', buffer: makeDiscPng(128) };
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(file), SETTLE);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove colour' }).click(), SETTLE);
  // It starts from the image's corner colour: the green backdrop goes, the disc stays.
  await expect(colourField(page)).toHaveValue('#00b000');
  expect(await centreAlpha(page)).toBe(255);

  // Zoomed in and moved right, the disc shows at 85 % of the frame's width (in the unplaced image that is green backdrop).
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await placement(page).focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  const storedTransform = () => page.evaluate(() => JSON.parse(localStorage.getItem('emote-state:jam') ?? '{}').inputImages?.[0]?.transform);
  // The state is saved shortly after the last change.
  await expect.poll(async () => (await storedTransform())?.offset.x).toBeCloseTo(0.2);
  const placed = await storedTransform();
  await waitForNewOutput(page, () => pickAt(page, 0.85, 0.5), SETTLE);
  await expect(colourField(page)).toHaveValue('#283cdc');
  await expect(cutout(page).getByRole('button', { name: 'Pick colour on image' })).toHaveAttribute('aria-pressed', 'false');
  await expect(placement(page)).toHaveAccessibleName(/arrow keys move/);
  // The click picked; it did not move the image.
  await expect.poll(storedTransform).toEqual(placed);

  // A corner of the frame shows the green backdrop.
  await waitForNewOutput(page, () => pickAt(page, 0.97, 0.03), SETTLE);
  await expect(colourField(page)).toHaveValue('#00b000');

  // Escape stops picking; the colour field is the keyboard's way to choose.
  await cutout(page).getByRole('button', { name: 'Pick colour on image' }).click();
  await placement(page).press('Escape');
  await expect(cutout(page).getByRole('button', { name: 'Pick colour on image' })).toHaveAttribute('aria-pressed', 'false');
  await waitForNewOutput(page, () => colourField(page).fill('#283cdc'), SETTLE);
  await expect(placement(page)).toHaveAccessibleName(/arrow keys move/);
  expect(crashes).toEqual([]);
});
