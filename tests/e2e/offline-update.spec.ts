/**
 * A new deploy under the service worker: two real builds with different build ids, served in turn
 * by a small static server. The next visit moves to the new deploy whole, with a short notice, and
 * only its precache remains; a page holding work keeps the old deploy until the visitor reloads.
 * site-config.json stays network-first (maintenance).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test.ts';
import { startStaticServer, type StaticServer } from './static-server.ts';
import { downloadOutput, reloadUnderServiceWorker, waitForOutput } from './maker-helpers.ts';

// This spec tests what the service worker does (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const TMP = path.resolve('.tmp/sw-update');
const buildInto = (id: string) => {
  const outDir = path.join(TMP, id);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, BUILD_ID: id }, stdio: 'pipe' });
  return outDir;
};
const buildIdOf = (page: Page) => page.evaluate(() => document.querySelector('meta[name="build-id"]')?.getAttribute('content'));

// One worker runs the file in order: its two builds (beforeAll) are shared by its tests and written to one folder.
test.describe.configure({ mode: 'default' });

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

/** The precache's keys (path, and Workbox's revision for files without a hash in their name), as the page's caches hold them. */
const precachedKeys = (page: Page) =>
  page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        keys.push(`${url.pathname}@${url.searchParams.get('__WB_REVISION__') ?? ''}`);
      }
    }
    return keys.sort();
  });

/** The keys a build's service worker precaches, read from the manifest in its sw.js. */
const manifestOf = (dir: string) => {
  const entries = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)",revision:(?:"([^"]+)"|null)\}/g);
  return [...new Set([...entries].map((m) => `/${m[1]}@${m[2] ?? ''}`))].sort();
};

test('the next visit after a new deploy runs it whole with a short notice, its precache alone, and makes a GIF', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.url}/jam`);
  await reloadUnderServiceWorker(page);
  expect(await buildIdOf(page)).toBe('deploy-a');
  expect(await precachedKeys(page)).toEqual(manifestOf(deployA));
  // The first visit of this browser is not an update: no notice.
  await expect(page.getByText('Updated to the latest version')).toBeHidden();

  // Operators' maintenance flag reaches a page under the service worker at once (network first).
  server.siteConfig = JSON.stringify({ maintenance: true });
  await page.reload();
  await expect(page.getByText(/is currently undergoing maintenance/)).toBeVisible();
  server.siteConfig = null;

  // The next visit: deploy A's worker serves it, deploy B's installs, and the page (nothing to lose) moves to B once.
  server.serve(deployB);
  await page.goto(`${server.url}/jam`);
  await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 60_000 }).toBe('deploy-b');
  await expect(page.getByText('Updated to the latest version')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
  // Only deploy B's precache remains: every file of A that B does not have (its pages, carrying its build id) is gone.
  const onlyA = manifestOf(deployA).filter((key) => !manifestOf(deployB).includes(key));
  expect(onlyA).toContain(manifestOf(deployA).find((key) => key.startsWith('/jam.html@')));
  await expect.poll(() => precachedKeys(page)).toEqual(manifestOf(deployB));
  // The page works: it makes and downloads a GIF from the sample.
  await waitForOutput(page);
  const gif = await downloadOutput(page);
  expect(new TextDecoder().decode(gif.bytes.slice(0, 6))).toBe('GIF89a');
  expect(await buildIdOf(page)).toBe('deploy-b');
});

test('a page holding work is not reloaded under the visitor: "A new version is ready" waits for Reload', async ({ page }) => {
  test.setTimeout(150_000);
  server.serve(deployA);
  await page.goto(`${server.url}/jam`);
  await reloadUnderServiceWorker(page);
  expect(await buildIdOf(page)).toBe('deploy-a');
  await waitForOutput(page);
  // An edit not yet downloaded: a reload now would ask the visitor (the unsaved-work guard).
  await page.getByLabel('Reverse', { exact: true }).check();

  server.serve(deployB);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  // Until the visitor reloads, the page is the old deploy, whole, and keeps the edit.
  expect(await buildIdOf(page)).toBe('deploy-a');
  await expect(page.getByLabel('Reverse', { exact: true })).toBeChecked();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 30_000 }).toBe('deploy-b');
  await expect(page.getByText('Updated to the latest version')).toBeVisible();
  // The edit was stored with the emote's state and comes back.
  await expect(page.getByLabel('Reverse', { exact: true })).toBeChecked();
});
