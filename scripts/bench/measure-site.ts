/**
 * The maker page itself in Chromium, as a visitor meets it: sample to first frame painted, an
 * edit to the first new frame painted (LivePreview's User Timing mark), and a long animated
 * input (the corpus's 259-frame GIF) made for Slack and Discord, checked against their rules;
 * then the all-platforms pack (measure-pack.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PREVIEW_PAINTED_MARK } from '../../web/ui/LivePreview.tsx';
import { findPreset } from '../../web/platforms/presets.ts';
import { platformById, problemsOf, type PlatformId } from '../../web/platforms/platform-rules.ts';
import { decodeGifFrames } from '../../tests/support/gif-decode.ts';
import { median } from './format-table.ts';
import { againstTarget } from './targets.ts';
import { ROOT } from './paths.ts';
import { measurePack } from './measure-pack.ts';
import type { SiteFigure } from './site-figure.ts';

export type { SiteFigure } from './site-figure.ts';

const LONG_GIF = path.join(ROOT, 'tests/fixtures/corpus/gif-259f-1000x175-zero-delay-no-loop-ext.gif');
const settle = { timeout: 120_000 };

export async function openJam(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/jam', baseUrl).href);
  await page.evaluate(() => localStorage.clear());
  return page;
}

/** ms from `since` (page clock) to the next preview paint mark after it. */
export async function paintedAfter(page: Page, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([name, t]) => performance.getEntriesByName(name as string).find((e) => e.startTime > (t as number))?.startTime ?? null,
    [PREVIEW_PAINTED_MARK, since] as const,
    settle,
  );
  return (await handle.jsonValue())! - since;
}

/** Waits until no job is in flight and a download is offered. */
export async function idle(page: Page) {
  await page.getByRole('link', { name: /^Download / }).waitFor(settle);
  await page.waitForFunction(() => !/making|encoding/.test(document.querySelector('.output-panel [role=status]')?.textContent ?? ''), undefined, settle);
}

/** A fresh /jam: from the visitor asking for the sample (or the page becoming interactive when it starts with it) to the first frame. */
async function sampleToFirstFrame(browser: Browser, baseUrl: string): Promise<number> {
  const page = await openJam(browser, baseUrl);
  try {
    await page.reload();
    const useSample = page.getByRole('button', { name: 'Use sample' });
    await page.waitForLoadState('domcontentloaded');
    const hasOutput = await page.evaluate(() => performance.getEntriesByName('emote-preview-painted').length > 0);
    if (!hasOutput && (await useSample.isVisible())) {
      const t0 = await page.evaluate(() => performance.now());
      await useSample.click();
      return await paintedAfter(page, t0);
    }
    const interactive = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
    return await paintedAfter(page, interactive);
  } finally {
    await page.context().close();
  }
}

/** The effects issue 21 item 5 stacks on jam: the same three as the compose row (measure-stack.ts). */
const STACKED_EFFECTS = ['Party', 'Spin', 'Glitch'];

/** Adds `names` to the page's stack through "Add effect", as a visitor does, each after the last file is made. */
async function addEffects(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('button', { name: 'Add effect', exact: true }).click();
    await page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name, exact: true }).click();
    await idle(page);
  }
}

/**
 * Moves jam's Tilt slider `edits` times, each after the last file is made; ms from the input event
 * to the new frame painted. With `effects`, those are stacked on jam first (issue 21 item 5).
 */
async function editToFrame(browser: Browser, baseUrl: string, edits: number, effects: string[] = []): Promise<number[]> {
  const page = await openJam(browser, baseUrl);
  try {
    await page.reload();
    const useSample = page.getByRole('button', { name: 'Use sample' });
    if (await useSample.isVisible()) await useSample.click();
    await idle(page);
    await addEffects(page, effects);
    await page.evaluate(() => document.addEventListener('input', () => ((window as { lastInputAt?: number }).lastInputAt = performance.now()), true));
    const times: number[] = [];
    for (let i = 0; i < edits; i++) {
      await page.getByLabel('Tilt', { exact: true }).fill(String(2 + ((i * 5) % 19)));
      const at = await page.evaluate(() => (window as { lastInputAt?: number }).lastInputAt ?? 0);
      times.push(await paintedAfter(page, at));
      await idle(page);
    }
    return times;
  } finally {
    await page.context().close();
  }
}

/** Waits until a file other than `before` (a download href) is offered and nothing is in flight. */
export async function newFileAfter(page: Page, before: string | null) {
  await page.waitForFunction(
    (old) => {
      const link = document.querySelector('a[download]');
      const busy = /making|encoding/.test(document.querySelector('.output-panel [role=status]')?.textContent ?? '');
      return link !== null && link.getAttribute('href') !== old && !busy;
    },
    before,
    { ...settle, polling: 20 },
  );
}

/** The bytes of the file the Download link offers. */
export async function downloadBytes(page: Page): Promise<Uint8Array> {
  const href = await page.getByRole('link', { name: /^Download / }).getAttribute('href');
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url!)).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, href);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** The GIF the page offers, read back with an independent decoder and checked against a platform's rules, with the page's summary of it. */
export async function offeredGif(page: Page, platformId: PlatformId) {
  const bytes = await downloadBytes(page);
  const gif = decodeGifFrames(bytes);
  const problems = problemsOf(platformById(platformId), { format: 'gif', width: gif.width, height: gif.height, frames: gif.frames.length, bytes: bytes.length });
  const summary = (await page.getByTestId('output-summary').textContent()) ?? '';
  return { bytes: bytes.length, width: gif.width, height: gif.height, frames: gif.frames.length, problems, summary };
}

/** The long GIF on /jam with a preset: ms from choosing it to the file, and the file against the platform's rules. */
async function longInput(browser: Browser, baseUrl: string, presetId: string, rowName: string): Promise<SiteFigure> {
  const preset = findPreset(presetId)!;
  const page = await openJam(browser, baseUrl);
  try {
    await page.reload();
    await idle(page);
    // The page arrives with the sample's file: wait for the input's own, or the preset's change races the upload's file.
    const sample = await page.getByRole('link', { name: /^Download / }).getAttribute('href');
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles(LONG_GIF);
    await newFileAfter(page, sample);
    const before = await page.getByRole('link', { name: /^Download / }).getAttribute('href');
    const t0 = Date.now();
    await page.getByLabel('Preset', { exact: true }).selectOption(presetId);
    // A preset that makes WebP (Discord's) is measured as the GIF the row has always measured: one change, the preset kept.
    if (preset.format !== 'gif') await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('GIF').check();
    await newFileAfter(page, before);
    const ms = Date.now() - t0;
    const { bytes, frames, problems, summary } = await offeredGif(page, preset.platform as PlatformId);
    return { name: `259-frame GIF, ${rowName} preset`, runs: 1, ms, bytes, frames, problems, note: summary };
  } finally {
    await page.context().close();
  }
}

/** Every figure of the page; fewer edits in short mode. */
export async function measureSite(browser: Browser, baseUrl: string, short: boolean): Promise<SiteFigure[]> {
  if (!fs.existsSync(LONG_GIF)) throw new Error(`missing ${LONG_GIF}`);
  const runs = short ? 1 : 3;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sampleToFirstFrame(browser, baseUrl));
  const edits = await editToFrame(browser, baseUrl, short ? 3 : 9);
  const stackedEdits = await editToFrame(browser, baseUrl, short ? 3 : 9, STACKED_EFFECTS);
  const timing = (name: string, values: number[], note: string): SiteFigure => ({ name, runs: values.length, ms: median(values), bytes: null, frames: null, problems: null, note });
  return [
    timing('Sample → first frame painted', samples, 'target ≤ 1000 ms'),
    timing('Edit (Tilt) → first new frame painted', edits, `target ≤ 100 ms; each: ${edits.map((t) => Math.round(t)).join(', ')} ms`),
    timing(
      'Edit (Tilt), 3 effects stacked → first new frame painted',
      stackedEdits,
      `${STACKED_EFFECTS.join(' + ')} on jam (issue 21 item 5), ${againstTarget(median(stackedEdits), 100)}; each: ${stackedEdits.map((t) => Math.round(t)).join(', ')} ms`,
    ),
    // Row names stay as the baseline has them, whatever the presets' labels say.
    await longInput(browser, baseUrl, 'slack', 'Slack'),
    await longInput(browser, baseUrl, 'discord', 'Discord'),
    ...(await measurePack(browser, baseUrl, short)),
  ];
}
