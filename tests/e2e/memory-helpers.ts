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
 * Chooses a file for a file input the way setInputFiles does, without the element handle that
 * Playwright's setInputFiles leaves in the page: its `_setInputFiles` resolves the input (following
 * the label) to a handle it never disposes, a DevTools global handle that keeps the input, and with
 * it the whole maker page it was part of, alive after the page is left. A test of leaks would then
 * measure Playwright. Here the file goes to a stand-in input outside the app, is moved to the
 * app's input and a change event fires, as when a visitor picks a file; the stand-in is emptied and
 * removed, so the handle Playwright keeps holds one empty element.
 */
export async function chooseFileWithoutHandle(page: Page, label: string, path: string) {
  const standIn = await page.evaluateHandle(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.dataset.testStandIn = '';
    document.body.append(input);
    return input;
  });
  await standIn.setInputFiles(path);
  await standIn.dispose();
  await page.getByLabel(label, { exact: true }).evaluate((target: HTMLInputElement) => {
    const input = document.querySelector<HTMLInputElement>('input[data-test-stand-in]')!;
    const chosen = new DataTransfer();
    for (const file of input.files!) chosen.items.add(file);
    target.files = chosen.files;
    input.value = '';
    input.remove();
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
