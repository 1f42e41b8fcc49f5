/**
 * What the bench's narrow entries (--memory, --pack) share: the bench page built and served,
 * Chromium open on it, both closed after, and the load average at the start and end for the
 * report's first line. The full and short runs have their own set-up (run-suite.ts).
 */
import os from 'node:os';
import type { Browser } from '@playwright/test';
import { launchChromium } from './run-pipeline.ts';
import { buildBenchPage, serveBenchPage } from './serve-bench-page.ts';

export const progress = (line: string) => process.stderr.write(`bench ${process.uptime().toFixed(1).padStart(5)} s: ${line}\n`);

/** Runs `rows` with Chromium at the served bench page; `load(digits)` words the load average at start and now. */
export async function withBenchBrowser<T>(rows: (browser: Browser, url: string, load: (digits: number) => string) => Promise<T>): Promise<T> {
  const loadAtStart = os.loadavg()[0];
  progress('building the bench page');
  await buildBenchPage();
  const { url, server } = await serveBenchPage();
  try {
    const browser = await launchChromium();
    try {
      return await rows(browser, url, (digits) => `load average ${loadAtStart.toFixed(digits)} at start, ${os.loadavg()[0].toFixed(digits)} at end`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
