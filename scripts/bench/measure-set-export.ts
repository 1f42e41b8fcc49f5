/**
 * "Download the set" for a streamer's set of ten (issue 35 item 4: ≤ 45 s on this machine): seven
 * of the site's sample pictures and three photos kept on /jam by "Apply to many files", then the
 * set page's export timed from the click to the ZIP saved, each emote's span read back from the
 * page's User Timing measures (web/set/export-timing.ts). The ZIP is read back: every emote's
 * folder entries, the README, the WhatsApp pack; what the README leaves out is counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from '@playwright/test';
import { SET_EMOTE_MEASURE } from '../../web/set/export-timing.ts';
import { PACK_FILE_MEASURE } from '../../web/state/output/pack-timing.ts';
import { formatPackFiles, packFileTimes, type MeasureEntry } from './pack-file-times.ts';
import type { SiteFigure } from './site-figure.ts';
import { againstTarget } from './targets.ts';
import { formatTable } from './format-table.ts';

/** Issue 35 item 4: a set of ten exports in at most this. */
export const SET_EXPORT_TARGET_MS = 45_000;

const SAMPLES = ['arrive', 'bonk', 'boomies', 'coggers', 'despair', 'flip', 'gigachad'].map((slug) => path.resolve(`public/samples/in/${slug}.1.png`));
const PHOTOS = ['astronaut', 'chelsea', 'coffee'].map((name) => path.resolve(`tests/fixtures/photos/${name}.png`));
const settle = { timeout: 300_000 };

/** Ten files under emote-code names, as "Apply to many files" takes them. */
function setFiles() {
  return [...SAMPLES, ...PHOTOS].map((file, i) => ({ name: `emote${i + 1}.png`, mimeType: 'image/png', buffer: fs.readFileSync(file) }));
}

async function keepTen(page: Page, baseUrl: string) {
  await page.goto(new URL('/jam', baseUrl).href);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('link', { name: /^Download / }).waitFor(settle);
  const files = setFiles();
  await page.getByLabel('Apply these settings to many files').setInputFiles(files);
  await page.getByTestId('batch-summary').filter({ hasText: `${files.length} of ${files.length} added to your set.` }).waitFor(settle);
}

/** The ZIP's emote files (not the README or the WhatsApp pack) and the README's "Left out" lines. */
function readZip(zip: Uint8Array): { files: number; bytes: number; leftOut: number; wastickers: boolean } {
  const entries = unzipSync(zip);
  const names = Object.keys(entries);
  const readme = entries['README.txt'] ? strFromU8(entries['README.txt']) : '';
  const emoteFiles = names.filter((n) => n !== 'README.txt' && !n.endsWith('.wastickers') && !n.endsWith('/'));
  return {
    files: emoteFiles.length,
    bytes: emoteFiles.reduce((sum, n) => sum + entries[n].byteLength, 0),
    leftOut: (readme.match(/Left out: /g) ?? []).length,
    wastickers: names.some((n) => n.endsWith('.wastickers')),
  };
}

/** One export of ten on a fresh context: its time, each emote's span, and the ZIP read back. */
async function exportOnce(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await keepTen(page, baseUrl);
    await page.goto(new URL('/set', baseUrl).href);
    const button = page.getByRole('button', { name: 'Download the set' });
    await button.waitFor(settle);
    const clickAt = await page.evaluate(() => performance.now());
    const t0 = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', settle), button.click()]);
    const ms = Date.now() - t0;
    const measures = (await page.evaluate(() =>
      (performance.getEntriesByType('measure') as PerformanceMeasure[]).map(({ name, startTime, duration, detail }) => ({ name, startTime, duration, detail: (detail as unknown) ?? null })),
    )) as MeasureEntry[];
    const emotes = packFileTimes(measures, SET_EMOTE_MEASURE, clickAt);
    const files = packFileTimes(measures, PACK_FILE_MEASURE, clickAt);
    return { ms, emotes, files, zip: readZip(new Uint8Array(fs.readFileSync((await download.path())!))) };
  } finally {
    await context.close();
  }
}

/** The set export's row, and the table of its emotes' spans (printed by run-set-rows.ts). */
export async function measureSetExport(browser: Browser, baseUrl: string): Promise<{ figure: SiteFigure; table: string }> {
  const run = await exportOnce(browser, baseUrl);
  const problems = [
    ...(run.emotes.length === 10 ? [] : [`${run.emotes.length} of 10 emotes exported`]),
    ...(run.zip.wastickers ? [] : ['no .wastickers in the ZIP']),
  ];
  const figure: SiteFigure = {
    name: 'Set of 10 on /jam (7 samples, 3 photos), Download the set',
    runs: 1,
    ms: run.ms,
    bytes: run.zip.bytes,
    frames: run.zip.files,
    problems,
    note: `${againstTarget(run.ms, SET_EXPORT_TARGET_MS)}; click to ZIP saved; ${run.zip.files} files, ${run.zip.leftOut} left out (the README says why)`,
  };
  const workersOf = (code: string) => new Set(run.files.filter((f) => f.file.startsWith(`${code}-`)).map((f) => f.worker)).size;
  const body = run.emotes.map((e) => [e.file, String(workersOf(e.file)), String(Math.round(e.ms)), String(Math.round(e.doneAtMs))]);
  // The slowest emote's files, by the pack's own table: where the set's time goes.
  const slowest = run.emotes.reduce((a, b) => (b.ms > a.ms ? b : a), run.emotes[0]);
  const files = slowest ? run.files.filter((f) => f.file.startsWith(`${slowest.file}-`)).sort((a, b) => a.doneAtMs - b.doneAtMs) : [];
  const tables = [`Set of 10: each emote (ms)\n${formatTable(['emote', 'workers', 'own ms', 'done at ms'], body)}`];
  if (files.length) tables.push(formatPackFiles(`Set of 10, its slowest emote (${slowest.file})`, files));
  return { figure, table: tables.join('\n\n') };
}
