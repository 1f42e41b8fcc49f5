/**
 * Issue 23 item 4: a 30 s 1080p H.264 MP4 (tests/fixtures/make-big-clip.ts, made once per machine)
 * chosen on a fresh /jam. Each run times the upload to the first frame of the playing preview
 * (LivePreview's paint mark) and to the file; the worst long task on the page's main thread and the
 * peak memory of the page's renderer (its workers included) cover the run to the file. The row
 * gives the median times and the worst task and peak of the runs, against the targets.
 */
import type { Browser, Page } from '@playwright/test';
import { watchLongTasks, worstLongTask } from '../../tests/e2e/long-tasks.ts';
import { BIG_CLIP, bigClipPath } from '../../tests/fixtures/make-big-clip.ts';
import { watchChromiumPeak } from './chromium-memory.ts';
import { median } from './format-table.ts';
import { idle, newFileAfter, openJam, paintedAfter, type SiteFigure } from './measure-site.ts';
import { endRssSpan, startRssSpan } from './process-memory.ts';
import { listRendererPids } from './renderer-processes.ts';
import { checkStep, describeStep, MIB_PER_GB, type StepFigures } from './targets.ts';

/** Issue 23 item 4: a playing preview in ≤ 3 s, the renderer's peak ≤ 1 GB (the long task's 100 ms is in every step). */
const LIMITS = { ms: 3000, rendererPeakMiB: MIB_PER_GB };

interface ClipRun {
  previewMs: number;
  fileMs: number;
  longTaskMs: number;
  rendererPeakMiB: number | null;
  chromiumPeakMiB: number | null;
}

const toMiB = (kb: number | null) => (kb === null ? null : Math.round(kb / 1024));

/** One upload on a fresh /jam whose sample's file is made. */
async function runOnce(browser: Browser, baseUrl: string, clip: string): Promise<ClipRun> {
  const page: Page = await openJam(browser, baseUrl);
  try {
    await watchLongTasks(page);
    await page.reload();
    await idle(page);
    const renderers = listRendererPids(process.pid);
    await worstLongTask(page);
    const before = await page.getByRole('link', { name: /^Download / }).getAttribute('href');
    const spans = renderers.map((pid) => ({ pid, start: startRssSpan(pid) }));
    const chromium = watchChromiumPeak();
    const since = await page.evaluate(() => performance.now());
    const t0 = Date.now();
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles(clip);
    const previewMs = Math.round(await paintedAfter(page, since));
    await newFileAfter(page, before);
    const fileMs = Date.now() - t0;
    const chromiumPeakKb = chromium.stop();
    const peaks = spans.map(({ pid, start }) => endRssSpan(pid, start)?.peakKb ?? null).filter((kb): kb is number => kb !== null);
    return { previewMs, fileMs, longTaskMs: await worstLongTask(page), rendererPeakMiB: peaks.length ? toMiB(Math.max(...peaks)) : null, chromiumPeakMiB: toMiB(chromiumPeakKb) };
  } finally {
    await page.context().close();
  }
}

const worst = (values: (number | null)[]) => (values.some((v) => v === null) ? null : Math.max(...(values as number[])));

/** The row: median times over `runs`, the worst task and memory peak of any run. */
export async function measureBigClip(browser: Browser, baseUrl: string, runs: number): Promise<SiteFigure> {
  const clip = bigClipPath();
  const done: ClipRun[] = [];
  for (let i = 0; i < runs; i++) done.push(await runOnce(browser, baseUrl, clip));
  const step: StepFigures = {
    ms: median(done.map((run) => run.previewMs)),
    longTaskMs: Math.max(...done.map((run) => run.longTaskMs)),
    firstFrameMs: null,
    rendererPeakMiB: worst(done.map((run) => run.rendererPeakMiB)),
    chromiumPeakMiB: worst(done.map((run) => run.chromiumPeakMiB)),
  };
  const { width, height, fps, seconds } = BIG_CLIP;
  const each = done.map((run) => `${run.previewMs}/${run.fileMs}`).join(', ');
  return {
    name: `${seconds} s ${width}×${height} ${fps} fps H.264 MP4 on /jam → playing preview`,
    runs,
    ms: step.ms,
    bytes: null,
    frames: null,
    problems: null,
    note: `to the file ${median(done.map((run) => run.fileMs))} ms (median); each run preview/file: ${each} ms; ${describeStep(step, null)}`,
    step,
    targets: checkStep(step, LIMITS),
  };
}
