/**
 * Accounts against the real Firebase Auth emulator (playwright.emulator.config.ts starts it):
 * lazy loading, sign-in through the popup, claims → tier, and the watermark on the downloaded pixels.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { findEmoteType } from '../../web/emotes/index.ts';
import { clearAccounts, findUid, setClaims, signInThroughPopup } from './emulator-auth.ts';
import { routeGoogleStandIns } from './gapi-stand-in.ts';
import { downloadSampleEmote, expectTierShown, type TierShown } from './sample-download.ts';
import { hasWatermark } from './watermark-pixels.ts';
import { makePhotoGif } from '../fixtures/make-photo-gif.ts';
import { waitForNewOutput } from './maker-helpers.ts';

const EMAIL = 'visitor@example.com';
/** One emote type per access level; the table below says which carry the watermark at each tier. */
const FREE_TYPE = 'jam', NORMAL_TYPE = 'nodders', PREMIUM_TYPE = 'gigachad';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  await clearAccounts();
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, acceptDownloads: true });
  await routeGoogleStandIns(context);
  page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
});

test.afterAll(() => context?.close());

/** Downloads each type's output at this tier and compares watermark presence with the expectation. */
async function expectWatermarks(tier: TierShown, marked: Record<string, boolean>) {
  const found: Record<string, boolean> = {};
  for (const slug of Object.keys(marked)) found[slug] = hasWatermark(await downloadSampleEmote(page, slug, tier));
  expect(found).toEqual(marked);
}

test('the chosen types have the access levels the expectations assume', () => {
  expect([FREE_TYPE, NORMAL_TYPE, PREMIUM_TYPE].map((slug) => findEmoteType(slug)?.access)).toEqual(['free', 'normal', 'premium']);
});

test('Firebase loads lazily, in chunks the entry does not import', async () => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expectTierShown(page, 'signed out');
  const html = await (await page.request.get('/')).text();
  const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1], page.url()).href);
  const firebaseChunks = [...scripts].filter(([, body]) => body.includes('@firebase/')).map(([url]) => url);
  expect(entry.length).toBeGreaterThan(0);
  expect(firebaseChunks.length).toBeGreaterThan(0);
  expect(firebaseChunks.filter((url) => entry.includes(url))).toEqual([]);
});

test('signed out, the tier is free: normal and premium output carries the watermark', async () => {
  await expectWatermarks('signed out', { [FREE_TYPE]: false, [NORMAL_TYPE]: true, [PREMIUM_TYPE]: true });
});

test('the maker page says why the watermark is there and how to remove it', async () => {
  await page.goto(`/${NORMAL_TYPE}`);
  const notice = page.getByTestId('watermark-notice');
  await expect(notice).toContainText('“127.0.0.1” watermark');
  await expect(notice).toContainText('Sign in with Google');
  await page.goto(`/${FREE_TYPE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('signs in through the Google popup; without claims the tier is normal', async () => {
  await page.goto('/');
  await signInThroughPopup(page, EMAIL, 'Visitor');
  await expectTierShown(page, 'Normal');
  await expectWatermarks('Normal', { [FREE_TYPE]: false, [NORMAL_TYPE]: false, [PREMIUM_TYPE]: true });
});

test('the page stays cross-origin isolated and encodes with threads after sign-in', async () => {
  const workers: string[] = [];
  const onWorker = (worker: { url(): string }) => workers.push(worker.url());
  page.on('worker', onWorker);
  await downloadSampleEmote(page, PREMIUM_TYPE, 'Normal');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  // Colours that change across frames go to gifski (wasm/encode-best-gif.ts): its threaded build must run.
  await page.goto(`/${FREE_TYPE}`);
  const party = makePhotoGif({ width: 96, height: 96, frames: 24, delayMs: 50, hueCycle: true });
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from(party) }), 60_000);
  await expect(page.getByText('party.gif', { exact: true })).toBeVisible();
  await expect(page.locator('[data-encoder]')).toHaveAttribute('data-encoder', 'gifski-threads');
  // gifski's thread pool: wasm-bindgen-rayon's helper workers.
  expect(workers.filter((url) => url.includes('workerHelpers')).length).toBeGreaterThan(0);
  page.off('worker', onWorker);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('stripeRole subscriber gives premium: no output carries the watermark', async () => {
  await setClaims(await findUid(EMAIL), { stripeRole: 'subscriber' });
  // A new page load reads the claims again with a forced refresh.
  await page.reload();
  await expectTierShown(page, 'Premium');
  await expectWatermarks('Premium', { [FREE_TYPE]: false, [NORMAL_TYPE]: false, [PREMIUM_TYPE]: false });
});

for (const claims of [{ vip: true }, { dev: true }]) {
  test(`${Object.keys(claims)[0]} gives premium`, async () => {
    await setClaims(await findUid(EMAIL), { stripeRole: 'cancelled' });
    await page.reload();
    await expectTierShown(page, 'Normal');
    await setClaims(await findUid(EMAIL), claims);
    await page.reload();
    await expectTierShown(page, 'Premium');
    await expectWatermarks('Premium', { [PREMIUM_TYPE]: false });
  });
}

test("claims that cannot be read log 'Error getting user access.' and leave the tier free", async () => {
  await context.route('**/securetoken.googleapis.com/**', (route) => route.abort());
  consoleErrors.length = 0;
  await page.goto(`/${PREMIUM_TYPE}`);
  await expect.poll(() => consoleErrors.some((text) => text.startsWith('Error getting user access.'))).toBe(true);
  await expect(page.getByTestId('account-tier')).toHaveText('Free');
  await context.unroute('**/securetoken.googleapis.com/**');
});

test('signing out brings the watermark back', async () => {
  await page.goto(`/${NORMAL_TYPE}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Firebase clears the saved session before it reports the sign-out: leaving the page earlier can
  // keep the session (a CI run's next page came back signed in).
  await expectTierShown(page, 'signed out');
  await expectWatermarks('signed out', { [NORMAL_TYPE]: true });
});

test("Firebase failing to load logs 'Account error:' and runs signed out at tier free", async ({ browser }, testInfo) => {
  const broken = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await broken.route('**/assets/firebase-client-*.js', (route) => route.abort());
  const brokenPage = await broken.newPage();
  const errors: string[] = [];
  brokenPage.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await brokenPage.goto(`/${NORMAL_TYPE}`);
  await expect(brokenPage.getByText('Accounts are unavailable right now')).toBeVisible();
  expect(errors.some((text) => text.startsWith('Account error:'))).toBe(true);
  await expect(brokenPage.getByTestId('watermark-notice')).toContainText('reload the page');
  await broken.close();
});
