/** Offline and installable: after one visit the service worker serves the app, codecs and samples without a network. */
import { expect, test } from './test.ts';
import { downloadOutput, reloadUnderServiceWorker, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// This spec tests what the service worker does (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after one visit /jam reloads offline and makes and downloads a GIF from the sample', async ({ page, context }) => {
  const crashes = watchForCrashes(page);
  await page.goto('/jam');
  // The first visit installs the worker (precaching everything); the next load is under its control.
  await reloadUnderServiceWorker(page);
  const isolatedOnline = await page.evaluate(() => crossOriginIsolated);
  expect(isolatedOnline).toBe(true);
  const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  expect(manifest).toBe('/manifest.webmanifest');
  // The precache holds the codecs (gifski's two builds and the PNG encoder) and /jam's sample.
  const precached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  const wasm = precached.filter((p) => p.endsWith('.wasm'));
  expect(wasm.filter((p) => p.includes('gifski_wasm_bg'))).toHaveLength(2);
  expect(wasm.some((p) => p.includes('squoosh_png_bg'))).toBe(true);
  expect(precached).toContain('/samples/in/jam.1.png');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
  // Served from the cache with its Document-Isolation-Policy header: threaded WASM stays available.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(isolatedOnline);
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  // The same encoder as online made it: /jam's sample is one palette's worth, the JS encoder's case.
  await expect(page.locator('[data-encoder]')).toHaveAttribute('data-encoder', 'gifenc');
  const gif = await downloadOutput(page);
  expect(new TextDecoder().decode(gif.bytes.slice(0, 6))).toBe('GIF89a');
  expect(gif.bytes.length).toBeGreaterThan(1000);
  // Every codec comes from the cache: each .wasm loads offline, and the PNG encoder (WASM) makes a PNG.
  const offlineWasm = await page.evaluate(
    (paths) => Promise.all(paths.map(async (p) => new Uint8Array(await (await fetch(p)).arrayBuffer()).slice(0, 4).join(','))),
    wasm,
  );
  expect(offlineWasm).toEqual(wasm.map(() => '0,97,115,109'));
  await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('PNG', { exact: true }).check();
  await expect(page.locator('[data-encoder]')).toHaveAttribute('data-encoder', 'png');
  const png = await downloadOutput(page);
  expect(Array.from(png.bytes.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
  // Another maker page, never visited, also opens offline (every route is precached).
  await page.goto('/shake');
  await expect(page.getByRole('heading', { name: 'Shake Emote Maker' })).toBeVisible();
  expect(crashes).toEqual([]);
});
