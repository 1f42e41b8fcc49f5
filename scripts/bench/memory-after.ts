/**
 * Issue 19's memory after the work (items 2 and 3): whether the renderer rises after a big input's
 * file is made (the issue saw 0.89 → 1.24 GB in the 10 s after), and
 * how much of the upload it still holds once the visitor has left for another maker.
 */
import type { Page } from '@playwright/test';
import { readStatusKb } from './process-memory.ts';
import type { SiteFigure } from './site-figure.ts';
import type { TargetCheck } from './targets.ts';

/** What the renderer may gain in the 10 s after the file beyond what it held when the file was made. */
export const AFTER_FILE_SLACK_MIB = 50;
/** Issue 19 item 2: on /shake after the 600×600×300 upload on /jam, within this of before the upload. */
export const AFTER_LEAVING_MIB = 100;

/** Resident memory of these processes now, summed, in MiB. */
export const rssMiB = (pids: number[]) => Math.round(pids.reduce((sum, pid) => sum + (readStatusKb(pid, 'VmRSS') ?? 0), 0) / 1024);

/** The RSS when called (the file just made) and its highest in the `ms` after, sampled every 500 ms. */
export async function riseAfterFile(pids: number[], ms = 10_000): Promise<{ atFileMiB: number; maxAfterMiB: number; check: TargetCheck }> {
  const atFileMiB = rssMiB(pids);
  let maxAfterMiB = atFileMiB;
  for (let waited = 0; waited < ms; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    maxAfterMiB = Math.max(maxAfterMiB, rssMiB(pids));
  }
  const check = { target: `no rise in the ${ms / 1000} s after the file (≤ +${AFTER_FILE_SLACK_MIB} MiB)`, met: maxAfterMiB - atFileMiB <= AFTER_FILE_SLACK_MIB };
  return { atFileMiB, maxAfterMiB, check };
}

/** The renderer's RSS after garbage collection and a critical memory-pressure notice (Chromium's image caches emptied). */
export async function settledRssMiB(page: Page, pids: number[]): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Memory.simulatePressureNotification', { level: 'critical' });
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  await session.detach();
  return rssMiB(pids);
}

/** The row for the renderer after leaving: `leave` goes to another maker and returns once it is idle. */
export async function afterLeavingRow(page: Page, pids: number[], beforeMiB: number, name: string, leave: () => Promise<void>): Promise<SiteFigure> {
  await leave();
  const afterMiB = await settledRssMiB(page, pids);
  const targets = [{ target: `renderer within ${AFTER_LEAVING_MIB} MiB of before the upload`, met: afterMiB - beforeMiB <= AFTER_LEAVING_MIB }];
  const note = `renderer ${afterMiB} MiB after leaving, ${beforeMiB} MiB before the upload (after GC and a memory-pressure notice both times)`;
  return { name, runs: 1, ms: null, bytes: null, frames: null, problems: null, note, targets };
}
