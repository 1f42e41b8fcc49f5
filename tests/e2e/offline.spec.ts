/** Offline and installable: after one visit the service worker serves the app, codecs and samples without a network. */
import { expect, test } from '@playwright/test';
import { downloadOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test('after one visit /jam reloads offline and makes and downloads a GIF from the sample', async ({ page, context }) => {
  const crashes = watchForCrashes(page);
  await page.goto('/jam');
  // The first visit installs the worker (precaching everything); the next load is under its control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const isolatedOnline = await page.evaluate(() => crossOriginIsolated);
  expect(isolatedOnline).toBe(true);
  const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  expect(manifest).toBe('/manifest.webmanifest');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Jam Emote Maker' })).toBeVisible();
  // Served from the cache with its Document-Isolation-Policy header: threaded WASM stays available.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(isolatedOnline);
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  const gif = await downloadOutput(page);
  expect(new TextDecoder().decode(gif.bytes.slice(0, 6))).toBe('GIF89a');
  expect(gif.bytes.length).toBeGreaterThan(1000);
  // Another maker page, never visited, also opens offline (every route is precached).
  await page.goto('/shake');
  await expect(page.getByRole('heading', { name: 'Shake Emote Maker' })).toBeVisible();
  expect(crashes).toEqual([]);
});
