/** Issue 21 item 5: a stack of three effects on a 128×128×60 emote composes in ≤ 150 ms (the bench page's composeStackTimed). */
import type { Browser } from '@playwright/test';
import { median } from './format-table.ts';
import { BENCH_PAGE } from './serve-bench-page.ts';
import type { SiteFigure } from './site-figure.ts';
import { againstTarget } from './targets.ts';

/** The bound on composing the stacked emote. */
export const STACK_COMPOSE_TARGET_MS = 150;

/** Median of `runs` compositions of jam at 128×128, 60 frames, with party, spin and glitch stacked. */
export async function measureStack(browser: Browser, baseUrl: string, short: boolean): Promise<SiteFigure> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL(BENCH_PAGE, baseUrl).href);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 });
    const runs = short ? 3 : 7;
    const { ms, frames } = await page.evaluate((n) => window.__bench.composeStackTimed(n), runs);
    const time = median(ms);
    return {
      name: 'stack of 3 effects, 128×128×60 composed',
      runs, ms: time, bytes: null, frames, problems: null,
      note: `party + spin + glitch on jam, composition only, ${againstTarget(time, STACK_COMPOSE_TARGET_MS)}`,
      targets: [{ target: `composes in ≤ ${STACK_COMPOSE_TARGET_MS} ms`, met: time <= STACK_COMPOSE_TARGET_MS }],
    };
  } finally {
    await context.close();
  }
}
