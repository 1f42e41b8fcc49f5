/**
 * Issue 13's power-user inputs on the maker page, generated once per machine: a 600×600 GIF of
 * 300 photographic frames (40 ms) and a 480×270 one of 1200 frames (20 ms), on /jam, then both on
 * /group. Times to the file (after an edit and a byte limit too, for the first), the worst long
 * task on the page's main thread, and the peak memory of the page's renderer (its worker included).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { watchLongTasks, worstLongTask } from '../../tests/e2e/long-tasks.ts';
import { makePhotoGif, type PhotoGifSpec } from '../../tests/fixtures/make-photo-gif.ts';
import { endRssSpan, startRssSpan, type RssSpan } from './process-memory.ts';
import { listRendererPids } from './renderer-processes.ts';
import { idle, newFileAfter, openJam, paintedAfter, type SiteFigure } from './measure-site.ts';

const SQUARE: PhotoGifSpec = { width: 600, height: 600, frames: 300, delayMs: 40 };
const LONG: PhotoGifSpec = { width: 480, height: 270, frames: 1200, delayMs: 20 };

/** Issue 13's table, measured before the work on this machine, for the report. */
const BEFORE = {
  square: '18–21 s, long task 2.2–2.5 s, renderer 1.63 GB',
  edit: 'Discord 256 KB: 4.1–5.5 s, long task 1.6–2.1 s, 1.58 GB',
  long: '8–10 s, long task 2.4–2.5 s, renderer 1.70 GB',
  group: '12.5 s, long task 5.6 s, renderer 2.88 GB',
};

/** The GIF, made once per machine in the temp folder (tens of MB; gifenc takes a while). */
function gifPath(spec: PhotoGifSpec): string {
  const file = path.join(os.tmpdir(), `emote-bench-${spec.width}x${spec.height}x${spec.frames}.gif`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, makePhotoGif(spec));
  return file;
}

const hrefOf = (page: Page) => page.getByRole('link', { name: /^Download / }).getAttribute('href');

/** Runs `change`, waits for the file made after it; ms and the worst long task meanwhile. */
async function timeToFile(page: Page, change: () => Promise<unknown>): Promise<{ ms: number; longTask: number }> {
  const before = await hrefOf(page);
  const t0 = Date.now();
  await change();
  await newFileAfter(page, before);
  return { ms: Date.now() - t0, longTask: await worstLongTask(page) };
}

/** A fresh maker page watching its long tasks, its sample output made, and the peak of its renderers from now. */
async function openWatched(browser: Browser, baseUrl: string, slug: string) {
  const page = await openJam(browser, baseUrl);
  await watchLongTasks(page);
  await page.goto(new URL(`/${slug}`, baseUrl).href);
  await idle(page);
  await worstLongTask(page);
  const spans = listRendererPids(process.pid).map((pid) => ({ pid, start: startRssSpan(pid) }));
  const peakMb = () => {
    const peaks = spans.map(({ pid, start }) => endRssSpan(pid, start)).filter((span): span is RssSpan => span !== null);
    return peaks.length ? `${Math.round(Math.max(...peaks.map((span) => span.peakKb)) / 1024)} MiB` : '?';
  };
  return { page, peakMb };
}

const figure = (name: string, ms: number, note: string): SiteFigure => ({ name, runs: 1, ms, bytes: null, frames: null, problems: null, note });
const upload = (page: Page, slot: number, file: string) => page.getByLabel(`Image ${slot} file`, { exact: true }).setInputFiles(file);

/** The 600×600 input on /jam: upload, an edit, a byte limit. */
async function squareOnJam(browser: Browser, baseUrl: string, square: string): Promise<SiteFigure[]> {
  const { page, peakMb } = await openWatched(browser, baseUrl, 'jam');
  try {
    const made = await timeToFile(page, () => upload(page, 1, square));
    await page.evaluate(() => document.addEventListener('input', () => ((window as { lastInputAt?: number }).lastInputAt = performance.now()), true));
    let frameMs = 0;
    const edit = await timeToFile(page, async () => {
      await page.getByLabel('Tilt', { exact: true }).fill('12');
      frameMs = Math.round(await paintedAfter(page, await page.evaluate(() => (window as { lastInputAt?: number }).lastInputAt ?? 0)));
    });
    const limit = await timeToFile(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'Discord 256 KB' }));
    return [
      figure('600×600×300 GIF on /jam → file', made.ms, `long task ${made.longTask} ms; renderer peak ${peakMb()} (all three steps); before: ${BEFORE.square}`),
      figure('  then Tilt → file', edit.ms, `long task ${edit.longTask} ms; first new frame ${frameMs} ms`),
      figure('  then Discord 256 KB → file', limit.ms, `long task ${limit.longTask} ms; before: ${BEFORE.edit}`),
    ];
  } finally {
    await page.context().close();
  }
}

/** One or two inputs on a page: upload to file. */
async function uploadFigure(browser: Browser, baseUrl: string, slug: string, files: string[], name: string, before: string): Promise<SiteFigure> {
  const { page, peakMb } = await openWatched(browser, baseUrl, slug);
  try {
    const made = await timeToFile(page, async () => {
      for (const [i, file] of files.entries()) await upload(page, i + 1, file);
    });
    return figure(name, made.ms, `long task ${made.longTask} ms; renderer peak ${peakMb()}; before: ${before}`);
  } finally {
    await page.context().close();
  }
}

/** Every figure of the big inputs (full bench only: the GIFs take a minute to make the first time). */
export async function measureBigInputs(browser: Browser, baseUrl: string): Promise<SiteFigure[]> {
  const square = gifPath(SQUARE);
  const long = gifPath(LONG);
  return [
    ...(await squareOnJam(browser, baseUrl, square)),
    await uploadFigure(browser, baseUrl, 'jam', [long], '480×270×1200 GIF on /jam → file', BEFORE.long),
    await uploadFigure(browser, baseUrl, 'group', [square, long], 'both on /group → file', BEFORE.group),
  ];
}
