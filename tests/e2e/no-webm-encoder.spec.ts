/**
 * Issue 22's bad input: a browser without a WebM encoder (no WebCodecs `VideoEncoder`, as in
 * browsers that lack WebCodecs) gets the clear message for the WebM, keeps the output it had, and
 * still makes GIF, WebP and APNG; the all-platforms pack holds every other file and says which is missing.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { ENCODE_ERRORS } from '../../web/messages.ts';
import { downloadLink, downloadOutput, openFreshMaker, previewSrc, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const SLOW = 120_000;
const TELEGRAM_FILE = 'emotejam-telegram-100.webm';
const presetSelect = (page: Page) => page.getByLabel('Preset', { exact: true });

test.describe.configure({ timeout: 300_000 });
// The worker script must come from the network (where the route below changes it), not a service worker's cache.
test.use({ serviceWorkers: 'block' });
// Its init script is context-wide, which no reset takes back: a context of its own (test.ts).
test.use({ warmContext: false });

/**
 * Removes VideoEncoder from the page and from the pipeline worker, which has its own global
 * (an init script reaches only the page): the worker's script is served with the same line first.
 */
async function withoutVideoEncoder(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { VideoEncoder?: unknown }).VideoEncoder;
  });
  await context.route('**/assets/worker-*.js', async (route) => {
    const response = await route.fetch();
    const body = `delete self.VideoEncoder;\n${await response.text()}`;
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
  });
}

test('without VideoEncoder the Telegram emoji preset says WebM cannot be written, keeps the output, and GIF, WebP and APNG still work', async ({ page, context }) => {
  const crashes = watchForCrashes(page);
  let workerSeen = 0;
  page.on('worker', (worker) => void worker.evaluate(() => typeof VideoEncoder).then((type) => type === 'undefined' && workerSeen++).catch(() => {}));
  await withoutVideoEncoder(context);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  expect(await page.evaluate(() => typeof VideoEncoder)).toBe('undefined');
  const gifHref = await downloadLink(page).getAttribute('href');
  const gifPreview = await previewSrc(page);

  await presetSelect(page).selectOption('telegram-emoji');
  await expect(page.getByRole('radiogroup', { name: 'Format' }).getByLabel('WebM')).toBeChecked();
  await expect(page.getByText(ENCODE_ERRORS.webmUnsupported)).toBeVisible({ timeout: SLOW });
  // The worker lacked it too: the message came from its own check, not from the page.
  expect(workerSeen).toBeGreaterThan(0);
  // The GIF made before is still the download and the preview.
  await expect(downloadLink(page)).toContainText('emotejam.gif');
  expect(await downloadLink(page).getAttribute('href')).toBe(gifHref);
  expect(await previewSrc(page)).toBe(gifPreview);

  // The other formats still work: WebP for Discord, GIF with one change, APNG for the Discord sticker.
  await waitForNewOutput(page, () => presetSelect(page).selectOption('discord'), SLOW);
  const format = page.getByRole('radiogroup', { name: 'Format' });
  await expect(format.getByLabel('WebP')).toBeChecked();
  expect((await downloadOutput(page)).name).toBe('emotejam.webp');
  await waitForNewOutput(page, () => format.getByLabel('GIF').check(), SLOW);
  expect((await downloadOutput(page)).name).toBe('emotejam.gif');
  await waitForNewOutput(page, () => presetSelect(page).selectOption('discord-sticker'), SLOW);
  await expect(format.getByLabel('APNG')).toBeChecked();
  const sticker = await downloadOutput(page);
  expect(sticker.name).toBe('emotejam.png');
  expect(Buffer.from(sticker.bytes).includes(Buffer.from('acTL'))).toBe(true);
  await expect(page.getByText(ENCODE_ERRORS.webmUnsupported)).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('without VideoEncoder the all-platforms pack holds every other file and says the Telegram WebM is missing and why', async ({ page, context }) => {
  await withoutVideoEncoder(context);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW }), page.getByRole('button', { name: 'Download for all platforms' }).click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const names = Object.keys(files);
  expect(names).not.toContain(TELEGRAM_FILE);
  expect(names).toHaveLength(16);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'emotejam-whatsapp-512.webp', 'emotejam-discord-sticker-320.png', 'emotejam-discord-128.gif']));
  const readme = strFromU8(files['README.txt']);
  expect(readme).toContain("15 files, each fitted to its platform's upload rules");
  expect(readme).toContain('1 file left out: see LEFT OUT at the end.');
  expect(readme).toMatch(new RegExp(`LEFT OUT\\r\\n\\r\\n${TELEGRAM_FILE.replace('.', '\\.')} \\(Telegram emoji [^)]*\\)\\r\\n    Left out: ${escapeRegExp(ENCODE_ERRORS.webmUnsupported)}`));
  await expect(page.locator(`.pack-file[data-file="${TELEGRAM_FILE}"]`)).toContainText(`left out: ${ENCODE_ERRORS.webmUnsupported}`);
  await expect(page.locator('.pack-file[data-file="emotejam-whatsapp-512.webp"]')).toContainText('done');
  await expect(page.getByTestId('pack-summary')).toContainText('saved: 15 files, 1 left out and README.txt');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
