/**
 * Issue 23 item 4: a 30 s 1080p H.264 MP4 (made at test time by Debian's ffmpeg,
 * tests/fixtures/make-big-clip.ts) on /jam. Only the part of the clip the emote plays is decoded, so
 * the page's main thread runs no long task and the page's renderer stays under 1 GB while the clip
 * decodes, its job runs, and the start moves far enough that another part is decoded.
 *
 * As in big-input.spec.ts, each task's CPU time on the main thread is bounded (long-tasks.ts), not
 * its wall time, which a loaded CI host stretches; here the bound is the issue's own 100 ms (a
 * loaded 2-core machine measured 48 ms of CPU at most). The 3 s to a playing preview is a time
 * and is checked by the bench (scripts/bench/measure-big-clip.ts), not here.
 */
import { expect, test, type Page } from './test.ts';
import { BIG_CLIP, bigClipPath } from '../fixtures/make-big-clip.ts';
import { endRssSpan, startRssSpan } from '../../scripts/bench/process-memory.ts';
import { listRendererPids } from '../../scripts/bench/renderer-processes.ts';
import { traceMainThreadTasks } from './long-tasks.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const CPU_BOUND_MS = 100;
const RENDERER_BOUND_MIB = 1024;
const SLOW = 120_000;

test.describe.configure({ timeout: 400_000 });

/** Peak RSS of the page's renderers over `act`, MiB (null where /proc cannot be read). */
async function rendererPeakMiB(act: () => Promise<void>): Promise<number | null> {
  const spans = listRendererPids(process.pid).map((pid) => ({ pid, start: startRssSpan(pid) }));
  await act();
  const peaks = spans.map(({ pid, start }) => endRssSpan(pid, start)?.peakKb ?? 0);
  return spans.length ? Math.round(Math.max(...peaks) / 1024) : null;
}

/**
 * How much the input moves in the output GIF: the mean difference of frames one jam loop (1 s, 15 of
 * Twitch's 60 frames over the 4 s clip) apart, where the effect is in the same place and only the
 * input differs. Stand-ins for frames not decoded would be still: near 0.
 */
async function inputMotion(page: Page): Promise<number> {
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  expect(gif.frames).toHaveLength(60);
  let sum = 0;
  for (let i = 0; i < 45; i++) for (let p = 0; p < gif.frames[i].length; p++) sum += Math.abs(gif.frames[i][p] - gif.frames[i + 15][p]);
  return sum / (45 * gif.frames[0].length);
}

const timeline = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true }).getByRole('group', { name: 'Timeline', exact: true });

test('a 30 s 1080p MP4: the page never holds its main thread long and its renderer stays under 1 GB', async ({ page, browser }) => {
  const clip = bigClipPath();
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  let stop = await traceMainThreadTasks(browser, page);
  const peak = await rendererPeakMiB(() => waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(clip), SLOW));
  const cpuMs = await stop();
  console.info(`30 s 1080p MP4: worst task ${cpuMs} ms CPU, renderer peak ${peak} MiB`);
  expect(cpuMs, 'worst main-thread task (CPU ms) while the clip decodes and its job runs').toBeLessThanOrEqual(CPU_BOUND_MS);
  if (peak !== null) expect(peak, 'renderer peak (MiB)').toBeLessThanOrEqual(RENDERER_BOUND_MIB);
  // The timeline spans the whole clip, though only its first seconds were decoded.
  await expect(timeline(page)).toContainText(`runs ${BIG_CLIP.seconds}.0 s`);

  // The start moved to 20 s: that part is decoded, and the emote plays it.
  stop = await traceMainThreadTasks(browser, page);
  await waitForNewOutput(page, () => timeline(page).getByLabel('Start', { exact: true }).fill('20'), SLOW);
  expect(await stop(), 'worst main-thread task (CPU ms) while another part decodes').toBeLessThanOrEqual(CPU_BOUND_MS);
  await expect(timeline(page).getByLabel('Start', { exact: true })).toHaveAttribute('aria-valuetext', '20.0 s');
  const motion = await inputMotion(page);
  console.info(`input motion from 20 s: ${motion.toFixed(1)}`);
  expect(motion).toBeGreaterThan(2);
  await expect(timeline(page).getByTestId('timeline-thumbnail')).toHaveCount(8, { timeout: SLOW });
  await timeline(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('big-clip.png') });
});
