/**
 * Playwright's test, with one browser profile per worker kept warm across its tests (issue 37).
 *
 * A fresh context per test starts with an empty HTTP cache, so every test parsed and compiled the
 * site's scripts and WebAssembly again: opening /jam to its first output cost 2.1 CPU-s in a new
 * context and 1.1 in a kept one (12 tests each way, measured). So each worker keeps one persistent
 * context, and each test gets it as it would a new one: its pages closed, routes, offline, cookies
 * and permissions reset, and every site's storage it touched (local storage, IndexedDB, Cache
 * Storage, service workers) cleared. The HTTP cache and the compiled code stay; that is the point.
 *
 * A test whose options a kept context cannot honour gets a new context as before: service workers
 * allowed (their caches and updates are what those tests check), another viewport, or
 * `test.use({ warmContext: false })` (a spec that adds a context-wide init script, which no reset
 * can take back, or that measures the page's first load).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Playwright's default viewport, the kept context's. */
const VIEWPORT = { width: 1280, height: 720 };

interface WarmOptions {
  /** False: this test gets a context of its own, as Playwright makes one. */
  warmContext: boolean;
}

interface Kept {
  context: BrowserContext;
  /** A blank page kept open for the profile's DevTools session (the storage is cleared through it). */
  keeper: Page;
}

/** The context's events a test may listen to ('close' is Playwright's own: its close() waits on it). */
const EVENTS = ['backgroundpage', 'console', 'dialog', 'page', 'request', 'requestfailed', 'requestfinished', 'response', 'serviceworker', 'weberror'] as const;

type Listener = (...args: unknown[]) => void;
/** Playwright's contexts are event emitters; its types leave out `listeners`. */
const emitter = (context: BrowserContext) => context as unknown as { listeners(event: string): Listener[]; off(event: string, listener: Listener): void };

/** The listeners on the context now, to tell the ones a test adds. */
const listenersOf = (context: BrowserContext) => new Map(EVENTS.map((event) => [event, new Set(emitter(context).listeners(event))]));

/** The kept context as a test leaves it: what the test changed on it undone. */
async function reset(kept: Kept, before: ReturnType<typeof listenersOf>, origins: Set<string>) {
  const { context, keeper } = kept;
  for (const event of EVENTS) {
    for (const listener of emitter(context).listeners(event)) if (!before.get(event)!.has(listener)) emitter(context).off(event, listener);
  }
  await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  const session = await context.newCDPSession(keeper);
  try {
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await session.detach();
  }
}

export const test = base.extend<WarmOptions, { kept: Kept | null }>({
  warmContext: [true, { option: true }],

  kept: [async ({ launchOptions, headless }, use, workerInfo) => {
    // The project 'alone' measures first loads and memory: it keeps Playwright's own contexts.
    if (workerInfo.project.name === 'alone') return use(null);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'));
    const context = await chromium.launchPersistentContext(dir, {
      ...launchOptions, headless, viewport: VIEWPORT, serviceWorkers: 'block', acceptDownloads: true,
      baseURL: workerInfo.project.use.baseURL,
    });
    const keeper = context.pages()[0] ?? (await context.newPage());
    await use({ context, keeper });
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, { scope: 'worker' }],

  context: async ({ kept, warmContext, serviceWorkers, viewport, browser, baseURL, acceptDownloads }, use) => {
    const fits = kept && warmContext && serviceWorkers === 'block' && (!viewport || (viewport.width === VIEWPORT.width && viewport.height === VIEWPORT.height));
    if (!fits) {
      const own = await browser.newContext({ serviceWorkers, viewport, baseURL, acceptDownloads });
      await use(own);
      await own.close();
      return;
    }
    const before = listenersOf(kept.context);
    const origins = new Set<string>();
    const seen = (url: string) => /^https?:/.test(url) && origins.add(new URL(url).origin);
    kept.context.on('request', (request) => seen(request.url()));
    try {
      await use(kept.context);
    } finally {
      await reset(kept, before, origins);
    }
  },
});
