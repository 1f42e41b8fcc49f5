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

/**
 * Drops a file on a slot the way a visitor's drag does: a DataTransfer holding the file, dispatched
 * as a drop on the slot. Nothing of it stays with Playwright: setInputFiles resolves the input to
 * an element handle it never disposes (a DevTools global handle that keeps the input, and with it
 * the whole maker page it was part of, alive after the page is left), so a test of leaks using it
 * would measure Playwright.
 */
export async function dropFile(page: Page, slot: number, file: { name: string; mimeType: string; bytes: Uint8Array }) {
  const base64 = Buffer.from(file.bytes).toString('base64');
  await page.evaluate(
    ({ slot, name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      const target = document.querySelector(`fieldset[data-slot="${slot}"]`);
      if (!target) throw new Error(`no slot ${slot} to drop on`);
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { slot, name: file.name, mimeType: file.mimeType, base64 },
  );
}
