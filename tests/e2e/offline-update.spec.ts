/**
 * A new deploy under the service worker: two real builds with different build ids, served in turn
 * by a small static server. The page keeps running the old deploy whole, offers a short notice,
 * and after the reload runs the new one. site-config.json stays network-first (maintenance).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from './static-server.ts';

const TMP = path.resolve('.tmp/sw-update');
const buildInto = (id: string) => {
  const outDir = path.join(TMP, id);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, BUILD_ID: id }, stdio: 'pipe' });
  return outDir;
};
const buildIdOf = (page: Page) => page.evaluate(() => document.querySelector('meta[name="build-id"]')?.getAttribute('content'));

let server: StaticServer;
let deployA: string;
let deployB: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  deployA = buildInto('deploy-a');
  deployB = buildInto('deploy-b');
  server = await startStaticServer(deployA);
});
test.afterAll(() => server?.close());

test('a new deploy waits, says "A new version is ready", and replaces the old one on reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/jam`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await buildIdOf(page)).toBe('deploy-a');

  // Operators' maintenance flag reaches a page under the service worker at once (network first).
  server.siteConfig = JSON.stringify({ maintenance: true });
  await page.reload();
  await expect(page.getByText(/is currently undergoing maintenance/)).toBeVisible();
  server.siteConfig = null;

  server.serve(deployB);
  await page.reload();
  await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  // Until the visitor reloads, the page is the old deploy, whole: its page and its scripts.
  expect(await buildIdOf(page)).toBe('deploy-a');
  await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 30_000 }).toBe('deploy-b');
  await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
  // The old deploy's pages are gone from the cache: one revision of jam.html remains, the new one.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => /\/jam\.html/.test(url));
  });
  expect(cached).toHaveLength(1);
});
