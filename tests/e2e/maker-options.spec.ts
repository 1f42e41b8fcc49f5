import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, holdResults, openFreshMaker, previewSrc, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

/** Mean absolute channel difference between two RGBA frames (alpha-weighted colour and alpha). */
function frameDistance(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

function mirrorFrame(frame: Uint8ClampedArray, width: number) {
  const out = new Uint8ClampedArray(frame.length);
  const height = frame.length / 4 / width;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out.set(frame.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (y * width + (width - 1 - x)) * 4);
  return out;
}

/** A fresh page starts from the sample; waits for its output. */
async function openWithSample(page: Page) {
  await openFreshMaker(page);
  await waitForOutput(page);
}

/** Waits for the output that follows a change, then downloads and decodes it. */
async function nextGif(page: Page, change: () => Promise<void>) {
  await waitForNewOutput(page, change);
  return decodeGifFrames((await downloadOutput(page)).bytes);
}

test('leaving a size field it did not change starts no new job (a click next to it would land on a moving page)', async ({ page }) => {
  await openWithSample(page);
  const width = page.getByLabel('Width', { exact: true });
  await waitForNewOutput(page, () => width.fill('120').then(() => width.press('Enter')));
  const before = await previewSrc(page);
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { statusSeen: string[] }).statusSeen = []);
    const status = document.querySelector('.output-panel [role=status]')!;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { subtree: true, childList: true, characterData: true });
  });
  // Enter again, then leave the field: neither changes the size.
  await width.press('Enter');
  await page.getByRole('heading', { name: 'Output', exact: true }).click();
  await expect(width).not.toBeFocused();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen)).toEqual([]);
  expect(await previewSrc(page)).toBe(before);
});

test('switches the preset to custom when the size leaves it, and clamps and rounds the size', async ({ page }) => {
  await openWithSample(page);
  const width = page.getByLabel('Width', { exact: true });
  await width.fill('100.6');
  await width.press('Enter');
  await expect(width).toHaveValue('101');
  await expect(page.getByLabel('Preset', { exact: true })).toHaveValue('custom');
  await width.fill('9999');
  await width.press('Enter');
  await expect(width).toHaveValue('500');
  await page.getByLabel('Preset', { exact: true }).selectOption('slack');
  await expect(width).toHaveValue('128');
  await expect(page.getByLabel('Height', { exact: true })).toHaveValue('128');
});

/** Where the preview draws, against the checkered box it sits in. */
async function previewFit(page: Page, name: string) {
  const drawn = (await page.getByRole('img', { name, exact: true }).boundingBox())!;
  const box = (await page.locator('.output-preview').boundingBox())!;
  return { width: drawn.width, ratio: drawn.width / drawn.height, inside: drawn.x >= box.x - 0.5 && drawn.x + drawn.width <= box.x + box.width + 0.5, box: box.width };
}

/** Drawn across the box's whole width inside its 1rem padding, twice as wide as high. */
function expectFits(fit: Awaited<ReturnType<typeof previewFit>>) {
  expect(fit.inside).toBe(true);
  expect(fit.width).toBeCloseTo(fit.box - 32, 0);
  expect(fit.ratio).toBeCloseTo(2, 1);
}

test('a preview wider than its box is drawn smaller to fit, keeping its shape, while encoding and when made, and zoom 2× still doubles one that fits', async ({ page }) => {
  const results = await holdResults(page);
  await openWithSample(page);
  const size = async (width: number, height: number) => {
    for (const [label, value] of [['Width', width], ['Height', height]] as const) {
      await page.getByLabel(label, { exact: true }).fill(String(value));
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
  };
  const zoom = page.getByLabel('Zoom preview 2×');
  // 120 px fits: zoom doubles it.
  await waitForNewOutput(page, () => size(120, 120));
  await zoom.check();
  expect(await previewFit(page, 'Emote preview')).toMatchObject({ width: 240, ratio: 1, inside: true });
  await zoom.uncheck();
  // 480×240 in a box narrower than 480 (the page at 1280 px): the frames shown while the file is held back, then the file.
  await results.hold();
  await size(480, 240);
  const live = page.getByRole('img', { name: 'Emote preview, encoding' });
  await expect(live).toBeVisible();
  // The second job's frames (480×240) follow the first's (480×120: the width changed first).
  await expect.poll(async () => Math.round((await previewFit(page, 'Emote preview, encoding')).ratio * 10) / 10).toBe(2);
  for (const zoomed of [false, true]) {
    await zoom.setChecked(zoomed);
    const fit = await previewFit(page, 'Emote preview, encoding');
    expect(fit.box).toBeLessThan(480);
    expectFits(fit);
  }
  await results.release();
  await waitForOutput(page);
  await expect(live).toHaveCount(0);
  for (const zoomed of [true, false]) {
    await zoom.setChecked(zoomed);
    expectFits(await previewFit(page, 'Emote preview'));
  }
});

test('encode options change the downloaded file: mirror, reverse, loop, frame count', async ({ page }) => {
  await openWithSample(page);
  const plain = decodeGifFrames((await downloadOutput(page)).bytes);

  const mirrored = await nextGif(page, () => page.getByLabel('Mirror whole emote', { exact: true }).check());
  const toMirror = frameDistance(mirrored.frames[0], mirrorFrame(plain.frames[0], 112));
  expect(toMirror).toBeLessThan(4);
  // The sample's music note sits top right: a mirrored frame is far closer to the flipped plain frame than to the plain one.
  expect(frameDistance(mirrored.frames[0], plain.frames[0])).toBeGreaterThan(3 * toMirror);
  await page.getByLabel('Mirror whole emote', { exact: true }).uncheck();

  const reversed = await nextGif(page, () => page.getByLabel('Reverse', { exact: true }).check());
  expect(frameDistance(reversed.frames[0], plain.frames[19])).toBeLessThan(4);
  expect(frameDistance(reversed.frames[0], plain.frames[0])).toBeGreaterThan(frameDistance(reversed.frames[0], plain.frames[19]));

  const once = await nextGif(page, () => page.getByLabel('Loop', { exact: true }).uncheck());
  expect(plain.loopCount).toBe(0);
  expect(once.loopCount).toBeNull();

  const longer = await nextGif(page, () => page.getByLabel('Frames per loop', { exact: true }).fill('30'));
  expect(longer.frames).toHaveLength(30);
});

test('resets every option to its default with the reset button', async ({ page }) => {
  await openWithSample(page);
  await page.getByLabel('Frames per loop', { exact: true }).fill('40');
  await page.getByLabel('Mirror whole emote', { exact: true }).check();
  await page.getByTitle('Reset to defaults').click();
  await expect(page.getByLabel('Frames per loop', { exact: true })).toHaveValue('20');
  await expect(page.getByLabel('Mirror whole emote', { exact: true })).not.toBeChecked();
  await expect(page.getByText('jam.1.png')).toBeVisible();
});

test('collapses and expands option sections', async ({ page }) => {
  await openFreshMaker(page);
  const toggle = page.getByRole('button', { name: 'Settings', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Dip', { exact: true })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Dip', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Overlay', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('shows an info popover for an option', async ({ page }) => {
  await openFreshMaker(page);
  await page.getByRole('button', { name: 'About Tilt' }).click();
  await expect(page.getByRole('tooltip')).toContainText('Largest side-to-side tilt, in degrees.');
});

test('refuses to zoom beyond the limit with a message', async ({ page }) => {
  await openWithSample(page);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  for (let i = 0; i < 40; i++) await zoomIn.click();
  await expect(page.getByText('Cannot zoom in any further')).toBeVisible();
});

test('lists every platform: the chosen one passing, the others that take the file, and the rest with the reason', async ({ page }) => {
  await openWithSample(page);
  const checks = page.getByRole('region', { name: 'Platform checks' });
  await expect(checks.locator('[data-platform="Twitch emote"]')).toContainText('passes');
  await expect(checks.locator('[data-platform="Twitch emote"]')).toContainText('size is optimal');
  await expect(checks.locator('[data-platform="YouTube emoji"]')).toContainText('still images only');
  await expect(checks.getByRole('link')).toHaveCount(14);
});

test('keeps the work across a reload', async ({ page }) => {
  await openWithSample(page);
  await page.getByLabel('Frames per loop', { exact: true }).fill('24');
  await page.getByLabel('Preset', { exact: true }).selectOption('discord');
  await expect(page.getByText('128×128 · 24 frames')).toBeVisible();
  await page.waitForTimeout(500);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByLabel('Frames per loop', { exact: true })).toHaveValue('24');
  await expect(page.getByText('128×128 · 24 frames')).toBeVisible();
});

test('keeps an uploaded file across a reload', async ({ page }) => {
  await openFreshMaker(page);
  await page.getByLabel('Image 1 file').setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  await waitForOutput(page);
  await page.waitForTimeout(500);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText('png-rgba-8bit-alpha.png')).toBeVisible();
  await waitForOutput(page);
});

test('releases the output when moving to another page', async ({ page }) => {
  await openWithSample(page);
  const url = (await previewSrc(page))!;
  expect(await page.evaluate((u) => fetch(u).then((r) => r.ok), url)).toBe(true);
  await page.getByRole('link', { name: 'Emote Maker' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  // The address changes before the maker page unmounts and releases its output: ask until it has.
  await expect.poll(() => page.evaluate((u) => fetch(u).then(() => 'still there', () => 'revoked'), url)).toBe('revoked');
});

test('the path from choosing the sample to downloading works with the keyboard alone', async ({ page }) => {
  await openFreshMaker(page);
  const sample = page.getByRole('button', { name: 'Use sample' });
  for (let i = 0; i < 30 && !(await sample.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sample).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForOutput(page);
  const link = page.getByRole('link', { name: /^Download / });
  for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('emotejam.gif');
});
