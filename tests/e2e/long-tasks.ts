/**
 * The page's long main-thread tasks (PerformanceObserver 'longtask', over 50 ms), for the
 * big-input e2e and the bench that measures the same steps.
 */
import type { Page } from '@playwright/test';

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

/** The longest main-thread task since the last call, in ms (0 when none passed 50 ms). */
export const worstLongTask = (page: Page) =>
  page.evaluate(() => {
    const worst = Math.max(0, ...(window.longTasks ?? []));
    window.longTasks = [];
    return Math.round(worst);
  });
