/**
 * Memory of the page as Chromium's DevTools protocol and Linux's /proc see it (issue 19): DOM
 * nodes after a forced garbage collection, and the resident memory of the browser's renderer
 * processes (where the page and its workers run).
 */
import type { CDPSession, Page } from '@playwright/test';
import { listRendererPids } from '../../scripts/bench/renderer-processes.ts';
import { readStatusKb } from '../../scripts/bench/process-memory.ts';

/** Opens a DevTools session on the page with its performance metrics on. */
export async function openDevTools(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

/** Forces garbage collection in the page (twice: the first may only queue finalizers). */
export async function collectGarbage(session: CDPSession) {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
}

/** The document's DOM node count (Performance.getMetrics 'Nodes'), after garbage collection. */
export async function countNodes(session: CDPSession): Promise<number> {
  await collectGarbage(session);
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'Nodes')!.value;
}

/** Resident memory of all of this test's renderer processes, in MiB (the test worker launched the browser). */
export function rendererRssMib(): number {
  const kb = listRendererPids(process.pid).reduce((sum, pid) => sum + (readStatusKb(pid, 'VmRSS') ?? 0), 0);
  return kb / 1024;
}
