/**
 * Issue 18 item 6's model-free figures: the colour key and the backdrop flood fill on a 448×448
 * photo frame (the coffee photograph's centre, scaled up), in Chromium, against ≤ 50 ms a frame.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { readPng } from './read-png.mjs';
import { upscaleBilinear } from './upscale-bilinear.ts';
import { publishFrames, BENCH_PAGE } from './serve-bench-page.ts';
import { median } from './format-table.ts';
import { ROOT } from './paths.ts';
import { againstTarget } from './targets.ts';
import type { SiteFigure } from './site-figure.ts';

const SIDE = 448;
export const CUTOUT_PASS_TARGET_MS = 50;

/** The coffee photograph's central square at 448×448. */
function photoFrame(): Uint8Array {
  const { w, h, data } = readPng(path.join(ROOT, 'scripts/bench/coffee.png'));
  const side = Math.min(w, h);
  const x0 = (w - side) >> 1;
  const square = new Uint8Array(side * side * 4);
  for (let y = 0; y < side; y++) square.set(data.subarray((y * w + x0) * 4, (y * w + x0 + side) * 4), y * side * 4);
  return new Uint8Array(upscaleBilinear(square, side, side, SIDE, SIDE));
}

/** One row per pass: its median time over `runs` in a fresh page of the bench site. */
export async function measureCutoutPasses(browser: Browser, baseUrl: string, runs: number): Promise<SiteFigure[]> {
  const { urlPath } = publishFrames('cutout-photo', [photoFrame()]);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL(BENCH_PAGE, baseUrl).href);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 });
    const frameUrl = new URL(urlPath, baseUrl).href;
    const times = await page.evaluate(([u, side, n]) => window.__bench.timeCutoutPasses(u as string, side as number, side as number, n as number), [frameUrl, SIDE, runs] as const);
    const row = (name: string, values: number[]): SiteFigure => {
      const ms = median(values);
      return { name, runs, ms, bytes: null, frames: 1, problems: null, note: `median of ${runs}; ${againstTarget(ms, CUTOUT_PASS_TARGET_MS)}` };
    };
    return [row(`cut-out colour key, ${SIDE}² photo frame`, times.keyMs), row(`cut-out backdrop flood fill, ${SIDE}² photo frame`, times.floodMs)];
  } finally {
    await context.close();
  }
}
