/**
 * The chat preview shows the emote at each platform's size, pixel-exact: an emote of one distinct
 * colour (magenta) is found in screenshots of each imitated chat, and its box measured, at
 * devicePixelRatio 1 and 2, dark and light (by the site's theme and by the preview's own switch).
 */
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForOutput } from './maker-helpers.ts';
import { readPngPixels, type Pixels } from './png-pixels.ts';

const MAGENTA_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112"><rect width="112" height="112" fill="#ff00ff"/></svg>';

/** CSS px heights each imitated chat shows the emote at, top to bottom. */
const EXPECTED = [
  { platform: 'Twitch chat', sizes: [28] },
  { platform: 'Discord', sizes: [22, 48] },
  { platform: 'Slack', sizes: [22, 32] },
];

const isMagenta = (p: Pixels, i: number) => p.data[i] === 255 && p.data[i + 1] === 0 && p.data[i + 2] === 255;
/** Any magenta tint at all: a blurred or blended edge of the emote. */
const isTinted = (p: Pixels, i: number) => p.data[i] - p.data[i + 1] > 80 && p.data[i + 2] - p.data[i + 1] > 80;

/** Boxes of pure magenta, one per band of rows, with the count of tinted pixels that are not pure magenta. */
function magentaBoxes(p: Pixels) {
  const boxes: { top: number; bottom: number; left: number; right: number; pure: number }[] = [];
  let blended = 0;
  for (let y = 0; y < p.height; y++) {
    let rowHas = false;
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (!isMagenta(p, i)) {
        if (isTinted(p, i)) blended++;
        continue;
      }
      const last = boxes.at(-1);
      const box = last && last.bottom >= y - 1 ? last : null;
      if (box) Object.assign(box, { bottom: y, left: Math.min(box.left, x), right: Math.max(box.right, x), pure: box.pure + 1 });
      else if (!rowHas || !last || last.bottom < y) boxes.push({ top: y, bottom: y, left: x, right: x, pure: 1 });
      rowHas = true;
    }
  }
  return { boxes: boxes.map((b) => ({ width: b.right - b.left + 1, height: b.bottom - b.top + 1, solid: b.pure === (b.right - b.left + 1) * (b.bottom - b.top + 1) })), blended };
}

/** The chat's background, read from the screenshot inside its top right padding: light (over 200 in every channel) or dark (under 80). */
function lookOf(p: Pixels, scale: number): 'light' | 'dark' | 'other' {
  const i = ((4 * scale) * p.width + (p.width - 6 * scale)) * 4;
  const [r, g, b] = [p.data[i], p.data[i + 1], p.data[i + 2]];
  return Math.min(r, g, b) > 200 ? 'light' : Math.max(r, g, b) < 80 ? 'dark' : 'other';
}

async function expectExactSizes(page: Page, scale: number, theme: 'light' | 'dark') {
  for (const { platform, sizes } of EXPECTED) {
    const figure = page.getByRole('figure', { name: `${platform} preview` });
    // In the middle of the viewport: scrolled only just into view, its top can sit under the sticky
    // output preview (issue 25), and the element screenshot then holds the preview's pixels.
    await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const shot = await figure.screenshot({ animations: 'disabled' });
    await test.info().attach(`${platform}-${theme}-x${scale}.png`, { body: shot, contentType: 'image/png' });
    const pixels = readPngPixels(shot);
    expect(lookOf(pixels, scale), `${platform} at ${scale}x`).toBe(theme);
    const { boxes, blended } = magentaBoxes(pixels);
    expect(boxes, `${platform} ${theme} at ${scale}x`).toEqual(sizes.map((s) => ({ width: s * scale, height: s * scale, solid: true })));
    expect(blended, `${platform} ${theme} at ${scale}x: blended edge pixels`).toBe(0);
  }
}

for (const scale of [1, 2]) {
  test(`shows the emote at each platform's chat size, pixel-exact at devicePixelRatio ${scale}, dark and light`, async ({ browser }) => {
    const context = await browser.newContext({ deviceScaleFactor: scale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openFreshMaker(page, 'jam');
    // A static PNG of the first frame: with no squash, jam's first frame is the input, unmoved, filling
    // the emote (jam draws its image smaller by the room its squash needs, issue 25).
    await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('PNG', { exact: true }).check();
    await page.getByLabel('Squash', { exact: true }).fill('0');
    await page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'magenta.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(MAGENTA_SVG) });
    await waitForOutput(page);
    await expect(page.getByRole('img', { name: /^Emote in / })).toHaveCount(5);
    await expectExactSizes(page, scale, 'dark');
    // The preview follows the site's theme…
    await page.getByText('Light theme').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectExactSizes(page, scale, 'light');
    // …until its own switch shows the other look, the site staying as it is.
    const chatSwitch = page.getByRole('switch', { name: 'Light chat' });
    await expect(chatSwitch).toBeChecked();
    await chatSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectExactSizes(page, scale, 'dark');
    await page.getByText('Light theme').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
    await chatSwitch.click();
    await expectExactSizes(page, scale, 'light');
    await context.close();
  });
}

test('shows the current output in the chat preview, in both themes (screenshots for review)', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  const src = await page.getByRole('img', { name: 'Emote preview' }).getAttribute('src');
  for (const emote of await page.getByRole('img', { name: /^Emote in / }).all()) await expect(emote).toHaveAttribute('src', src!);
  const preview = page.getByRole('region', { name: 'Chat preview' });
  await preview.screenshot({ path: test.info().outputPath('chat-preview-dark.png') });
  await page.getByRole('switch', { name: 'Light chat' }).click();
  await preview.screenshot({ path: test.info().outputPath('chat-preview-light.png') });
});
