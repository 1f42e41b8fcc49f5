/** Issue 25: what the page shows matches what the visitor gets, and alarms them for nothing. */
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';
import { LOAD_HELP } from '../../web/messages.ts';

/** Encodes take long on a busy machine (the other specs use the same bound). */
const SLOW = 120_000;
test.describe.configure({ timeout: 4 * SLOW });

const checks = (page: Page) => page.getByRole('region', { name: 'Platform checks' });
const presetSelect = (page: Page) => page.getByLabel('Preset', { exact: true });

test('a fresh animated Twitch emote shows no red cross: still-only platforms sit under Other platforms with the reason', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const taking = checks(page).getByRole('list', { name: 'Platforms that take this file' });
  const chosen = taking.getByRole('listitem').first();
  await expect(chosen).toContainText('Twitch emote');
  await expect(chosen).toContainText('(your choice)');
  await expect(chosen).toContainText('passes');
  await expect(taking).toContainText('Discord emoji');
  await expect(checks(page).getByText('fails', { exact: true })).toHaveCount(0);
  await expect(checks(page).getByText('✗')).toHaveCount(0);
  const others = checks(page).getByRole('list', { name: 'Other platforms' });
  for (const platform of ['Twitch badge', 'YouTube emoji', 'YouTube channel badge']) {
    await expect(others.getByRole('listitem').filter({ hasText: platform })).toContainText('still images only');
  }
  // Every platform still has its docs link, in one list or the other.
  await expect(checks(page).getByRole('link')).toHaveCount(14);
});

test('a chosen static badge is judged for the badge, and the emote platforms move aside with their sizes in words', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => presetSelect(page).selectOption({ label: 'Twitch badge, static 72×72' }), SLOW);
  const chosen = checks(page).getByRole('list', { name: 'Platforms that take this file' }).getByRole('listitem').first();
  await expect(chosen).toContainText('Twitch badge');
  await expect(chosen).toContainText('(your choice)');
  const others = checks(page).getByRole('list', { name: 'Other platforms' });
  await expect(others.getByRole('listitem').filter({ hasText: 'Twitch emote' })).toContainText('72 px is not 28, 56 or 112 to 4096 px');
  await expect(others.getByRole('listitem').filter({ hasText: 'BTTV' })).toContainText('112 px high only');
});

test('every preset has its own label saying what it makes, and the closed select still tells which was picked', async ({ page }) => {
  await openFreshMaker(page);
  // allTextContents does not wait: the options are read once the maker has drawn its preset list.
  await expect(presetSelect(page).locator('option', { hasText: 'Discord emoji, static 128×128' })).toHaveCount(1);
  const labels = (await presetSelect(page).locator('option').allTextContents()).map((text) => text.trim());
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toContain('Twitch emote, animated 112×112');
  expect(labels).toContain('Twitch emote, static 112×112');
  expect(labels).toContain('Discord emoji, animated 128×128');
  expect(labels).toContain('Discord emoji, static 128×128');
  await presetSelect(page).selectOption({ label: 'Discord emoji, static 128×128' });
  await expect(presetSelect(page).locator('option:checked')).toHaveText('Discord emoji, static 128×128');
});

test('the YouTube channel badge output says who it is for and has its check row', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => presetSelect(page).selectOption({ label: 'YouTube channel badge, static 32×32' }), SLOW);
  await expect(page.getByTestId('output-summary')).toContainText('For YouTube channel badge: ');
  const chosen = checks(page).getByRole('list', { name: 'Platforms that take this file' }).getByRole('listitem').first();
  await expect(chosen).toContainText('YouTube channel badge');
  await expect(chosen).toContainText('passes');
  await expect(chosen).toContainText('size is optimal');
});

test('the preview shows the overlay on top once: not again over a file that already carries it', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const output = page.getByRole('region', { name: 'Output' });
  await page.getByRole('button', { name: 'Overlay', exact: true }).click();
  await expect(page.getByLabel('Show on preview', { exact: true })).toBeChecked();
  await page.getByLabel('Overlay image file').setInputFiles('tests/fixtures/corpus/jpeg-baseline-480x360.jpg');
  await expect(output.locator('img.overlay-image')).toHaveCount(1);
  await waitForNewOutput(page, () => page.getByLabel('Show on output', { exact: true }).check(), SLOW);
  // The file has the overlay drawn in: the preview is the file, nothing stacked on it.
  await expect(output.locator('img.overlay-image')).toHaveCount(0);
  await waitForNewOutput(page, () => page.getByLabel('Show on output', { exact: true }).uncheck(), SLOW);
  await expect(output.locator('img.overlay-image')).toHaveCount(1);
});

test('the two mirrors have names that say what each mirrors', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await expect(page.getByRole('button', { name: 'Mirror image', exact: true })).toBeVisible();
  await expect(page.getByLabel('Mirror whole emote', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Mirror', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mirror', exact: true })).toHaveCount(0);
});

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });

test('a refused image URL keeps SPEC\'s message and says in plain words to save and upload the image', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await page.route('**/remote/hotlinked.png', (route) => route.abort('accessdenied'));
  await slot(page).getByLabel('Image 1 image URL').fill(`${new URL(page.url()).origin}/remote/hotlinked.png`);
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
  const alert = slot(page).getByRole('alert');
  await expect(alert).toContainText('Error fetching URL - Likely restricted — hotlinked.png');
  await expect(alert).toContainText(LOAD_HELP.restricted);
});

test('an image URL that answers with a web page says so beside SPEC\'s message', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await page.route('**/remote/cat', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Cat</title><img src="cat.png">' }));
  await slot(page).getByLabel('Image 1 image URL').fill(`${new URL(page.url()).origin}/remote/cat`);
  await slot(page).getByRole('button', { name: 'Load URL' }).click();
  const alert = slot(page).getByRole('alert');
  await expect(alert).toContainText('Bad URL response — cat');
  await expect(alert).toContainText('That address is a web page, not an image');
  await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
});

test('a GIF whose 4th frame is damaged is used with a note: 3 of 4 frames', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/made/gif-4f-4th-frame-damaged.gif'), SLOW);
  await expect(slot(page).getByText(/^Used 3 of 4 frames: the file is damaged at frame 4\./)).toBeVisible();
  await expect(slot(page).getByRole('alert')).toHaveCount(0);
  // A whole file clears the note.
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/gif-disposal-1-2-3-mixed-offsets.gif'), SLOW);
  await expect(slot(page).getByText(/^Used \d+ of/)).toHaveCount(0);
});

test('a wide photo GIF set to Fill says so beside Framing, until the visitor chooses', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/gif-interlaced-540x330.gif'), SLOW);
  const framing = slot(page).getByRole('radiogroup', { name: 'Image 1 Framing' });
  await expect(framing.getByRole('radio', { name: 'Fill' })).toBeChecked();
  await expect(slot(page).getByText(/^Framing set to Fill: this image has no transparency, so it covers the emote and its left and right edges are cropped\. Choose Fit to show all of it\.$/)).toBeVisible();
  await framing.getByRole('radio', { name: 'Fit' }).check();
  await expect(slot(page).getByText(/^Framing set to Fill/)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a small preview of the file stays in view while the visitor drags Tilt, and updates with it', async ({ page }) => {
    await openFreshMaker(page);
    await waitForOutput(page, SLOW);
    const mini = page.getByRole('button', { name: 'Back to the output' });
    await expect(mini).toHaveCount(0);
    const tilt = page.getByLabel('Tilt', { exact: true });
    await tilt.scrollIntoViewIfNeeded();
    await expect(mini).toBeInViewport();
    const before = await mini.locator('img').getAttribute('src');
    await waitForNewOutput(page, () => tilt.fill('20'), SLOW);
    await expect(tilt).toBeInViewport();
    await expect(mini).toBeInViewport();
    await expect(mini.locator('img')).not.toHaveAttribute('src', before!);
    await expect(mini.locator('img')).toHaveAttribute('src', (await page.getByRole('img', { name: 'Emote preview' }).getAttribute('src'))!);
    await mini.click();
    await expect(page.getByRole('img', { name: 'Emote preview' })).toBeInViewport();
    await expect(mini).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the output column has no inner scroll: checks and chat preview come by page scroll while the preview stays in view', async ({ page }) => {
    await openFreshMaker(page);
    await waitForOutput(page, SLOW);
    const output = page.getByRole('region', { name: 'Output' });
    const box = await output.evaluate((panel) => ({ scroll: panel.scrollHeight, client: panel.clientHeight, overflow: getComputedStyle(panel).overflowY }));
    expect(box.overflow).toBe('visible');
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    const chat = page.getByRole('heading', { name: 'Chat preview' });
    await chat.scrollIntoViewIfNeeded();
    await expect(chat).toBeInViewport();
    await expect(page.getByRole('img', { name: 'Emote preview' })).toBeInViewport();
    await page.getByLabel('Tilt', { exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Emote preview' })).toBeInViewport();
  });

  test('the cookie banner is a compact bar that leaves the maker above the fold', async ({ page }) => {
    await openFreshMaker(page);
    await waitForOutput(page, SLOW);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    const height = (await banner.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('img', { name: 'Emote preview' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Use sample' }).first()).toBeInViewport();
    await expect(page.getByRole('link', { name: /^Download / })).toBeInViewport();
  });
});

test('on a phone the cookie bar keeps to three short lines and still names itself', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFreshMaker(page);
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(100);
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeInViewport();
  // Choosing shows everything again: the heading, the sentence about Cookie settings and both choices.
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByText(/Change it any time under Cookie settings/)).toBeVisible();
  await expect(banner.getByLabel(/Statistics cookies/)).toBeVisible();
});

