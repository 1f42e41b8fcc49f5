/**
 * "Remove background" with the real segmentation model (issue 18): the astronaut's photo cut out
 * on /jam, read back from the downloaded GIF; the model fetched from the site itself only when
 * asked for, never precached, kept for offline use; a model that cannot load says so in the slot.
 */
import { GifReader } from 'omggif';
import { expect, test, type Page } from './test.ts';
import { SEGMENT_MESSAGES } from '../../web/cutout/segment/segment-messages.ts';
import { CUTOUT_NOTES } from '../../web/ui/cutout-text.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// This spec tests what the service worker does (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ASTRONAUT = 'tests/fixtures/photos/astronaut.png';
/** The model on a 2-core machine shared with other work: minutes, not seconds, at worst. */
const MODEL_TIMEOUT = 1_500_000;

const cutoutGroup = (page: Page) => page.getByRole('group', { name: 'Image 1 cut-out' });

/** Frame 0 of a GIF as RGBA. */
function firstFrame(bytes: Uint8Array) {
  const reader = new GifReader(Buffer.from(bytes));
  const data = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  return { width: reader.width, height: reader.height, alphaAt: (x: number, y: number) => data[4 * (y * reader.width + x) + 3] };
}

/** Paths the service worker precached and those it keeps in its runtime caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return found;
  });

test('the astronaut cut out on /jam: the GIF’s top corners transparent, her centre opaque; the model came from this site only when asked for', async ({ page }) => {
  test.setTimeout(MODEL_TIMEOUT);
  const crashes = watchForCrashes(page);
  const hosts = new Set<string>();
  const modelRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.hostname);
    if (url.pathname.startsWith('/models/')) modelRequests.push(url.pathname);
  });
  await openFreshMaker(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Jam draws its image smaller by the room its squash needs (issue 25): with Squash 0 the first
  // frame is the photo unmoved, corner to corner, so its corners tell a cut from none.
  await waitForNewOutput(page, () => page.getByLabel('Squash', { exact: true }).fill('0'));
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(ASTRONAUT), 120_000);
  const before = firstFrame((await downloadOutput(page)).bytes);
  // The photo fills the frame's corners before the cut: the test can tell a cut from none.
  expect(before.alphaAt(1, 1) + before.alphaAt(before.width - 2, 1)).toBeGreaterThan(0);
  expect(modelRequests).toEqual([]);
  const precached = Object.entries(await cachedPaths(page)).flatMap(([name, paths]) => (name.includes('precache') ? paths : []));
  expect(precached.filter((path) => path.startsWith('/models/'))).toEqual([]);

  await waitForNewOutput(page, async () => {
    await cutoutGroup(page).getByRole('button', { name: 'Remove background' }).click();
    await expect(cutoutGroup(page).getByText('Background removed by the model.')).toBeVisible({ timeout: MODEL_TIMEOUT });
  }, MODEL_TIMEOUT);
  // The photo's border is busy (flag, shuttle), so "Remove background" chose the model and says why (issue 33).
  await expect(cutoutGroup(page).getByText(CUTOUT_NOTES.busy)).toBeVisible();
  const after = firstFrame((await downloadOutput(page)).bytes);
  const { width, height } = after;
  expect([after.alphaAt(1, 1), after.alphaAt(width - 2, 1)]).toEqual([0, 0]);
  expect(after.alphaAt(width >> 1, height >> 1)).toBe(255);
  expect(crashes).toEqual([]);
  expect([...hosts]).toEqual(['127.0.0.1']);
  expect(modelRequests.some((path) => path.endsWith('.onnx'))).toBe(true);
  // Kept after the first use, so the next cut-out works offline.
  const runtime = (await cachedPaths(page))['segment-model'] ?? [];
  expect(runtime.some((path) => path.endsWith('.onnx'))).toBe(true);
});

test('with the model’s files unreachable the slot says the model could not load, at once, and keeps its image', async ({ page, context }) => {
  // Only the upload's encode is slow here (a busy machine); the message itself comes at once.
  test.setTimeout(300_000);
  const crashes = watchForCrashes(page);
  await context.route('**/models/segment/**', (route) => route.abort('internetdisconnected'));
  await openFreshMaker(page);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(ASTRONAUT), 120_000);
  const before = await downloadOutput(page);
  await cutoutGroup(page).getByRole('button', { name: 'Remove background' }).click();
  await expect(cutoutGroup(page).getByRole('alert')).toHaveText(SEGMENT_MESSAGES['model-unavailable']);
  await expect(cutoutGroup(page).getByRole('button', { name: 'Remove background' })).toBeEnabled();
  await waitForOutput(page);
  expect((await downloadOutput(page)).bytes).toEqual(before.bytes);
  expect(crashes).toEqual([]);
});
