/**
 * The cut-out's touch-up brush (issue 33 item 3) on an animated input: an "erase" stroke drawn on
 * the placement picture clears that spot of every output frame (the subject moves under it), a
 * "keep" stroke gives back the backdrop it covers, "Undo stroke" makes the file made before the
 * stroke again, and the strokes survive a reload, the made file with them.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames, type DecodedGif } from '../support/gif-decode.ts';
import { alphaAt } from './cutout-pixels.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// gifenc's main entry is CommonJS, whose named exports Node's ESM loader cannot see.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

/** Waits for a made file on a busy machine (checkouts share two cores): not a time bound on the feature. */
const SETTLE = 120_000;
const SIDE = 64;
const FRAMES = 4;

/** A red square on white, 2 px further right each frame: a flat backdrop "Remove backdrop" takes, a subject that moves under a stroke. */
function movingSquareGif(): Buffer {
  const gif = GIFEncoder();
  const palette = [[255, 255, 255], [220, 30, 30]];
  for (let n = 0; n < FRAMES; n++) {
    const index = new Uint8Array(SIDE * SIDE);
    for (let y = 16; y < 48; y++) for (let x = 12 + 2 * n; x < 44 + 2 * n; x++) index[y * SIDE + x] = 1;
    gif.writeFrame(index, SIDE, SIDE, { palette: n === 0 ? palette : undefined, delay: 100, repeat: 0 });
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}

const cutout = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });
const touchUp = (page: Page) => page.getByRole('group', { name: 'Image 1 touch-up' });
const surface = (page: Page) => page.getByRole('group', { name: 'Image 1 touch-up: draw over the picture to keep or erase' });

/** Drags the brush on the placement picture along points given as shares of the picture (square, so the frame's). */
async function stroke(page: Page, points: [number, number][]) {
  // The brush's controls sit below the picture: bring it back into view (and wait for the smooth scroll) before reading where it is.
  await surface(page).scrollIntoViewIfNeeded();
  await expect(surface(page)).toBeInViewport({ ratio: 1 });
  const box = (await surface(page).boundingBox())!;
  const at = ([fx, fy]: [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
  await page.mouse.move(...at(points[0]));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

/** Alpha at a share of the output in each frame. */
const alphaEach = (gif: DecodedGif, fx: number, fy: number) => gif.frames.map((frame) => alphaAt(frame, gif.width, Math.floor(fx * gif.width), Math.floor(fy * gif.height)));

/** The band the erase stroke crosses (y = 0.5, across the subject), a point of the subject off the band, and the corner the keep stroke covers. */
function expectTouchedUp(gif: DecodedGif, keep: boolean) {
  expect(gif.frames.length).toBeGreaterThan(1);
  for (const fx of [0.3, 0.45, 0.6]) expect(alphaEach(gif, fx, 0.5), `erased at ${fx}, 0.5 in every frame`).toEqual(gif.frames.map(() => 0));
  expect(alphaEach(gif, 0.45, 0.32), 'the subject off the stroke, every frame').toEqual(gif.frames.map(() => 255));
  expect(alphaEach(gif, 0.1, 0.08), 'the backdrop corner').toEqual(gif.frames.map(() => (keep ? 255 : 0)));
}

test('touch-up strokes on a GIF: erase clears the spot on every frame, keep brings back the backdrop, undo restores the file, and a reload keeps them', async ({ page }) => {
  test.setTimeout(600_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  // Jam with no dip, tilt or squash shows its input unmoved on every frame.
  for (const label of ['Dip', 'Tilt', 'Squash']) await waitForNewOutput(page, () => page.getByLabel(label, { exact: true }).fill('0'), SETTLE);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'square.gif', mimeType: 'image/gif', buffer: movingSquareGif() }), SETTLE);
  await waitForNewOutput(page, () => cutout(page).getByRole('button', { name: 'Remove backdrop' }).click(), SETTLE);
  const cut = await downloadOutput(page);
  expect(alphaEach(decodeGifFrames(cut.bytes), 0.45, 0.5), 'the subject before any stroke').toEqual(decodeGifFrames(cut.bytes).frames.map(() => 255));

  // The controls: a toggle, the brush's mode and size, undo and clear (nothing to undo yet).
  await expect(touchUp(page).getByRole('button', { name: 'Undo stroke' })).toBeDisabled();
  await touchUp(page).getByRole('button', { name: 'Touch up' }).click();
  await expect(touchUp(page).getByRole('button', { name: 'Touch up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(surface(page)).toBeVisible();
  await touchUp(page).getByLabel('Brush size', { exact: true }).fill('12');
  await touchUp(page).getByRole('radio', { name: 'Erase' }).check();

  // The placement picture is drawn again with the stroke, as the output is made again.
  const picture = surface(page).locator('img').first();
  const pictureBefore = await picture.getAttribute('src');
  await waitForNewOutput(page, () => stroke(page, [[0.05, 0.5], [0.95, 0.5]]), SETTLE);
  await expect(picture).not.toHaveAttribute('src', pictureBefore!);
  await touchUp(page).getByRole('radio', { name: 'Keep' }).check();
  await waitForNewOutput(page, () => stroke(page, [[0.02, 0.08], [0.2, 0.08]]), SETTLE);
  await expect(touchUp(page).getByText('2 touch-up strokes.')).toBeVisible();
  const touched = await downloadOutput(page);
  expectTouchedUp(decodeGifFrames(touched.bytes), true);

  // Undo takes back the last stroke only: the keep goes, the erase stays; undoing both makes the cut's own file again.
  await waitForNewOutput(page, () => touchUp(page).getByRole('button', { name: 'Undo stroke' }).click(), SETTLE);
  expectTouchedUp(decodeGifFrames((await downloadOutput(page)).bytes), false);
  await waitForNewOutput(page, () => touchUp(page).getByRole('button', { name: 'Undo stroke' }).click(), SETTLE);
  expect((await downloadOutput(page)).bytes).toEqual(cut.bytes);
  // Each "Undo stroke" is one edit of the page's history: its Undo, twice, brings both strokes back.
  for (let i = 0; i < 2; i++) await waitForNewOutput(page, () => page.getByRole('button', { name: 'Undo', exact: true }).click(), SETTLE);
  expect((await downloadOutput(page)).bytes).toEqual(touched.bytes);

  // Kept with the slot: a reload makes the same file, the strokes on every frame.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('emote-state:jam') ?? '{}').inputImages?.[0]?.cutout?.strokes?.length)).toBe(2);
  await page.reload();
  await waitForOutput(page, SETTLE);
  await expect(touchUp(page).getByText('2 touch-up strokes.')).toBeVisible();
  const reloaded = await downloadOutput(page);
  expectTouchedUp(decodeGifFrames(reloaded.bytes), true);
  expect(reloaded.bytes).toEqual(touched.bytes);

  // "Clear touch-ups" takes them all away.
  await waitForNewOutput(page, () => touchUp(page).getByRole('button', { name: 'Clear touch-ups' }).click(), SETTLE);
  expect((await downloadOutput(page)).bytes).toEqual(cut.bytes);
  expect(crashes).toEqual([]);
});
