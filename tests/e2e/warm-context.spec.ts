/**
 * The kept context (test.ts) hands each test what a new one would: the first test leaves storage,
 * cookies, a route, offline, a listener and a page behind; the second, on the same worker, finds none.
 */
import { expect, test } from './test.ts';

test.describe.configure({ mode: 'serial' });

let requestsSeenByFirst = 0;

test('a test leaves storage, a cookie, a route, offline, a listener and a page behind', async ({ page, context }) => {
  await page.goto('/about');
  await page.evaluate(() => new Promise<void>((resolve) => {
    localStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; max-age=3600';
    const open = indexedDB.open('left-behind');
    open.onupgradeneeded = () => open.result.createObjectStore('things');
    open.onsuccess = () => { open.result.close(); resolve(); };
  }));
  await context.route('**/about', (route) => route.fulfill({ body: 'routed' }));
  context.on('request', () => requestsSeenByFirst++);
  await (await context.newPage()).goto('/about');
  await context.setOffline(true);
  expect(context.pages().length).toBeGreaterThan(1);
});

test('the next test on the worker finds none of it', async ({ page, context }) => {
  const seen = requestsSeenByFirst;
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requestsSeenByFirst).toBe(seen);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(async () => ({
    local: localStorage.getItem('left'),
    databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === 'left-behind'),
  }))).toEqual({ local: null, databases: [] });
  expect(context.pages().filter((p) => p.url() !== 'about:blank' || p === page)).toEqual([page]);
});
