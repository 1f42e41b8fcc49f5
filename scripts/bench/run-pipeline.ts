/** Drives the bench page in Debian's Chromium: one fresh browser context (renderer and worker) per run. */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import type { BenchJob, BenchOutcome } from '../../web/bench/bench-page.ts';
import { endRssSpan, startRssSpan, type RssSpan } from './process-memory.ts';
import { listRendererPids } from './renderer-processes.ts';
import { waitForQuietBrowser } from './quiet-browser.ts';
import { BENCH_PAGE } from './serve-bench-page.ts';

/** One run in the browser: the page's outcome, the file, and the renderer's memory during the encode. */
export interface PipelineRun extends BenchOutcome {
  file: Uint8Array | null;
  rss: RssSpan | null;
}

/** Launches Chromium the way the e2e tests do (playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Of all renderers' spans, the one that grew most: the renderer running the page and its worker. */
function pickBusiestSpan(spans: (RssSpan | null)[]): RssSpan | null {
  const grown = (s: RssSpan) => s.peakKb - (s.startKb ?? s.peakKb);
  return spans.filter((s): s is RssSpan => s !== null).sort((a, b) => grown(b) - grown(a))[0] ?? null;
}

/** A hung worker must fail the run, not stall CI: a minute plus 10 µs per source pixel. */
export function encodeTimeoutMs(job: Pick<BenchJob, 'width' | 'height'>, frameCount: number): number {
  return 60_000 + (job.width * job.height * frameCount) / 100;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one job on a fresh page: warm up the worker, fetch the frames, wait for the browser to be quiet (quiet-browser.ts), then time the encode. */
export async function runInBrowser(browser: Browser, baseUrl: string, job: BenchJob, frameCount: number): Promise<PipelineRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(BENCH_PAGE, baseUrl).href);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 });
    await page.evaluate((j) => window.__bench.prepare(j), job);
    await waitForQuietBrowser(() => listRendererPids(process.pid));
    const renderers = listRendererPids(process.pid).map((pid) => ({ pid, start: startRssSpan(pid) }));
    const outcome = await withTimeout(page.evaluate(() => window.__bench.runPrepared()), encodeTimeoutMs(job, frameCount));
    const rss = pickBusiestSpan(renderers.map(({ pid, start }) => endRssSpan(pid, start)));
    const base64 = await page.evaluate(() => window.__bench.takeFile());
    if (errors.length) throw new Error(`bench page failed: ${errors.join('; ')}`);
    return { ...outcome, file: base64 === null ? null : new Uint8Array(Buffer.from(base64, 'base64')), rss };
  } finally {
    await context.close();
  }
}
