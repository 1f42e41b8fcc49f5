/**
 * Issue 19 items 2 and 3 on the 600×600×300 GIF, the biggest power input: while it decodes and its
 * job runs on /jam the renderer (its worker included) peaks at ≤ 800 MiB; after the file is made
 * it does not rise (the issue saw 0.89 → 1.24 GB in the 10 s after) and, garbage collected, holds
 * only the frames the emote plays (decode/frame-span.ts): /jam plays the first seconds of the
 * GIF's 12 (the issue says about 4 s), so with the 0.5 s margin roughly a third of its 300 frames
 * stay decoded, where all 300 are 412 MiB;
 * and on /shake, left by the site's links, the renderer is within 100 MiB of where it was before
 * the upload. On /group with both big GIFs (the other a 480×270×1200 GIF of 20 ms frames) the
 * renderer peaks at ≤ 1 GB: all their frames decoded would be 1 GiB alone.
 *
 * Bare page (bare-page.ts): Playwright's Network domain would keep a copy of every response body.
 * Peaks are VmHWM from /proc, reset when the step starts (process-memory.ts); memory, not time,
 * so a slow machine does not change them. Each reading after the file is a sample every 500 ms for
 * 10 s (a slow machine may make the chat files later than that: then the check sees less).
 *
 * Measured 2026-11-27 (renderers summed unless 'of one'): before the upload 537 MiB, peak of one
 * 450 MiB, 757 at the file, at most 761 in the 10 s after and 749 at its end, 736 after GC (+199
 * over before the upload), 542 on /shake; in two more runs peak 448 and 449 MiB, +199 and +208
 * after GC. /group: peak of one 754 MiB, 968 at the file, at most 970 after. With every frame kept
 * (the span not passed to the decoder, as before this change) both tests failed: /jam peak of one
 * 721 and 706 MiB, +466 and +461 after GC; /group peak of one 1412 MiB, 1717 at the file.
 */
import path from 'node:path';
import { expect, test } from './test.ts';
import { photoGifPath } from '../fixtures/make-photo-gif.ts';
import { endRssSpan, startRssSpan } from '../../scripts/bench/process-memory.ts';
import { listRendererPids } from '../../scripts/bench/renderer-processes.ts';
import { openBarePage } from './bare-page.ts';
import { followLinksTo, settle, waitForOutput, waitForSlot } from './bare-maker.ts';
import { rendererRssMib } from './memory-helpers.ts';

test.describe.configure({ timeout: 900_000 });

const SQUARE = { width: 600, height: 600, frames: 300, delayMs: 40 };
const LONG = { width: 480, height: 270, frames: 1200, delayMs: 20 };
const GROUP_PEAK_MIB = 1024;
const PEAK_MIB = 800;
/** What the renderer may gain in the 10 s after the file beyond what it held when the file was made. */
const AFTER_FILE_SLACK_MIB = 50;
const AFTER_LEAVING_MIB = 100;
/** What the renderer may hold after the file, garbage collected, over before the upload: the frames the emote plays and the file, not all 300 frames. */
const HELD_AFTER_FILE_MIB = 300;

test('the 600×600×300 GIF on /jam peaks under 800 MiB, does not rise after its file, holds only the frames played, and is let go on /shake', async ({ browser, baseURL }) => {
  const file = photoGifPath(SQUARE);
  const page = await openBarePage(browser, `${baseURL}/jam`);
  try {
    await waitForOutput(page);
    await settle(page, true);
    const before = rendererRssMib();
    const spans = listRendererPids(process.pid).map((pid) => ({ pid, start: startRssSpan(pid) }));
    await page.chooseFiles('input[aria-label="Image 1 file"]', [file]);
    await waitForSlot(page, 0, 'emote-bench-600x600x300.gif', 300_000);
    await waitForOutput(page, 300_000);
    const peak = Math.max(...spans.map(({ pid, start }) => endRssSpan(pid, start)?.peakKb ?? 0)) / 1024;
    const atFile = rendererRssMib();
    let afterFile = atFile;
    let last = atFile;
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      last = rendererRssMib();
      afterFile = Math.max(afterFile, last);
    }
    await settle(page, false);
    const afterGc = rendererRssMib();
    await followLinksTo(page, 'shake', 'Shake Emote Maker');
    await waitForOutput(page);
    await settle(page, true);
    const onShake = rendererRssMib();
    console.info(
      `renderers: ${before.toFixed(0)} MiB before the upload, peak of one ${peak.toFixed(0)} MiB, ${atFile.toFixed(0)} at the file, ` +
        `at most ${afterFile.toFixed(0)} in the 10 s after, ${last.toFixed(0)} at its end, ${afterGc.toFixed(0)} after GC, ${onShake.toFixed(0)} on /shake`,
    );
    expect(peak, 'renderer peak (MiB) while the GIF decodes and its job runs').toBeLessThanOrEqual(PEAK_MIB);
    expect(afterFile - atFile, 'renderer RSS (MiB) gained in the 10 s after the file').toBeLessThanOrEqual(AFTER_FILE_SLACK_MIB);
    expect(afterGc - before, 'renderer RSS (MiB) held after the file and GC over before the upload').toBeLessThanOrEqual(HELD_AFTER_FILE_MIB);
    expect(onShake - before, 'renderer RSS (MiB) kept on /shake').toBeLessThanOrEqual(AFTER_LEAVING_MIB);
  } finally {
    await page.close();
  }
});

test('both big GIFs on /group peak under 1 GB and do not rise after their file', async ({ browser, baseURL }) => {
  const files = [photoGifPath(SQUARE), photoGifPath(LONG)];
  const page = await openBarePage(browser, `${baseURL}/group`);
  try {
    await waitForOutput(page);
    await settle(page, true);
    const spans = listRendererPids(process.pid).map((pid) => ({ pid, start: startRssSpan(pid) }));
    for (const [i, file] of files.entries()) await page.chooseFiles(`input[aria-label="Image ${i + 1} file"]`, [file]);
    for (const [i, file] of files.entries()) await waitForSlot(page, i, path.basename(file), 600_000);
    await waitForOutput(page, 600_000);
    const peak = Math.max(...spans.map(({ pid, start }) => endRssSpan(pid, start)?.peakKb ?? 0)) / 1024;
    const atFile = rendererRssMib();
    let afterFile = atFile;
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      afterFile = Math.max(afterFile, rendererRssMib());
    }
    console.info(`renderers on /group: peak of one ${peak.toFixed(0)} MiB, ${atFile.toFixed(0)} at the file, at most ${afterFile.toFixed(0)} in the 10 s after`);
    expect(peak, 'renderer peak (MiB) while both GIFs decode and their job runs').toBeLessThanOrEqual(GROUP_PEAK_MIB);
    expect(afterFile - atFile, 'renderer RSS (MiB) gained in the 10 s after the file').toBeLessThanOrEqual(AFTER_FILE_SLACK_MIB);
  } finally {
    await page.close();
  }
});
