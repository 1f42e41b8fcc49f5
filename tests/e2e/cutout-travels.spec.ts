/**
 * The cut-out travels (issue 18 item 7): its choice, tolerance and edge, and the outline and
 * shadow, go into the recipe link and come back when it is opened; every file of the
 * all-platforms pack is cut out (transparent corners) and outlined. A link to a model cut-out runs
 * the model where it is opened (its masks never travel).
 */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from './test.ts';
import { makeDiscPng } from '../fixtures/make-disc-png.ts';
import { decodeGifFrames, type DecodedGif } from '../support/gif-decode.ts';
import { isColour } from './cutout-pixels.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const SETTLE = 120_000;
const MAGENTA = [255, 0, 255];

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

/** What the page keeps of the cut-out and the outline and shadow. */
const storedCutout = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('emote-state:jam') ?? '{}');
    return { cutout: state.inputImages?.[0]?.cutout, subjectStyle: state.subjectStyle };
  });

test('the cut-out, its tolerance and edge, the outline and the shadow come back from a recipe link', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await openFreshMaker(page);
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page, SETTLE);
  // Each change makes the emote again; the link is read once the last has been kept.
  await cutout(page).getByRole('button', { name: 'Remove colour' }).click();
  await cutout(page).getByLabel('Colour to remove', { exact: true }).fill('#f5c842');
  await cutout(page).getByLabel('Tolerance', { exact: true }).fill('21');
  await cutout(page).getByLabel('Shrink edge', { exact: true }).fill('1');
  await cutout(page).getByLabel('Feather edge', { exact: true }).fill('2');
  await cutout(page).getByLabel('Clean edge colours', { exact: true }).uncheck();
  await cutout(page).getByLabel('Trim margins', { exact: true }).check();
  await page.getByLabel('Outline', { exact: true }).fill('3');
  await page.getByLabel('Outline colour', { exact: true }).fill('#ff00ff');
  await page.getByRole('checkbox', { name: 'Shadow' }).check();
  await page.getByLabel('Shadow blur', { exact: true }).fill('4');
  await waitForOutput(page, SETTLE);
  await expect.poll(async () => (await storedCutout(page)).subjectStyle?.shadow?.blur).toBe(4);
  const wanted = await storedCutout(page);
  expect(wanted.cutout).toMatchObject({ mode: 'colour', colour: '#f5c842', tolerance: 21, shrink: 1, feather: 2, decontaminate: false, trim: true });
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to these settings').inputValue();
  // The last field is "Drop specks" (issue 33), on by default.
  expect(decodeURIComponent(link)).toMatch(/[#&]x0=colour,f5c842,21,1,2,0,1,1(&|$)/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const crashes = watchForCrashes(other);
  await other.goto(link);
  await expect(other.getByText('Settings from the link applied')).toBeVisible();
  await waitForOutput(other, SETTLE);
  await expect(cutout(other).getByRole('button', { name: 'Remove colour' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cutout(other).getByLabel('Colour to remove', { exact: true })).toHaveValue('#f5c842');
  await expect(cutout(other).getByLabel('Tolerance', { exact: true })).toHaveValue('21');
  await expect(cutout(other).getByLabel('Shrink edge', { exact: true })).toHaveValue('1');
  await expect(cutout(other).getByLabel('Feather edge', { exact: true })).toHaveValue('2');
  await expect(cutout(other).getByLabel('Clean edge colours', { exact: true })).not.toBeChecked();
  await expect(cutout(other).getByLabel('Trim margins', { exact: true })).toBeChecked();
  await expect(other.getByLabel('Outline', { exact: true })).toHaveValue('3');
  await expect(other.getByLabel('Outline colour', { exact: true })).toHaveValue('#ff00ff');
  await expect(other.getByRole('checkbox', { name: 'Shadow' })).toBeChecked();
  await expect(other.getByLabel('Shadow blur', { exact: true })).toHaveValue('4');
  await expect.poll(() => storedCutout(other)).toEqual(wanted);
  expect(crashes).toEqual([]);
  await fresh.close();
});

/** The first frame of each image file of the pack (GIF, PNG, APNG, WebP), decoded by Chromium. */
function firstFrames(page: Page, files: Record<string, Uint8Array>) {
  const images = Object.entries(files).filter(([name]) => /\.(gif|png|webp)$/.test(name));
  return page.evaluate(async (entries) => {
    const out: Record<string, { width: number; height: number; data: number[] }> = {};
    for (const [name, bytes] of entries) {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      out[name] = { width: bitmap.width, height: bitmap.height, data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data] };
    }
    return out;
  }, images.map(([name, bytes]) => [name, [...bytes]] as const));
}

test('every file of the all-platforms pack is cut out, its corners transparent, and outlined', async ({ page }) => {
  test.setTimeout(600_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  // Jam with no dip, tilt or squash shows its input corner to corner: uncut, the corners are the green backdrop.
  for (const label of ['Dip', 'Tilt', 'Squash']) await waitForNewOutput(page, () => page.getByLabel(label, { exact: true }).fill('0'), SETTLE);
  const file = { name: 'disc.png', mimeType: 'image/png', buffer: makeDiscPng(128) };
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(file), SETTLE);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await waitForNewOutput(page, () => page.getByLabel('Outline', { exact: true }).fill('4'), SETTLE);
  await waitForNewOutput(page, () => page.getByLabel('Outline colour', { exact: true }).fill('#ff00ff'), SETTLE);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), page.getByRole('button', { name: 'Download for all platforms' }).click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const frames = await firstFrames(page, files);
  expect(Object.keys(frames).length).toBeGreaterThan(10);
  for (const [name, { width, height, data }] of Object.entries(frames)) {
    const alpha = (x: number, y: number) => data[4 * (y * width + x) + 3];
    expect([alpha(0, 0), alpha(width - 1, 0), alpha(0, height - 1), alpha(width - 1, height - 1)], `${name}: corners`).toEqual([0, 0, 0, 0]);
    expect(alpha(width >> 1, height >> 1), `${name}: the disc`).toBeGreaterThan(200);
    // The outline: magenta pixels ringing the disc (4 px at 112 px; at least one at the smallest sizes).
    const magenta = Array.from({ length: width * height }, (_, p) => p).filter((p) => isColour(data, p, MAGENTA, 20)).length;
    expect(magenta, `${name}: outline pixels`).toBeGreaterThan(width);
  }
  expect(crashes).toEqual([]);
});

test('a link to a model cut-out runs the model where it is opened, with progress, and makes the same emote', async ({ page, browser }) => {
  test.setTimeout(1_200_000);
  const MODEL_TIMEOUT = 900_000;
  await openFreshMaker(page);
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page, SETTLE);
  // The sample's backdrop is already transparent, so "Remove background" uses "Remove backdrop" (issue 33);
  // the model is the note's button.
  await cutout(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutout(page).getByRole('button', { name: 'Remove backdrop' })).toHaveAttribute('aria-pressed', 'true');
  await waitForOutput(page, SETTLE);
  await waitForNewOutput(page, async () => {
    await cutout(page).getByRole('button', { name: 'Use the model instead' }).click();
    await expect(cutout(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  }, MODEL_TIMEOUT);
  await expect.poll(async () => (await storedCutout(page)).cutout?.mode).toBe('model');
  const made = decodeGifFrames((await downloadOutput(page)).bytes);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to these settings').inputValue();

  // A fresh browser has no masks: the masks never travel, so the model runs there, and the slot says so as it does.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const crashes = watchForCrashes(other);
  const modelRequests: string[] = [];
  other.on('request', (request) => new URL(request.url()).pathname.startsWith('/models/segment/') && modelRequests.push(request.url()));
  await other.goto(link);
  await expect(other.getByText('Settings from the link applied')).toBeVisible();
  await expect(cutout(other).getByRole('progressbar')).toBeVisible({ timeout: SETTLE });
  await expect(cutout(other).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  await expect(cutout(other).getByRole('button', { name: 'Remove background' })).toHaveAttribute('aria-pressed', 'true');
  await waitForOutput(other, SETTLE);
  await expect.poll(async () => (await storedCutout(other)).cutout?.mode).toBe('model');
  expect(modelRequests.length).toBeGreaterThan(0);
  // The same model on the same sample: the same alpha, frame for frame, give or take the threads' rounding at the edge.
  const opened = decodeGifFrames((await downloadOutput(other)).bytes);
  expect([opened.width, opened.height, opened.frames.length]).toEqual([made.width, made.height, made.frames.length]);
  const transparent = (gif: DecodedGif) => gif.frames.map((frame) => frame.filter((alpha, i) => i % 4 === 3 && alpha === 0).length);
  const before = transparent(made);
  expect(before.every((count) => count > made.width * made.height * 0.05), 'the model cut something away from the sample').toBe(true);
  for (const [index, count] of transparent(opened).entries()) expect(Math.abs(count - before[index]), `frame ${index}'s transparent pixels`).toBeLessThanOrEqual(made.width * made.height * 0.01);
  expect(crashes).toEqual([]);
  await fresh.close();
});
