import { expect, test, type Page } from './test.ts';
import { ENCODE_ERRORS } from '../../web/messages.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { readPngPixels } from './png-pixels.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';
import { alphaAt, edgePixels, isColour, ringCovered, shareNear } from './cutout-pixels.ts';
import { SEGMENT_MESSAGES } from '../../web/cutout/segment/segment-messages.ts';

const COFFEE = 'tests/fixtures/photos/coffee.png';
const SQUARES = 'tests/fixtures/corpus/gif-anim-transparent-disposal2-lct-trailing-zeros.gif';
const MAGENTA = [255, 0, 255];

/** Waits for a made file on a busy machine (six checkouts share two cores): not a time bound on the feature. */
const SETTLE = 120_000;
test.beforeEach(() => test.setTimeout(600_000));

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

/** Opens /rotate (its first frame is the input unturned) and puts `file` in Image 1, as PNG or GIF. */
async function openWith(page: Page, file: string, format: 'PNG' | 'GIF') {
  await openFreshMaker(page, 'rotate');
  await waitForOutput(page, SETTLE);
  await waitForNewOutput(page, () => slot(page).getByLabel('Image 1 file').setInputFiles(file), SETTLE);
  if (format === 'PNG') await waitForNewOutput(page, () => page.getByRole('radio', { name: 'PNG', exact: true }).check(), SETTLE);
}

async function setRange(page: Page, label: string, value: number, scope = page.locator('body')) {
  await waitForNewOutput(page, () => scope.getByLabel(label, { exact: true }).fill(String(value)), SETTLE);
}

async function downloadPng(page: Page) {
  return readPngPixels(Buffer.from((await downloadOutput(page)).bytes));
}

test('a model that cannot load says so in the slot, leaves the input as it was, and the colour tools still work', async ({ page, context }) => {
  // The model's files unreachable (first use while offline): the build ships them, so block them here.
  await context.route('**/models/segment/**', (route) => route.abort('internetdisconnected'));
  await openWith(page, COFFEE, 'PNG');
  const before = (await downloadOutput(page)).bytes;
  await cutout(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutout(page).getByRole('alert')).toHaveText(SEGMENT_MESSAGES['model-unavailable'], { timeout: SETTLE });
  await expect(cutout(page).getByRole('button', { name: 'Remove background' })).toBeEnabled();
  await waitForOutput(page, SETTLE);
  expect((await downloadOutput(page)).bytes).toEqual(before);

  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  const { width, height, data } = await downloadPng(page);
  expect(alphaAt(data, width, width >> 1, height >> 1)).toBe(255);
  expect(data.some((_, i) => i % 4 === 3 && data[i] === 0)).toBe(true);
});

test('"Remove backdrop" on a photo: the table goes, the cup stays, the edge keeps no table colour, and the outline rings the subject', async ({ page }) => {
  await openWith(page, COFFEE, 'PNG');
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await setRange(page, 'Tolerance', 16, cutout(page));
  const plain = await downloadPng(page);
  const { width, height, data } = plain;
  // The photo covers the square: its right-hand corners are the table's lit wood; the left-hand ones are a shadow and darker grain, kept.
  for (const [x, y] of [[width - 1, 0], [width - 1, height - 1]]) expect(alphaAt(data, width, x, y), `corner ${x},${y}`).toBe(0);
  expect(alphaAt(data, width, width >> 1, Math.round(height * 0.35)), 'the coffee').toBe(255);
  expect(data.filter((_, i) => i % 4 === 3 && data[i] === 0).length / (width * height), 'share removed').toBeGreaterThan(0.2);
  // The backdrop colour removed: the median of the photo's edge (the table's brown).
  const table = [177, 92, 44];
  const edge = edgePixels(data, width, height);
  expect(edge.length).toBeGreaterThan(20);
  expect(shareNear(data, edge, table)).toBeLessThan(0.01);

  await setRange(page, 'Outline', 2);
  await waitForNewOutput(page, () => page.getByLabel('Outline colour', { exact: true }).fill('#ff00ff'), SETTLE);
  const outlined = await downloadPng(page);
  const magenta = outlined.data.filter((_, i) => i % 4 === 0 && isColour(outlined.data, i / 4, MAGENTA)).length;
  expect(magenta).toBeGreaterThan(50);
  const { ring, share } = ringCovered(data, outlined.data, width, height);
  expect(ring).toBeGreaterThan(20);
  expect(share).toBe(1);
});

test('"Remove colour" takes one colour out of every frame of an animated GIF, and the outline follows each frame', async ({ page }) => {
  await openWith(page, SQUARES, 'GIF');
  const squareColour = [87, 124, 155];
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove colour' }).click(), SETTLE);
  await waitForNewOutput(page, () => cutout(page).getByLabel('Colour to remove', { exact: true }).fill('#577c9b'), SETTLE);
  await setRange(page, 'Tolerance', 8, cutout(page));
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  expect(gif.frames.length).toBeGreaterThan(1);
  for (const [index, frame] of gif.frames.entries()) {
    const edge = edgePixels(frame, gif.width, gif.height);
    expect(edge.length, `frame ${index}`).toBeGreaterThan(0);
    expect(shareNear(frame, edge, squareColour), `frame ${index}`).toBeLessThan(0.01);
    const left = frame.filter((_, i) => i % 4 === 0 && isColour(frame, i / 4, squareColour, 10)).length;
    expect(left, `frame ${index} keeps none of the removed colour`).toBeLessThan(gif.width * gif.height * 0.005);
  }

  await setRange(page, 'Outline', 1);
  await waitForNewOutput(page, () => page.getByLabel('Outline colour', { exact: true }).fill('#ff00ff'), SETTLE);
  const outlined = decodeGifFrames((await downloadOutput(page)).bytes);
  expect(outlined.frames.length).toBe(gif.frames.length);
  for (const [index, frame] of outlined.frames.entries()) {
    const { ring, share } = ringCovered(gif.frames[index], frame, gif.width, gif.height);
    expect(ring, `frame ${index}`).toBeGreaterThan(0);
    expect(share, `frame ${index}`).toBeGreaterThan(0.97);
    expect(frame.some((_, i) => i % 4 === 0 && isColour(frame, i / 4, MAGENTA)), `frame ${index} shows the outline colour`).toBe(true);
  }
});

test('a cut-out that leaves nothing says so instead of making an empty emote', async ({ page }) => {
  await openWith(page, COFFEE, 'PNG');
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await cutout(page).getByLabel('Tolerance', { exact: true }).fill('100');
  await expect(page.getByText(ENCODE_ERRORS.cutoutEmpty)).toBeVisible({ timeout: SETTLE });
});

test('outline width 0 gives the same file as no outline, byte for byte', async ({ page }) => {
  await openWith(page, COFFEE, 'GIF');
  const before = (await downloadOutput(page)).bytes;
  await setRange(page, 'Outline', 3);
  await setRange(page, 'Outline', 0);
  expect((await downloadOutput(page)).bytes).toEqual(before);
});

test('the cut-out, outline and shadow survive a reload', async ({ page }) => {
  await openWith(page, COFFEE, 'PNG');
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await setRange(page, 'Tolerance', 25, cutout(page));
  await setRange(page, 'Outline', 2);
  await waitForNewOutput(page, () => page.getByRole('checkbox', { name: 'Shadow' }).check(), SETTLE);
  const made = (await downloadOutput(page)).bytes;
  // The state is saved shortly after the last change.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('emote-state:rotate') ?? '{}').subjectStyle?.shadow?.enabled)).toBe(true);
  await page.reload();
  await waitForOutput(page, SETTLE);
  await expect(cutout(page).getByRole('button', { name: 'Remove backdrop' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cutout(page).getByLabel('Tolerance', { exact: true })).toHaveValue('25');
  await expect(page.getByLabel('Outline', { exact: true })).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: 'Shadow' })).toBeChecked();
  expect((await downloadOutput(page)).bytes).toEqual(made);
});
