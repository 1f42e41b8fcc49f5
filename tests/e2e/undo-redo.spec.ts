/**
 * Undo and redo (issue 31 item 6) on the built site: the buttons and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y
 * step over the maker's edits, and an undone step gives back its output byte for byte — a clip with
 * its own trim included, after another file took its place.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test.describe.configure({ timeout: 300_000 });
/** Waits on a shared 2-core machine. */
const SLOW = 90_000;

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const fileInput = (page: Page) => page.getByLabel('Image 1 file', { exact: true });
const undoButton = (page: Page) => page.getByRole('toolbar', { name: 'Edit history' }).getByRole('button', { name: /Undo/ });
const redoButton = (page: Page) => page.getByRole('toolbar', { name: 'Edit history' }).getByRole('button', { name: /Redo/ });
const bytesOf = async (page: Page) => Buffer.from((await downloadOutput(page)).bytes).toString('base64');
/** Presses a key with nothing focused, as a visitor does after clicking the page. */
async function pressOnPage(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

test('Undo and Redo step over a setting and an added effect, and give back each output byte for byte', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await expect(undoButton(page)).toBeDisabled();
  await expect(redoButton(page)).toBeDisabled();
  const arrived = await bytesOf(page);

  await waitForNewOutput(page, () => page.getByLabel('Frames per loop', { exact: true }).fill('30'), SLOW);
  const thirty = await bytesOf(page);
  await waitForNewOutput(page, async () => {
    await page.getByRole('button', { name: 'Add effect', exact: true }).click();
    await page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name: 'Hearts', exact: true }).click();
  }, SLOW);
  const hearts = await bytesOf(page);
  await expect(page.locator('.effect-stack-list legend')).toHaveCount(1);

  await waitForNewOutput(page, () => undoButton(page).click(), SLOW);
  await expect(page.locator('.effect-stack-list legend')).toHaveCount(0);
  expect(await bytesOf(page)).toBe(thirty);
  await waitForNewOutput(page, () => pressOnPage(page, 'Control+z'), SLOW);
  await expect(page.getByLabel('Frames per loop', { exact: true })).toHaveValue('20');
  expect(await bytesOf(page)).toBe(arrived);
  await expect(undoButton(page)).toBeDisabled();

  await waitForNewOutput(page, () => pressOnPage(page, 'Control+Shift+z'), SLOW);
  expect(await bytesOf(page)).toBe(thirty);
  await waitForNewOutput(page, () => pressOnPage(page, 'Control+y'), SLOW);
  expect(await bytesOf(page)).toBe(hearts);
  await expect(redoButton(page)).toBeDisabled();
  expect(crashes).toEqual([]);
});

test('Ctrl+Z in a text field undoes the typing, not the maker', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Frames per loop', { exact: true }).fill('30'), SLOW);
  const filename = page.getByLabel('Filename', { exact: true });
  await filename.click();
  await filename.press('Control+z');
  await expect(page.getByLabel('Frames per loop', { exact: true })).toHaveValue('30');
});

test('undo after a new file brings back the clip with its own trim and its output byte for byte', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const clip = { name: 'rgb-vp9.webm', mimeType: 'video/webm', buffer: fs.readFileSync('tests/fixtures/clips/rgb-vp9.webm') };
  await waitForNewOutput(page, () => fileInput(page).setInputFiles(clip), SLOW);
  const timeline = slot(page).getByRole('group', { name: 'Timeline', exact: true });
  const start = timeline.getByLabel('Start', { exact: true });
  await waitForNewOutput(page, async () => {
    await start.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  }, SLOW);
  await expect(start).toHaveAttribute('aria-valuetext', '1.0 s');
  const trimmed = await bytesOf(page);

  const photo = { name: 'coffee.png', mimeType: 'image/png', buffer: fs.readFileSync('tests/fixtures/photos/coffee.png') };
  await waitForNewOutput(page, () => fileInput(page).setInputFiles(photo), SLOW);
  await expect(slot(page).getByText('coffee.png', { exact: true })).toBeVisible();
  await expect(timeline).toHaveCount(0);
  const coffee = await bytesOf(page);

  await waitForNewOutput(page, () => pressOnPage(page, 'Control+z'), SLOW);
  await expect(slot(page).getByText('rgb-vp9.webm', { exact: true })).toBeVisible();
  await expect(start).toHaveAttribute('aria-valuetext', '1.0 s');
  expect(await bytesOf(page)).toBe(trimmed);

  await waitForNewOutput(page, () => redoButton(page).click(), SLOW);
  await expect(slot(page).getByText('coffee.png', { exact: true })).toBeVisible();
  expect(await bytesOf(page)).toBe(coffee);
  expect(crashes).toEqual([]);
});
