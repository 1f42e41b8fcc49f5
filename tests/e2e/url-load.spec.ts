/**
 * Issue 32 item 2: a URL failure says its cause, and a URL load shows its bytes, the time it is
 * given up after, and a Cancel. A small HTTP server started here (another origin than the page)
 * serves each case: a stall after the headers, a redirect loop, a 404, a web page, an image
 * without a CORS header, and a good image.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test.ts';
import { LOAD_ERRORS, LOAD_HELP } from '../../web/messages.ts';
import { refusedSchemeMessage, URL_HELP, urlTimedOutMessage } from '../../web/decode/load-messages.ts';
import { URL_TIMEOUT_S } from '../../web/decode/load-url.ts';
import { openFreshMaker, previewSrc, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const PNG = fs.readFileSync('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
const STALL_TOTAL = 100 * 1024;
const CORS = { 'Access-Control-Allow-Origin': '*' };

let server: http.Server;
let origin = '';
/** Responses held open by /stall, ended when the test is over. */
const stalled = new Set<http.ServerResponse>();

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/stall/')) {
      // Headers and the first 2 KiB, then nothing.
      response.writeHead(200, { ...CORS, 'Content-Type': 'image/png', 'Content-Length': String(STALL_TOTAL) });
      response.write(PNG.subarray(0, 2048));
      stalled.add(response);
    } else if (path === '/loop/a.png') response.writeHead(302, { ...CORS, Location: '/loop/a.png' }).end();
    else if (path === '/missing/a.png') response.writeHead(404, { ...CORS, 'Content-Type': 'text/plain' }).end('not found');
    else if (path === '/page/a.png') response.writeHead(200, { ...CORS, 'Content-Type': 'text/html' }).end('<!doctype html><html><body>a page</body></html>');
    else if (path === '/no-cors/a.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    else if (path === '/good/a.png') response.writeHead(200, { ...CORS, 'Content-Type': 'image/png' }).end(PNG);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  stalled.forEach((response) => response.destroy());
  await new Promise((resolve) => server.close(resolve));
});

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

async function loadUrl(page: Page, url: string) {
  await slot(page).getByLabel('Image 1 image URL').fill(url);
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
}

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page);
});

test('a stalled URL shows its bytes, when it gives up and a Cancel that stops it and keeps the image', async ({ page }) => {
  const crashes = watchForCrashes(page);
  const before = await previewSrc(page);
  await loadUrl(page, `${origin}/stall/one.png`);
  const status = slot(page).getByRole('status').filter({ hasText: 'Loading one.png' });
  await expect(status).toContainText('2 KiB of 100 KiB');
  await expect(status).toContainText(`Gives up after ${URL_TIMEOUT_S} s.`);
  await slot(page).screenshot({ path: test.info().outputPath('url-progress-cancel.png') });
  // The line and its Cancel sit by the URL that started them, above the placement, not under the cut-out tools.
  const cancel = slot(page).getByRole('button', { name: 'Cancel loading Image 1' });
  const [line, button, field, placement] = await Promise.all([status, cancel, slot(page).getByLabel('Image 1 image URL'), slot(page).getByRole('button', { name: 'Placement', exact: true })].map((l) => l.boundingBox()));
  expect(button!.y, 'Cancel beside the loading line').toBeLessThan(line!.y + line!.height);
  expect(line!.y, 'below the URL field').toBeGreaterThan(field!.y);
  expect(line!.y + line!.height, 'above the placement').toBeLessThan(placement!.y);
  await cancel.click();
  await expect(status).toHaveCount(0);
  await expect(slot(page).getByRole('alert')).toHaveCount(0);
  await expect(slot(page).getByText('jam.1.png', { exact: true })).toBeVisible();
  expect(await previewSrc(page)).toBe(before);
  expect(crashes).toEqual([]);
});

test.describe('on the page clock', () => {
  // clock.install adds a context-wide script, which a kept context would carry into the next test.
  test.use({ warmContext: false });

  test('a stalled URL ends by itself after the stated time, saying so and how much arrived', async ({ page }) => {
    // The page's clock is moved on rather than waited for: 30 s of the page's time, none of the
    // test's. Paused until a second before the limit, to see the load still going then; running
    // again after, for the page's own timers that show the error.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await loadUrl(page, `${origin}/stall/two.png`);
    await expect(slot(page).getByRole('status').filter({ hasText: 'Loading two.png' })).toContainText('2 KiB of 100 KiB');
    const alert = slot(page).getByRole('alert');
    await page.clock.fastForward((URL_TIMEOUT_S - 1) * 1000);
    await expect(slot(page).getByRole('status').filter({ hasText: 'Loading two.png' }), 'still loading a second before the time').toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.clock.resume();
    await page.clock.fastForward(1000);
    await expect(alert).toContainText(`${urlTimedOutMessage(URL_TIMEOUT_S)} — two.png`);
    await expect(alert).toContainText('The site sent 2 KiB of 100 KiB and then stopped.');
    await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
  });
});

for (const [name, url, message, help] of [
  ['a redirect loop', '/loop/a.png', LOAD_ERRORS.badResponse, URL_HELP.redirectLoop],
  ['a 404', '/missing/a.png', LOAD_ERRORS.badResponse, URL_HELP.notFound],
  ['a web page', '/page/a.png', LOAD_ERRORS.badResponse, LOAD_HELP.webPage],
  ['a site that refuses other pages (no CORS header)', '/no-cors/a.png', LOAD_ERRORS.fetchRestricted, LOAD_HELP.restricted],
] as const) {
  test(`${name} says its cause`, async ({ page }) => {
    await loadUrl(page, `${origin}${url}`);
    await expect(slot(page).getByRole('alert')).toHaveText(`${message} — a.png ${help}`);
    await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
  });
}

test('a javascript: address is refused by its scheme, not blamed on a site', async ({ page }) => {
  await loadUrl(page, 'javascript:alert(1)');
  await expect(slot(page).getByRole('alert')).toHaveText(`${refusedSchemeMessage('javascript:')} — alert(1) ${URL_HELP.scheme}`);
});

test('a good URL loads, its progress gone once it is in', async ({ page }) => {
  await waitForNewOutput(page, () => loadUrl(page, `${origin}/good/a.png`));
  await expect(slot(page).getByText('a.png', { exact: true })).toBeVisible();
  await expect(slot(page).getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(slot(page).getByRole('alert')).toHaveCount(0);
});
