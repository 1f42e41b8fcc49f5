/**
 * Issue 32 item 3: every input used only in part says so in its slot, frames or seconds read of
 * the total and why: an APNG cut at 9.5 %, a GIF with a damaged second frame, a WebM cut in half.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import gifenc from 'gifenc';
import { openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const { GIFEncoder } = gifenc;

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

/** A two-frame 32×32 GIF whose second frame's LZW codes no decoder accepts. */
function gifWithDamagedSecondFrame(): Buffer {
  const gif = GIFEncoder();
  const palette = [[255, 0, 0], [0, 0, 255]];
  [0, 1].forEach((i) => gif.writeFrame(new Uint8Array(32 * 32).fill(i), 32, 32, { palette: i === 0 ? palette : undefined, delay: 100, repeat: 0 }));
  gif.finish();
  const bytes = gif.bytes();
  const descriptors = [...bytes.keys()].filter((i) => bytes[i] === 0x2c && bytes[i - 1] === 0 && bytes[i - 8] === 0x21);
  const firstBlock = descriptors[1] + 11;
  for (let i = firstBlock + 1; i < firstBlock + 1 + bytes[firstBlock]; i++) bytes[i] = 0xff;
  return Buffer.from(bytes);
}

const apng = fs.readFileSync('tests/fixtures/corpus/apng-41f-dispose-none-bg-prev-blend-source-over.png');
const webm = fs.readFileSync('tests/fixtures/clips/four-clusters-vp9.webm');

for (const [name, mimeType, buffer, note] of [
  ['cut-apng.png', 'image/png', apng.subarray(0, Math.round(apng.length * 0.095)), /^Used \d+ of 41 frames: the file is cut short at frame \d+\. Save or download it again to use all of it\.$/],
  ['damaged-second-frame.gif', 'image/gif', gifWithDamagedSecondFrame(), /^Used 1 of 2 frames: the file is damaged at frame 2\. Save or download it again to use all of it\.$/],
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
