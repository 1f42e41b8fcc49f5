/**
 * "Remove background" chooses its tool (issue 33 item 2): on a flat-backdrop picture it uses
 * "Remove backdrop" without loading the model, says so and why, and offers the model one click
 * away; the file it makes has the backdrop gone and the subject kept. On a busy picture where the
 * model keeps very little, the slot says so.
 */
import { expect, test, type Page } from './test.ts';
import { makeDiscPng } from '../fixtures/make-disc-png.ts';
import { CUTOUT_NOTES, USE_MODEL } from '../../web/ui/cutout-text.ts';
import { SEGMENT_MESSAGES } from '../../web/cutout/segment/segment-messages.ts';
import { readPngPixels } from './png-pixels.ts';
import { alphaAt } from './cutout-pixels.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

/** Waits for a made file on a busy machine (checkouts share two cores): not a time bound on the feature. */
const SETTLE = 120_000;

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

test('on a flat backdrop "Remove background" uses "Remove backdrop", names it and why, and offers the model', async ({ page, context }) => {
  test.setTimeout(600_000);
  const crashes = watchForCrashes(page);
  const modelRequests: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname.startsWith('/models/segment/') && modelRequests.push(request.url()));
  // /rotate's first frame is the input unturned: its corners are the picture's corners.
  await openFreshMaker(page, 'rotate');
  await waitForOutput(page, SETTLE);
  const file = { name: 'disc.png', mimeType: 'image/png', buffer: makeDiscPng(128) };
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(file), SETTLE);
  await waitForNewOutput(page, () => page.getByRole('radio', { name: 'PNG', exact: true }).check(), SETTLE);

  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove background' }).click(), SETTLE);
  await expect(cutout(page).getByText(CUTOUT_NOTES.flat)).toBeVisible();
  await expect(cutout(page).getByRole('button', { name: 'Remove backdrop' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cutout(page).getByRole('button', { name: 'Remove background' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cutout(page).getByText('Backdrop removed from the edges in.')).toBeVisible();
  expect(modelRequests, 'the model was not loaded for a flat backdrop').toEqual([]);
  const { width, height, data } = readPngPixels(Buffer.from((await downloadOutput(page)).bytes));
  expect(alphaAt(data, width, 1, 1), 'the green backdrop').toBe(0);
  expect(alphaAt(data, width, width >> 1, height >> 1), 'the blue disc').toBe(255);

  // The model is one click away: with its files unreachable here, the click reaches it and it says so.
  await context.route('**/models/segment/**', (route) => route.abort('internetdisconnected'));
  await cutout(page).getByRole('button', { name: USE_MODEL }).click();
  await expect(cutout(page).getByRole('alert')).toHaveText(SEGMENT_MESSAGES['model-unavailable'], { timeout: SETTLE });
  expect(modelRequests.length).toBeGreaterThan(0);
  // The backdrop cut stays, with its note.
  await expect(cutout(page).getByRole('button', { name: 'Remove backdrop' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cutout(page).getByText(CUTOUT_NOTES.flat)).toBeVisible();

  // Choosing a tool by hand puts the note away.
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove colour' }).click(), SETTLE);
  await expect(cutout(page).getByText(CUTOUT_NOTES.flat)).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('on a busy landscape with no subject the model keeps very little, and the slot says so and names the other tools', async ({ page }) => {
  // The model on a 2-core machine shared with other work: minutes, not seconds, at worst.
  const MODEL_TIMEOUT = 900_000;
  test.setTimeout(MODEL_TIMEOUT + 300_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'rotate');
  await waitForOutput(page, SETTLE);
  // A waterfall in a forest (the corpus's EXIF-rotated JPEG): busy from edge to edge, nothing in front.
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/jpeg-exif-orientation-6-landscape.jpg'), SETTLE);
  await cutout(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutout(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  await expect(cutout(page).getByText(CUTOUT_NOTES.little)).toBeVisible();
  await expect(cutout(page).getByRole('button', { name: USE_MODEL })).toHaveCount(0);
  // The tools it names are the buttons beside it; one click takes the backdrop fill instead, and the note goes.
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  await expect(cutout(page).getByText(CUTOUT_NOTES.little)).toHaveCount(0);
  expect(crashes).toEqual([]);
});
