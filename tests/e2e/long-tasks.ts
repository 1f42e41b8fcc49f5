/**
 * The page's long main-thread tasks, for the big-input e2e and the bench that measures the same
 * steps. Two measures: the wall time of each task (PerformanceObserver 'longtask', over 50 ms),
 * which is what a visitor feels and what the bench reports; and the CPU time the renderer's main
 * thread spent in each task (Chrome's trace, 'tdur'), which a busy machine does not stretch: the
 * e2e asserts on the CPU time, so a slow CI host cannot fail it while a task that does too much
 * work still does.
 */
import type { Browser, Page } from '@playwright/test';

declare global {
  interface Window {
    longTasks?: number[];
  }
}

/** Collects the duration of every long task on the page's main thread, from the next navigation on. */
export const watchLongTasks = (page: Page) =>
  page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.longTasks!.push(entry.duration))).observe({ type: 'longtask' });
  });

/** The longest main-thread task since the last call, in ms of wall time (0 when none passed 50 ms). */
export const worstLongTask = (page: Page) =>
  page.evaluate(() => {
    const worst = Math.max(0, ...(window.longTasks ?? []));
    window.longTasks = [];
    return Math.round(worst);
  });

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; chrome_mojo_event_info?: { mojo_interface_tag?: string } };
}

/** A message from DevTools (the test driving the page: setInputFiles, tracing itself), which a visitor's page never runs. */
const fromDevTools = (event: TraceEvent) => event.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession';

/**
 * Starts a trace of the browser's top-level tasks; the function it returns stops it and gives the
 * most CPU time, in ms, that any one task took on a page's main thread (CrRendererMain) meanwhile,
 * leaving out the tasks that ran a DevTools message (the test's own commands, which the
 * PerformanceObserver does not count either).
 */
export async function traceMainThreadTasks(browser: Browser, page: Page): Promise<() => Promise<number>> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  return async () => {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const mainThreads = new Set(
      traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
    );
    const onMain = traceEvents.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
    const driven = onMain
      .filter(fromDevTools)
      .map((event) => event.ts)
      .sort((a, b) => a - b);
    // A task is the test's own when a DevTools message runs inside it; the page's handlers of the
    // events it dispatches (a file input's change) still count, as the events they are.
    const ownTask = (task: TraceEvent) => {
      const next = firstAtOrAfter(driven, task.ts);
      return next < driven.length && driven[next] <= task.ts + (task.dur ?? 0);
    };
    const pageWork = onMain.filter((event) => (event.name === 'EventDispatch' ? true : !fromDevTools(event) && !ownTask(event)));
    if (pageWork.length === 0) throw new Error('the trace holds no main-thread task: nothing was measured');
    // A loop, not Math.max(...): a model run's trace holds more tasks than a call has room for arguments.
    let most = 0;
    for (const event of pageWork) most = Math.max(most, event.tdur ?? 0);
    return Math.round(most / 1000);
  };
}

/** The index of the first of the sorted values at or after `at` (their length when none is). */
function firstAtOrAfter(sorted: number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < at) low = middle + 1;
    else high = middle;
  }
  return low;
}
