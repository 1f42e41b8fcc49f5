import { expect, test, type Page } from './test.ts';
import { LOAD_ERRORS, tooLargeMessage } from '../../web/messages.ts';
import { DECODE_HELP, FILE_ERRORS } from '../../web/decode/load-messages.ts';
import { planOutputTiming } from '../../web/pipeline/worker/output-timing.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { readPlayedDelays } from '../fixtures/frame-delays.ts';
import { makePngBomb, PNG_BOMB_SIDE } from '../fixtures/make-png-bomb.ts';
import { readCorpusFile, readManifest } from '../fixtures/read-corpus.ts';
import { NOTHING_TO_MAKE } from '../../web/messages.ts';
import { downloadOutput, openFreshMaker, previewImage, previewSrc, waitForOutput, watchForCrashes } from './maker-helpers.ts';

/** Files that cannot become an image, and the exact message each must give, with the sentence after it. */
const EXPECTED_ERRORS: Record<string, [string, string]> = {
  'gif-broken-empty-0-bytes.gif': [FILE_ERRORS.empty, DECODE_HELP.empty],
  'gif-broken-bad-lzw-first-code.gif': [LOAD_ERRORS.noFrames, DECODE_HELP.noFrames],
};

/** Files that decode but draw nothing (issue 19 item 4): the slot says so and there is nothing to make, no blank file. */
const EXPECTED_EMPTY = new Set(['svg-width-height-no-viewbox.svg']);

const MIME: Record<string, string> = { gif: 'image/gif', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };
const mimeOf = (name: string) => MIME[name.split('.').pop()!];

/** Twitch's frame cap: jam's default preset makes Twitch's rules the target. */
const TWITCH_MAX_FRAMES = 60;

/**
 * Jam's default loop (20 frames of 50 ms) stretched to fit the input's own loop (DESIGN section 3),
 * cut and sampled to Twitch's 60 frames where the input is long.
 */
function expectedFrames(filename: string, manifestFrames: string) {
  const target = { maxFrames: TWITCH_MAX_FRAMES };
  if (manifestFrames === '1' || !/^(gif|apng|webp)/.test(filename)) return planOutputTiming({ frameCount: 20, frameMs: 50 }, [], target);
  const delays = readPlayedDelays(readCorpusFile(filename));
  expect(delays).toHaveLength(Number(manifestFrames));
  const loopMs = delays.reduce((sum, d) => sum + d, 0);
  return planOutputTiming({ frameCount: 20, frameMs: 50 }, [loopMs], target);
}

async function upload(page: Page, name: string, bytes: Uint8Array) {
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name, mimeType: mimeOf(name) ?? 'application/octet-stream', buffer: Buffer.from(bytes) });
}

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

test.describe.configure({ timeout: 600_000 });

test('every corpus file gives a correct jam GIF or its exact message, and errors lose nothing', async ({ page }) => {
  const crashes = watchForCrashes(page);
  // A fresh page starts from the sample.
  await openFreshMaker(page);
  await waitForOutput(page);
  let previousName = 'jam.1.png';

  for (const row of readManifest()) {
    await test.step(row.filename, async () => {
      // After a file that draws nothing there is no preview until the next file is made.
      const before = (await previewImage(page).count()) ? await previewSrc(page) : null;
      await upload(page, row.filename, readCorpusFile(row.filename));
      if (EXPECTED_EMPTY.has(row.filename)) {
        await expect(slot(page).getByText(row.filename, { exact: true })).toBeVisible({ timeout: 60_000 });
        await expect(slot(page).getByText('this image is empty')).toBeVisible();
        await expect(page.getByText(NOTHING_TO_MAKE, { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: /^Download emotejam/ })).toHaveCount(0);
        previousName = row.filename;
        return;
      }
      const message = EXPECTED_ERRORS[row.filename];
      if (message) {
        await expect(slot(page).getByRole('alert')).toHaveText(`${message[0]} — ${row.filename} ${message[1]}`);
        await expect(slot(page).getByText(`Still using ${previousName}`, { exact: true })).toBeVisible();
        expect(await previewSrc(page)).toBe(before);
        await expect(page.getByRole('link', { name: /^Download / })).toBeVisible();
        return;
      }
      await expect(slot(page).getByText(row.filename, { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(slot(page).getByRole('alert')).toHaveCount(0);
      if (before) await expect(previewImage(page)).not.toHaveAttribute('src', before, { timeout: 120_000 });
      else await expect(previewImage(page)).toBeVisible({ timeout: 120_000 });
      await waitForOutput(page);
      const plan = expectedFrames(row.filename, row.frames);
      const gif = decodeGifFrames((await downloadOutput(page)).bytes);
      expect([gif.width, gif.height]).toEqual([112, 112]);
      const totalCs = gif.delaysCs.reduce((a, b) => a + b, 0);
      // A loop that repeats itself exactly is written once (issue 24): the file plays a whole number of times a loop.
      const repeats = plan.loopMs / (totalCs * 10);
      expect(Number.isInteger(repeats)).toBe(true);
      expect(gif.frames.length).toBeLessThanOrEqual(TWITCH_MAX_FRAMES);
      if (gif.frames.length * repeats === plan.keptFrames) {
        const evenCs = plan.loopMs / plan.keptFrames / 10;
        expect(gif.delaysCs.every((cs) => Math.abs(cs - evenCs) < 1)).toBe(true);
      } else {
        // gifski merges identical consecutive frames: only an input that draws nothing may shrink the count.
        expect(gif.frames.every((frame) => frame.every((v, i) => i % 4 !== 3 || v === 0))).toBe(true);
      }
      if (plan.truncated) await expect(page.getByText(/\(truncated\)/)).toBeVisible();
      previousName = row.filename;
    });
  }

  await test.step('the decompression bomb is refused before decoding', async () => {
    const before = await previewSrc(page);
    await upload(page, 'png-bomb-65536x65536-1bit.png', makePngBomb());
    await expect(slot(page).getByRole('alert')).toHaveText(`${tooLargeMessage(PNG_BOMB_SIDE, PNG_BOMB_SIDE)} — png-bomb-65536x65536-1bit.png`);
    expect(await previewSrc(page)).toBe(before);
    await expect(slot(page).getByText(`Still using ${previousName}`, { exact: true })).toBeVisible();
  });
  expect(crashes).toEqual([]);
});
