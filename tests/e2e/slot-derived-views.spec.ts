/**
 * Views derived from a slot follow it (issue 31 items 4 and 5): framing follows a cut-out unless
 * the visitor chose it, the placement picture is drawn as the worker draws (the cut subject, the
 * words with colour emoji), and the stack offers no move that leaves the file as it was.
 */
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { coolColours, inkAtEdges } from './text-pixels.ts';

/** A 600×400 photo with no transparency: Fill by its alpha, cropped left and right in a square emote. */
const COFFEE = 'tests/fixtures/photos/coffee.png';
/** Waits for a made file on a busy machine (checkouts share two cores): not a time bound on the feature. */
const SETTLE = 120_000;
test.beforeEach(() => test.setTimeout(300_000));

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const framing = (page: Page) => page.getByRole('radiogroup', { name: 'Image 1 Framing' });
const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });
const picture = (page: Page) => page.getByRole('group', { name: /^Image 1 placement/ }).locator('img:not(.overlay-image)');
const FILL_NOTE = /^Framing set to Fill: this image has no transparency/;
const FIT_NOTE = 'Framing set to Fit: its background is removed, so all of the subject shows. Choose Fill to cover the emote.';

/** The placement picture's pixels at its own size, RGBA. */
const picturePixels = (page: Page) =>
  picture(page).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const ctx = new OffscreenCanvas(img.naturalWidth, img.naturalHeight).getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return { width: img.naturalWidth, height: img.naturalHeight, data: Array.from(ctx.getImageData(0, 0, img.naturalWidth, img.naturalHeight).data) };
  });

/**
 * Share of the picture's pixels that are clear, and the alpha at its centre, counted in the page:
 * the 600×400 photo's pixels as a JSON array were 960,000 numbers a reading, seconds each on a
 * loaded machine, and the polls below read it again and again.
 */
const pictureAlpha = (page: Page) =>
  picture(page).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const { naturalWidth: width, naturalHeight: height } = img;
    const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, width, height).data;
    let clear = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] === 0) clear++;
    return { clear: clear / (width * height), centre: data[((height >> 1) * width + (width >> 1)) * 4 + 3] };
  });

async function openWithPhoto(page: Page) {
  await openFreshMaker(page);
  await waitForOutput(page, SETTLE);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(COFFEE), SETTLE);
  await expect(framing(page).getByRole('radio', { name: 'Fill' })).toBeChecked();
}

test('removing a photo\'s backdrop turns Fill to Fit with a note saying why, the placement picture shows the cut subject, and keeping the background brings Fill back', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openWithPhoto(page);
  await expect(slot(page).getByText(FILL_NOTE)).toBeVisible();
  expect((await pictureAlpha(page)).clear).toBe(0);

  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await expect(framing(page).getByRole('radio', { name: 'Fit' })).toBeChecked();
  await expect(slot(page).getByText(FIT_NOTE, { exact: true })).toBeVisible();
  await expect(slot(page).getByText(FILL_NOTE)).toHaveCount(0);
  // The picture is the cut subject: the table's backdrop is clear, the cup in the middle is not.
  await expect.poll(async () => (await pictureAlpha(page)).clear, { timeout: SETTLE }).toBeGreaterThan(0.05);
  expect((await pictureAlpha(page)).centre).toBe(255);

  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Keep background' }).click(), SETTLE);
  await expect(framing(page).getByRole('radio', { name: 'Fill' })).toBeChecked();
  await expect(slot(page).getByText(FILL_NOTE)).toBeVisible();
  await expect.poll(async () => (await pictureAlpha(page)).clear, { timeout: SETTLE }).toBe(0);
  expect(crashes).toEqual([]);
});

test('"Remove background" by the model turns a photo\'s Fill to Fit, and the placement picture shows the cut subject', async ({ page }) => {
  // The model on a 2-core machine shared with other work: minutes, not seconds, at worst.
  const MODEL = 1_500_000;
  test.setTimeout(MODEL);
  await openWithPhoto(page);
  await waitForNewOutput(page, async () => {
    await cutout(page).getByRole('button', { name: 'Remove background' }).click();
    await expect(cutout(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL });
  }, MODEL);
  await expect(framing(page).getByRole('radio', { name: 'Fit' })).toBeChecked();
  await expect(slot(page).getByText(FIT_NOTE, { exact: true })).toBeVisible();
  await expect.poll(async () => (await pictureAlpha(page)).clear, { timeout: SETTLE }).toBeGreaterThan(0.05);
});

test('switching from "Remove backdrop" to "Remove colour" draws the placement picture again, though the framing stays Fit', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openWithPhoto(page);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await expect.poll(async () => (await pictureAlpha(page)).clear, { timeout: SETTLE }).toBeGreaterThan(0.05);
  const backdrop = (await pictureAlpha(page)).clear;
  // "Remove colour" takes the photo's dark top-left corner colour: the pale table the backdrop fill took comes back.
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove colour' }).click(), SETTLE);
  await expect(framing(page).getByRole('radio', { name: 'Fit' })).toBeChecked();
  await expect.poll(async () => Math.abs((await pictureAlpha(page)).clear - backdrop), { timeout: SETTLE }).toBeGreaterThan(0.05);
  expect(crashes).toEqual([]);
});

test('a Fill the visitor chose stays Fill through a cut-out, with no note', async ({ page }) => {
  await openWithPhoto(page);
  await waitForNewOutput(page, () => framing(page).getByRole('radio', { name: 'Fit' }).check(), SETTLE);
  await waitForNewOutput(page, () => framing(page).getByRole('radio', { name: 'Fill' }).check(), SETTLE);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await expect(framing(page).getByRole('radio', { name: 'Fill' })).toBeChecked();
  await expect(slot(page).getByText(/^Framing set to/)).toHaveCount(0);
});

test('on /text the placement picture is the words as the emote draws them: inside the frame, the emoji in colour', async ({ page }) => {
  await openFreshMaker(page, 'text');
  await waitForOutput(page, SETTLE);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 words').fill('GOOD GAME 💙'), SETTLE);
  await expect.poll(async () => coolColours(new Uint8ClampedArray((await picturePixels(page)).data)), { timeout: SETTLE }).toBeGreaterThan(30);
  const { width, height, data } = await picturePixels(page);
  expect([width, height]).toEqual([112, 112]);
  expect(inkAtEdges(new Uint8ClampedArray(data), width, height, 1)).toBe(0);
});

test('with Hearts (whole frame) above Spin the stack says why their order changes nothing and offers no move between them; past Glitch it does', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SETTLE);
  for (const name of ['Hearts', 'Spin']) {
    await waitForNewOutput(page, async () => {
      await page.getByRole('button', { name: 'Add effect', exact: true }).click();
      await page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name, exact: true }).click();
    }, SETTLE);
  }
  const hearts = page.getByRole('group', { name: '1. Hearts' });
  await expect(hearts.getByText('Hearts covers the whole frame, so it always comes after Spin, whatever the order in this list.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move 1. Hearts down' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move 2. Spin up' })).toBeDisabled();
  await expect(page.getByRole('group', { name: '2. Spin' }).getByText('Spin changes the subject alone, so it always comes before Hearts, whatever the order in this list.', { exact: true })).toBeVisible();

  await waitForNewOutput(page, async () => {
    await page.getByRole('button', { name: 'Add effect', exact: true }).click();
    await page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name: 'Glitch', exact: true }).click();
  }, SETTLE);
  await expect(hearts.getByText(/covers the whole frame/)).toHaveCount(0);
  await waitForNewOutput(page, () => page.getByRole('button', { name: 'Move 1. Hearts down' }).click(), SETTLE);
  await expect(page.locator('.added-effect legend')).toHaveText(['1. Spin', '2. Glitch', '3. Hearts']);
});
