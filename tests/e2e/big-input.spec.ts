/**
 * Issue 13: a streamer drops a big animated clip on /jam. The page's main thread runs no task
 * longer than CPU_BOUND_MS of CPU time while the input decodes, the job runs and a setting changes.
 *
 * What is bounded is each task's CPU time on the page's main thread, read from Chrome's trace
 * (long-tasks.ts), not its wall time: the clean-clone CI ran on a host that stretched the whole e2e
 * stage threefold (46.7 min where a quiet machine takes 14.6) and failed the 1 s wall-time bound
 * this test had, which a quiet machine meets by twenty times. CPU time still fails the regression
 * that matters (before issue 13 these steps held the page 1.2–2.5 s in one task on an idle
 * machine), and a busy change handler of 400 ms measured 251 ms of CPU under load. The wall times
 * (PerformanceObserver 'longtask') are printed beside it, not bounded: at a load of 14 here a task
 * of 29 ms CPU took 1,527 ms of wall time (the main thread waiting for a core). The issue's
 * 100 ms target is checked where timings belong: the full bench (scripts/bench/measure-big-input.ts)
 * measures the worst long task of every step and prints it as met or NOT MET against 100 ms
 * (scripts/bench/targets.ts).
 */
import path from 'node:path';
import { expect, test } from './test.ts';
import { photoGifPath } from '../fixtures/make-photo-gif.ts';
import { traceMainThreadTasks, watchLongTasks, worstLongTask } from './long-tasks.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

/**
 * Three times the 100 ms, which the bench checks, in CPU time: a quiet machine measured
 * 6–38 ms (2026-11-26), the regression this guards against took over 1 s.
 */
const CPU_BOUND_MS = 300;

/** Prints a step's worst task, CPU and wall time, and checks the CPU time against its bound. */
function expectShortTasks(step: string, cpuMs: number, wallMs: number) {
  console.info(`${test.info().title}: ${step}: worst task ${cpuMs} ms CPU, ${wallMs} ms wall`);
  expect(cpuMs, `worst task (CPU ms) while ${step}`).toBeLessThanOrEqual(CPU_BOUND_MS);
}

const INPUTS = [
  { width: 600, height: 600, frames: 300, delayMs: 40 },
  { width: 480, height: 270, frames: 1200, delayMs: 20 },
];

test.describe.configure({ timeout: 300_000 });

for (const spec of INPUTS) {
  test(`a ${spec.width}×${spec.height}, ${spec.frames}-frame GIF never holds the page's main thread long`, async ({ page, browser }) => {
    // A file on disk (made once per machine): a buffer would be handed to the page by script, itself one long task.
    const gif = photoGifPath(spec);
    await watchLongTasks(page);
    await openFreshMaker(page);
    await worstLongTask(page);
    let stop = await traceMainThreadTasks(browser, page);
    await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(gif), 120_000);
    expectShortTasks('the input decodes and its job runs', await stop(), await worstLongTask(page));
    stop = await traceMainThreadTasks(browser, page);
    await waitForNewOutput(page, () => page.getByLabel('Tilt', { exact: true }).fill('12'), 120_000);
    await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'Discord 256 KB' }), 120_000);
    expectShortTasks('settings change', await stop(), await worstLongTask(page));
  });
}

test("both on /group never hold the page's main thread long", async ({ page, browser }) => {
  const files = INPUTS.map(photoGifPath);
  await watchLongTasks(page);
  await openFreshMaker(page, 'group');
  await waitForOutput(page, 120_000);
  await worstLongTask(page);
  const stop = await traceMainThreadTasks(browser, page);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles(files[0]);
  await waitForNewOutput(page, () => page.getByLabel('Image 2 file', { exact: true }).setInputFiles(files[1]), 120_000);
  await expect(page.getByRole('group', { name: 'Image 2', exact: true }).getByText(path.basename(files[1]), { exact: true })).toBeVisible();
  expectShortTasks('both inputs decode and their job runs', await stop(), await worstLongTask(page));
});
