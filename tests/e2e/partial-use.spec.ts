/**
 * Issue 32 item 3: every input used only in part says so in its slot, frames or seconds read of
 * the total and why: an APNG cut at 9.5 %, a GIF with a damaged second frame, a WebM cut in half.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { makeGifWithDamagedSecondFrame } from '../fixtures/make-damaged-gif.ts';

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });


const apng = fs.readFileSync('tests/fixtures/corpus/apng-41f-dispose-none-bg-prev-blend-source-over.png');
const webm = fs.readFileSync('tests/fixtures/clips/four-clusters-vp9.webm');

for (const [name, mimeType, buffer, note] of [
  ['cut-apng.png', 'image/png', apng.subarray(0, Math.round(apng.length * 0.095)), /^Used \d+ of 41 frames: the file is cut short at frame \d+\. Save or download it again to use all of it\.$/],
  ['damaged-second-frame.gif', 'image/gif', Buffer.from(makeGifWithDamagedSecondFrame()), /^Used 1 of 2 frames: the file is damaged at frame 2\. Save or download it again to use all of it\.$/],
  ['half-a-clip.webm', 'video/webm', webm.subarray(0, webm.length >> 1), /^Used 1\.\d s of 4\.0 s: the file is cut short at 1\.\d s\. Save or download it again to use all of it\.$/],
] as const) {
  test(`${name}, used in part, says how much of it and why`, async ({ page }) => {
    const crashes = watchForCrashes(page);
    await openFreshMaker(page);
    await waitForOutput(page);
    await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name, mimeType, buffer }));
    await expect(slot(page).getByText(name, { exact: true })).toBeVisible();
    await expect(slot(page).locator('.damaged-note')).toHaveText(note);
    await expect(slot(page).getByRole('alert')).toHaveCount(0);
    await slot(page).locator('.damaged-note').screenshot({ path: test.info().outputPath(`partial-note-${name}.png`) });
    await slot(page).screenshot({ path: test.info().outputPath(`partial-slot-${name}.png`) });
    // A whole file clears the note.
    await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png'));
    await expect(slot(page).locator('.damaged-note')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
}
