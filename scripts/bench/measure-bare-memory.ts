/**
 * Issue 19's memory rows (items 2 and 3), measured on a bare page (tests/e2e/bare-page.ts): a
 * browser context Playwright did not create, driven over the DevTools protocol. Playwright turns on
 * the Network domain in every page it drives, and Chromium then keeps a copy of every response body
 * (blob: images too) in the renderer, so a Playwright page's memory is not what a visitor's tab
 * holds (the upload's peak read 873–903 MiB there, 701–710 MiB on a bare page, before issue 19
 * item 3). The rows: the 600×600×300 GIF on /jam (the renderer's peak, the 10 s after its file, what
 * it holds once garbage is collected), then /shake left to by the site's links; both big GIFs on
 * /group (the peak and the 10 s after). Peaks are of one renderer (VmHWM, reset at the step's start:
 * its worker included); other figures sum the renderers.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { openBarePage, type BarePage } from '../../tests/e2e/bare-page.ts';
import { downloadHref, followLinksTo, settle, waitForNewFile, waitForOutput, waitForSlot } from '../../tests/e2e/bare-maker.ts';
import { afterLeavingCheck, riseAfterFile, rssMiB } from './memory-after.ts';
import { endRssSpan, startRssSpan } from './process-memory.ts';
import { listRendererPids } from './renderer-processes.ts';
import type { SiteFigure } from './site-figure.ts';
import { MIB_PER_GB, type TargetCheck } from './targets.ts';

/** Issue 19 item 3's peaks. */
export const UPLOAD_PEAK_MIB = 800;
export const GROUP_PEAK_MIB = MIB_PER_GB;

/** A big GIF's job takes minutes on a loaded 2-core machine (the 1200-frame one on /group most). */
const JOB_MS = 900_000;

const row = (name: string, note: string, targets: TargetCheck[]): SiteFigure => ({ name, runs: 1, ms: null, bytes: null, frames: null, problems: null, note, targets });

const peakCheck = (peakMiB: number, limitMiB: number): TargetCheck => ({
  target: `renderer peak ≤ ${limitMiB % (MIB_PER_GB / 2) === 0 ? `${limitMiB / MIB_PER_GB} GB` : `${limitMiB} MiB`} (bare page)`,
  met: peakMiB <= limitMiB,
});

/** A bare maker page with its sample's output made, settled; its renderers and their RSS then. */
async function openSettled(browser: Browser, baseUrl: string, slug: string): Promise<{ page: BarePage; pids: number[]; beforeMiB: number }> {
  const page = await openBarePage(browser, new URL(`/${slug}`, baseUrl).href);
  await waitForOutput(page, JOB_MS);
  await settle(page, true);
  const pids = listRendererPids(process.pid);
  return { page, pids, beforeMiB: rssMiB(pids) };
}

/**
 * Chooses `files` (one per slot from the first), waits until every slot holds its file and then for
 * a new file with no job in flight (the one made from them all, not the first input's alone); the
 * peak of one renderer meanwhile, MiB.
 */
async function uploadToFile(page: BarePage, pids: number[], files: string[]): Promise<{ peakMiB: number; ms: number }> {
  const before = await downloadHref(page);
  const spans = pids.map((pid) => ({ pid, start: startRssSpan(pid) }));
  const t0 = Date.now();
  for (const [i, file] of files.entries()) await page.chooseFiles(`input[aria-label="Image ${i + 1} file"]`, [file]);
  for (const [i, file] of files.entries()) await waitForSlot(page, i, path.basename(file), JOB_MS);
  await waitForNewFile(page, before, JOB_MS);
  const ms = Date.now() - t0;
  const peakKb = Math.max(...spans.map(({ pid, start }) => endRssSpan(pid, start)?.peakKb ?? 0));
  return { peakMiB: Math.round(peakKb / 1024), ms };
}

/** The 600×600×300 GIF on /jam, then /shake: the upload's row and the row after leaving. */
async function squareOnJam(browser: Browser, baseUrl: string, square: string): Promise<SiteFigure[]> {
  const { page, pids, beforeMiB } = await openSettled(browser, baseUrl, 'jam');
  try {
    const { peakMiB, ms } = await uploadToFile(page, pids, [square]);
    const after = await riseAfterFile(pids);
    await settle(page, false);
    const heldMiB = rssMiB(pids);
    const made = row(
      '600×600×300 GIF on /jam → file (bare page)',
      `renderer peak ${peakMiB} MiB; renderers ${beforeMiB} MiB before the upload, ${after.atFileMiB} MiB at the file (${(ms / 1000).toFixed(1)} s), ` +
        `at most ${after.maxAfterMiB} MiB in the 10 s after, ${heldMiB} MiB after GC (+${heldMiB - beforeMiB})`,
      [peakCheck(peakMiB, UPLOAD_PEAK_MIB), after.check],
    );
    await followLinksTo(page, 'shake', 'Shake Emote Maker');
    await waitForOutput(page, JOB_MS);
    await settle(page, true);
    const leftMiB = rssMiB(pids);
    const left = row(
      '600×600×300 GIF on /jam, then /shake → renderer after leaving (bare page)',
      `renderers ${leftMiB} MiB after leaving, ${beforeMiB} MiB before the upload (+${leftMiB - beforeMiB}; after GC and a memory-pressure notice both times)`,
      [afterLeavingCheck(beforeMiB, leftMiB)],
    );
    return [made, left];
  } finally {
    await page.close();
  }
}

/** Both big GIFs on /group: the peak while they decode and the job runs, and the 10 s after the file. */
async function bothOnGroup(browser: Browser, baseUrl: string, files: string[]): Promise<SiteFigure> {
  const { page, pids, beforeMiB } = await openSettled(browser, baseUrl, 'group');
  try {
    const { peakMiB, ms } = await uploadToFile(page, pids, files);
    const after = await riseAfterFile(pids);
    return row(
      'both on /group → file (bare page)',
      `renderer peak ${peakMiB} MiB; renderers ${beforeMiB} MiB before the upload, ${after.atFileMiB} MiB at the file (${(ms / 1000).toFixed(1)} s), at most ${after.maxAfterMiB} MiB in the 10 s after`,
      [peakCheck(peakMiB, GROUP_PEAK_MIB), after.check],
    );
  } finally {
    await page.close();
  }
}

/** Issue 19's memory rows for the 600×600×300 GIF (`square`) and the 480×270×1200 one (`long`). */
export async function measureBareMemory(browser: Browser, baseUrl: string, square: string, long: string): Promise<SiteFigure[]> {
  return [...(await squareOnJam(browser, baseUrl, square)), await bothOnGroup(browser, baseUrl, [square, long])];
}
