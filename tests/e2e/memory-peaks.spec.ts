/**
 * Issue 19 items 2 and 3 on the 600×600×300 GIF, the biggest power input: while it decodes and its
 * job runs on /jam the renderer (its worker included) peaks at ≤ 800 MiB; after the file is made
 * it does not rise (the issue saw 0.89 → 1.24 GB in the 10 s after); and on
 * /shake, left by the site's links, the renderer is within 100 MiB of where it was before the
 * upload. /group with both big GIFs (≤ 1 GB) is the full bench's row (measure-big-input.ts):
 * making the 1200-frame GIF takes minutes.
 *
 * Bare page (bare-page.ts): Playwright's Network domain would keep a copy of every response body.
 * Peaks are VmHWM from /proc, reset when the step starts (process-memory.ts); memory, not time,
 * so a slow machine does not change them. Each reading after the file is a sample every 500 ms for
 * 10 s (a slow machine may make the chat files later than that: then the check sees less).
 *
 * Measured 2026-11-26 at a load of 11–15: peak 701, 709, 708 (Network domain on), 710 (screencast
 * on) MiB; +4 to +11 MiB in the 10 s after the file; +26 to +36 MiB on /shake. The bench's row for
 * the same upload, on a Playwright page, read 873 and 903 MiB: the cause of that difference is not
 * found (neither the Network domain nor a screencast gave it here). The renderer does not fall back
 * after the file either: the worker keeps all 300 decoded frames (412 MiB) for the next change.
 */
import { expect, test } from '@playwright/test';
import { gifPath } from '../../scripts/bench/measure-big-input.ts';
import { endRssSpan, startRssSpan } from '../../scripts/bench/process-memory.ts';
import { listRendererPids } from '../../scripts/bench/renderer-processes.ts';
import { openBarePage } from './bare-page.ts';
import { followLinksTo, settle, waitForOutput, waitForSlot } from './bare-maker.ts';
import { rendererRssMib } from './memory-helpers.ts';

test.describe.configure({ timeout: 900_000 });

const SQUARE = { width: 600, height: 600, frames: 300, delayMs: 40 };
const PEAK_MIB = 800;
/** What the renderer may gain in the 10 s after the file beyond what it held when the file was made. */
const AFTER_FILE_SLACK_MIB = 50;
const AFTER_LEAVING_MIB = 100;

test('the 600×600×300 GIF on /jam peaks under 800 MiB, does not rise after its file, and is let go on /shake', async ({ browser, baseURL }) => {
  const file = gifPath(SQUARE);
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
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      afterFile = Math.max(afterFile, rendererRssMib());
    }
    await followLinksTo(page, 'shake', 'Shake Emote Maker');
    await waitForOutput(page);
    await settle(page, true);
    const onShake = rendererRssMib();
    console.info(
      `renderers: ${before.toFixed(0)} MiB before the upload, peak of one ${peak.toFixed(0)} MiB, ${atFile.toFixed(0)} at the file, ` +
        `at most ${afterFile.toFixed(0)} in the 10 s after, ${onShake.toFixed(0)} on /shake`,
    );
    expect(peak, 'renderer peak (MiB) while the GIF decodes and its job runs').toBeLessThanOrEqual(PEAK_MIB);
    expect(afterFile - atFile, 'renderer RSS (MiB) gained in the 10 s after the file').toBeLessThanOrEqual(AFTER_FILE_SLACK_MIB);
    expect(onShake - before, 'renderer RSS (MiB) kept on /shake').toBeLessThanOrEqual(AFTER_LEAVING_MIB);
  } finally {
    await page.close();
  }
});
