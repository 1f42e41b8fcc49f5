/**
 * Issue 13's power-user input on the maker page: a 600×600 GIF of 300 photographic frames (40 ms)
 * dropped on /jam. Times to the file, after an edit and after a byte limit; the worst long task
 * on the page's main thread over each step, and the renderer's peak memory over all of them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { makePhotoGif } from '../../tests/fixtures/make-photo-gif.ts';
import { endRssSpan, startRssSpan, type RssSpan } from './process-memory.ts';
import { listRendererPids } from './renderer-processes.ts';
import { idle, newFileAfter, openJam, paintedAfter, type SiteFigure } from './measure-site.ts';

export const BIG_INPUT = { width: 600, height: 600, frames: 300, delayMs: 40 };

/** Issue 13's figures on this machine before the work (its table), for the report. */
export const BIG_INPUT_BEFORE = 'before issue 13: 18–21 s to the file, long task 2.2–2.5 s, renderer 1.63 GB; Discord 256 KB 4.1–5.5 s, long task 1.6–2.1 s';

/** The GIF, made once per machine in the temp folder (about 46 MB; gifenc takes a while). */
function bigGifPath(): string {
  const file = path.join(os.tmpdir(), `emote-bench-${BIG_INPUT.width}x${BIG_INPUT.height}x${BIG_INPUT.frames}.gif`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, makePhotoGif(BIG_INPUT));
  return file;
}

declare global {
  interface Window {
    longTasks?: number[];
  }
}

/** The longest main-thread task since the last call, in ms (0 when none passed 50 ms). */
const worstLongTask = (page: Page) =>
  page.evaluate(() => {
    const worst = Math.max(0, ...(window.longTasks ?? []));
    window.longTasks = [];
    return Math.round(worst);
  });

const hrefOf = (page: Page) => page.getByRole('link', { name: /^Download / }).getAttribute('href');

/** The figures of the big input: upload → file, an edit → frame and file, a byte limit → file. */
export async function measureBigInput(browser: Browser, baseUrl: string): Promise<SiteFigure[]> {
  const gif = bigGifPath();
  const page = await openJam(browser, baseUrl);
  try {
    await page.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.longTasks!.push(entry.duration))).observe({ type: 'longtask' });
    });
    await page.reload();
    await idle(page);
    const renderers = listRendererPids(process.pid);
    const spans = renderers.map((pid) => ({ pid, start: startRssSpan(pid) }));
    await worstLongTask(page);
    const figure = (name: string, ms: number, longTask: number, extra = ''): SiteFigure => ({
      name, runs: 1, ms, bytes: null, frames: null, problems: null, note: `worst long task ${longTask} ms${extra}`,
    });

    let before = await hrefOf(page);
    let t0 = Date.now();
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles(gif);
    await newFileAfter(page, before);
    const upload = figure('600×600×300 GIF → file', Date.now() - t0, await worstLongTask(page));

    before = await hrefOf(page);
    await page.evaluate(() => document.addEventListener('input', () => ((window as { lastInputAt?: number }).lastInputAt = performance.now()), true));
    t0 = Date.now();
    await page.getByLabel('Tilt', { exact: true }).fill('12');
    const at = await page.evaluate(() => (window as { lastInputAt?: number }).lastInputAt ?? 0);
    const frameMs = Math.round(await paintedAfter(page, at));
    await newFileAfter(page, before);
    const edit = figure('  then Tilt → file', Date.now() - t0, await worstLongTask(page), `; first new frame ${frameMs} ms`);

    before = await hrefOf(page);
    t0 = Date.now();
    await page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'Discord 256 KB' });
    await newFileAfter(page, before);
    const limit = figure('  then Discord 256 KB → file', Date.now() - t0, await worstLongTask(page));

    const peaks = spans.map(({ pid, start }) => endRssSpan(pid, start)).filter((span): span is RssSpan => span !== null);
    const peakMb = peaks.length ? Math.round(Math.max(...peaks.map((span) => span.peakKb)) / 1024) : null;
    upload.note += `; renderer peak ${peakMb ?? '?'} MiB over all three; ${BIG_INPUT_BEFORE}`;
    return [upload, edit, limit];
  } finally {
    await page.context().close();
  }
}
