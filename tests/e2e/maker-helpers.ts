/** Shared steps for the maker page tests: waiting for output and downloading it as bytes. */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The download link of the current output. */
export const downloadLink = (page: Page) => page.getByRole('link', { name: /^Download / });

/** Waits until no job is in flight and an output is offered. */
export async function waitForOutput(page: Page, timeout?: number) {
  await expect(downloadLink(page)).toBeVisible({ timeout });
  await expect(page.getByRole('status').filter({ hasText: /making|encoding/ })).toHaveCount(0, { timeout });
}

/** Clicks the download link and returns the file's name and bytes. */
export async function downloadOutput(page: Page): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync(path!)) };
}

/** Width and height from a PNG's IHDR. */
export function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Fails the test on any uncaught page error (a crash), and collects console errors. */
export function watchForCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('crash', () => crashes.push('page crashed'));
  return crashes;
}

/**
 * Opens a maker page with no emote state kept from an earlier test. A page that has not loaded
 * anything yet is in a context handed to the test with its storage empty (tests/e2e/test.ts): it goes straight
 * to the maker (the home page's 24 playing samples cost every test a second of CPU for nothing).
 */
export async function openFreshMaker(page: Page, slug = 'jam') {
  if (page.url() !== 'about:blank') {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(`/${slug}`);
}

/** The preview image of the current output. */
export const previewImage = (page: Page) => page.getByRole('img', { name: 'Emote preview' });

/** The current output's object URL (the file's image, not the live preview's canvas, which has none). */
export const previewSrc = (page: Page) => page.getByRole('img', { name: 'Emote preview', exact: true }).getAttribute('src');

/** Makes a change and waits until the output made after it is offered. */
export async function waitForNewOutput(page: Page, change: () => Promise<unknown>, timeout?: number) {
  // While a job runs the live preview stands in for the file's image: start from a settled output.
  await waitForOutput(page, timeout);
  const before = await previewSrc(page);
  await change();
  await expect(previewImage(page)).not.toHaveAttribute('src', before!, { timeout });
  await waitForOutput(page, timeout);
}

/** The output's progress line. */
export const progressStatus = (page: Page) => page.getByRole('region', { name: 'Output' }).getByRole('status');

/**
 * Waits for the service worker the page's first visit installed, then reloads, and waits until it
 * controls the page: the next loads come through it (its precache, its runtime caches). For the
 * specs that allow it (playwright.config.ts blocks it elsewhere).
 */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Holds the page's pipeline workers for `ms` without using a core: each blocks in Atomics.wait (the
 * page is cross-origin isolated), so the job in flight cannot end while the test looks at it. The
 * hold is a task of its own, so it starts after a long synchronous step already running; not awaited
 * (each evaluation returns when its hold ends). Every pipeline worker is held, since which one runs
 * the job is not visible from here.
 */
export function holdPipelineWorkers(page: Page, ms: number) {
  for (const worker of page.workers().filter((w) => /\/assets\/worker-[^/]*\.js$/.test(w.url()))) {
    void worker.evaluate((ms) => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms), ms).catch(() => undefined);
  }
}

/**
 * With the file size limit at None, starts a job of seconds (60 frames of 500×500), so Cancel
 * surely meets it in flight, and waits until its progress shows.
 */
export async function startLongJob(page: Page) {
  for (const side of ['Width', 'Height']) {
    await page.getByLabel(side, { exact: true }).fill('500');
    await page.getByLabel(side, { exact: true }).press('Enter');
  }
  await page.getByLabel('Frames per loop', { exact: true }).fill('60');
  // Read on every animation frame, not at expect's intervals: the frames' count can pass in under a second on
  // a quiet machine, between two of expect's polls (one clean-clone run saw "making…", "encoding…"
  // and then nothing, and failed).
  await page.waitForFunction(
    () => /^making frame \d+ of 60$/.test(document.querySelector('.output-panel [role=status]')?.textContent ?? ''),
    null,
    { polling: 'raf', timeout: 20_000 },
  );
}

/**
 * Holds the worker's results from the page (test code only, nothing shipped): the page sees
 * every job's frames at once but its file only on release, as with a very slow encode.
 */
export async function holdResults(page: Page) {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const hold = { on: false, release: () => ((hold.on = false), held.splice(0).forEach((deliver) => deliver())) };
    Object.assign(window, { encodeHold: hold });
    const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
    Object.defineProperty(Worker.prototype, 'onmessage', {
      configurable: true,
      get() {
        return onmessage.get!.call(this);
      },
      set(handler: ((event: MessageEvent) => void) | null) {
        const worker = this as Worker;
        const wrapped = handler && ((event: MessageEvent) => (hold.on && event.data?.type === 'result' ? held.push(() => handler.call(worker, event)) : handler.call(worker, event)));
        onmessage.set!.call(this, wrapped);
      },
    });
  });
  const set = (on: boolean) => page.evaluate((on) => {
    const hold = (window as unknown as { encodeHold: { on: boolean; release: () => void } }).encodeHold;
    if (on) hold.on = true;
    else hold.release();
  }, on);
  return { hold: () => set(true), release: () => set(false) };
}
