/**
 * Progress of the job in flight (issue 12 item 3): 'making frame N of M', then encoding, then the
 * fit loop's tries named after the job's own target; Cancel ends it and keeps the previous file.
 * After "can't meet file size limit" (issue 12 item 4) the previous file is marked as from earlier
 * settings and downloading it does not count as saving the current work.
 */
import { expect, test, type Page } from './test.ts';
import { ENCODE_ERRORS } from '../../web/messages.ts';
import { downloadLink, downloadOutput, holdPipelineWorkers, openFreshMaker, progressStatus, startLongJob, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

/**
 * Records every text the progress line shows: a job's steps can pass faster than polling sees
 * them. Returns the function that hands over what was seen since its last call.
 */
async function recordProgress(page: Page) {
  await progressStatus(page).evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.splice(0));
}

/** Sets the file size limit to Custom, waiting for its output (no target until bytes are given). */
async function chooseCustomLimit(page: Page) {
  await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'Custom' }));
}

/** Gives the Custom limit its bytes: the next job has that target. */
const fillCustomLimit = (page: Page, bytes: number) => page.getByLabel('Custom limit (bytes)', { exact: true }).fill(String(bytes));

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
});

test('progress counts the frames of the job in flight against their total, then says encoding', async ({ page }) => {
  const seen = await recordProgress(page);
  await waitForNewOutput(page, () => page.getByLabel('Frames per loop', { exact: true }).fill('22'));
  await expect(page.locator('.output-facts')).toContainText('22 frames');
  const texts = await seen();
  const making = texts.filter((text) => text.startsWith('making frame'));
  expect(making.length).toBeGreaterThan(0);
  for (const text of making) expect(text).toMatch(/^making frame \d+ of 22$/);
  expect(making.at(-1)).toBe('making frame 22 of 22');
  expect(texts.indexOf('encoding…')).toBeGreaterThan(texts.indexOf('making frame 22 of 22'));
});

test('with a byte limit that needs fitting, the tries are counted and named after the job’s target', async ({ page }) => {
  // The sample's GIF is about 64 KiB: 30,000 bytes needs the fit loop. The output before it has no target.
  await chooseCustomLimit(page);
  const seen = await recordProgress(page);
  await fillCustomLimit(page, 30_000);
  await expect(page.getByTestId('output-summary')).toContainText('of 30 KB');
  await waitForOutput(page);
  const texts = await seen();
  const tries = texts.filter((text) => text.startsWith('encoding: '));
  expect(tries.length, texts.join(' | ')).toBeGreaterThan(0);
  tries.forEach((text, i) => expect(text).toBe(`encoding: fitting to Custom limit, try ${i + 1}`));
  // After the frames, only the encoding phase: 'encoding…' (when the plain encode's report is not
  // batched into the same render as the first try's), then the tries.
  const afterFrames = texts.slice(texts.findLastIndex((text) => text.startsWith('making frame')) + 1);
  expect(afterFrames).toEqual(texts.includes('encoding…') ? ['encoding…', ...tries] : tries);
});

test('Cancel ends the job with "encoding interrupted" and leaves the previous output as it was', async ({ page }) => {
  // A job that lasts: 500×500, 60 frames (about 1 MiB), fitted to half that. Its tries stay at full
  // size, about a second each, some 3 s in all on a quiet machine. A tiny limit such as 20 KB would
  // not do: its tries shrink the frames at once and end within a second, so under load the job could
  // be over before Cancel is clicked.
  await chooseCustomLimit(page);
  await startLongJob(page);
  await waitForOutput(page);
  const before = await downloadLink(page).getAttribute('href');
  const facts = (await page.locator('.output-facts').textContent())!;
  await fillCustomLimit(page, 500_000);
  await expect(progressStatus(page)).toHaveText(/^encoding: fitting to Custom limit, try \d+$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText(ENCODE_ERRORS.interrupted);
  await expect(progressStatus(page)).toHaveText('');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(downloadLink(page)).toHaveAttribute('href', before!);
  await expect(downloadLink(page)).toContainText('(earlier settings)');
  await expect(page.locator('.output-facts')).toHaveText(facts);
});

test("after \"can't meet file size limit\" the previous file is marked as from earlier settings, and downloading it saves nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await chooseCustomLimit(page);
  await fillCustomLimit(page, 300);
  await expect(page.getByRole('alert')).toHaveText(ENCODE_ERRORS.fileSizeLimit);
  const output = page.getByRole('region', { name: 'Output' });
  await expect(output.getByText('This file is from earlier settings: the current ones made no file.')).toBeVisible();
  await expect(downloadLink(page)).toHaveText('Download emotejam.gif (earlier settings)');
  // The earlier file is not the current work: leaving still asks.
  await downloadOutput(page);
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
});

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of [[1280, 720], [390, 844]] as const) {
    test(`screenshot: ${theme} theme at ${width}×${height}, progress and Cancel of a job in flight`, async ({ page }, testInfo) => {
      if (theme === 'light') {
        await page.evaluate(() => localStorage.setItem('lightTheme', 'TRUE'));
        await page.reload();
        await waitForOutput(page);
      }
      await page.setViewportSize({ width, height });
      const cancel = page.getByRole('button', { name: 'Cancel' });
      await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }));
      await startLongJob(page);
      // The job must still be in flight at the click: on a loaded machine it once ended during the
      // screenshot, and the click waited for a Cancel no longer there. Cancel ends it on the page.
      holdPipelineWorkers(page, 30_000);
      await cancel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`progress-${theme}-${width}x${height}.png`) });
      await cancel.click();
      await expect(page.getByRole('alert')).toHaveText(ENCODE_ERRORS.interrupted);
    });
  }
}
