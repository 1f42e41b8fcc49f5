/**
 * A build without Firebase settings runs signed out: no account menu, and no request to any
 * Firebase or Google host, nor any script with Firebase code in it (accounts.spec.ts shows the
 * same check finding Firebase in the build that has settings). With no accounts there are no
 * tiers to reach, so no output carries the watermark and the page says nothing about tiers.
 */
import { expect, test } from './test.ts';
import { downloadSampleEmote } from './sample-download.ts';
import { hasWatermark } from './watermark-pixels.ts';

test('signed out without configuration: no Firebase code, no Google or Firebase request', async ({ page }) => {
  const hosts = new Set<string>();
  const firebaseScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.hostname);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('@firebase/')) firebaseScripts.push(response.url());
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Emote Maker' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  // No accounts, no tiers (DESIGN section 2): even premium and normal types' output is clean.
  const premium = await downloadSampleEmote(page, 'gigachad', 'no accounts');
  await expect(page.getByText(/watermark|tier|premium/i)).toHaveCount(0);
  const normal = await downloadSampleEmote(page, 'nodders', 'no accounts');
  const free = await downloadSampleEmote(page, 'jam', 'no accounts');
  expect([hasWatermark(premium), hasWatermark(normal), hasWatermark(free)]).toEqual([false, false, false]);

  // Stricter than 'no Google or Firebase host': the site's own host is the only one asked.
  expect([...hosts]).toEqual(['127.0.0.1']);
  expect(firebaseScripts).toEqual([]);
});
