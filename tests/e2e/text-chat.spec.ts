/**
 * Small sizes read (issue 20 item 4): a two-letter text emote in the chat preview, read from
 * screenshots of the light chat. Twitch's line shows Twitch's own 28 px file (56 px at 2×), drawn
 * at that size with the hinting; Discord's and Slack's 22 px lines show the output shrunk, as
 * those platforms shrink the file uploaded. Each must show the warm fill with the black outline
 * around it, on the white chat.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { openFreshMaker, waitForOutput } from './maker-helpers.ts';
import { readPngPixels, type Pixels } from './png-pixels.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, STILL_IMAGES_ARG } from '../../scripts/chromium-args.mjs';

// Read from the full browser's screenshots, as a visitor's Chrome draws the chat (chromium-args.mjs).
test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, STILL_IMAGES_ARG] } });

type Kind = 'fill' | 'outline' | 'background' | 'blend';

/** What one screenshot pixel is: the default text's yellow-to-orange fill, its black outline, the light chat, or a blend of them. */
function kindOf(p: Pixels, i: number): Kind {
  const [r, g, b] = [p.data[i], p.data[i + 1], p.data[i + 2]];
  if (Math.min(r, g, b) > 225) return 'background';
  if (Math.max(r, g, b) < 70) return 'outline';
  if (r > 200 && g > 80 && g < 240 && b < 120) return 'fill';
  return 'blend';
}

/** Counts of each kind, and the fill pixels with an outline pixel near them (the outline around the letters). */
function readInk(p: Pixels) {
  const counts: Record<Kind, number> = { fill: 0, outline: 0, background: 0, blend: 0 };
  let outlined = 0;
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const kind = kindOf(p, (y * p.width + x) * 4);
      counts[kind]++;
      if (kind !== 'fill') continue;
      // Within 2 px: at these sizes one anti-aliased pixel often sits between the fill and the outline.
      let near = false;
      for (let ny = Math.max(0, y - 2); ny <= Math.min(p.height - 1, y + 2); ny++)
        for (let nx = Math.max(0, x - 2); nx <= Math.min(p.width - 1, x + 2); nx++) near ||= kindOf(p, (ny * p.width + nx) * 4) === 'outline';
      if (near) outlined++;
    }
  return { ...counts, outlined };
}

async function shotOf(emote: Locator, name: string) {
  await emote.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const shot = await emote.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  return readPngPixels(shot);
}

const chatEmote = (page: Page, platform: string, height: number) =>
  page.getByRole('figure', { name: `${platform} preview` }).locator(`[data-chat-size="${height}"]`);

for (const scale of [1, 2]) {
  test(`"GG" reads in the chat at 28 px and 22 px, Twitch's line from its own hinted file, at devicePixelRatio ${scale}`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ deviceScaleFactor: scale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openFreshMaker(page, 'text');
    await waitForOutput(page, 60_000);
    await page.getByRole('switch', { name: 'Light chat' }).click();

    // Twitch's line shows the file Twitch serves there: made at 28 px (56 at 2×), not the 112 px output shrunk.
    const twitch = chatEmote(page, 'Twitch chat', 28);
    await expect.poll(() => twitch.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 }).toBe(28 * scale);
    await expect(twitch).not.toHaveAttribute('src', (await page.getByRole('img', { name: 'Emote preview' }).getAttribute('src'))!);
    await expect(page.getByRole('figure', { name: 'Twitch chat preview' })).toContainText('its own file for that size');
    const side = 28 * scale;
    const atTwitch = readInk(await shotOf(twitch, `twitch-28-x${scale}.png`));
    // Letters, not a smudge: fill and outline both, the outline against the fill, and few blended pixels.
    expect(atTwitch.fill, JSON.stringify(atTwitch)).toBeGreaterThan(side * side * 0.12);
    expect(atTwitch.outline, JSON.stringify(atTwitch)).toBeGreaterThan(side * side * 0.08);
    expect(atTwitch.outlined, JSON.stringify(atTwitch)).toBeGreaterThan(atTwitch.fill / 3);
    expect(atTwitch.blend, JSON.stringify(atTwitch)).toBeLessThan((atTwitch.fill + atTwitch.outline) / 3);

    for (const platform of ['Discord', 'Slack']) {
      const inline = chatEmote(page, platform, 22);
      await expect(inline).toHaveAttribute('src', (await page.getByRole('img', { name: 'Emote preview' }).getAttribute('src'))!);
      const ink = readInk(await shotOf(inline, `${platform}-22-x${scale}.png`));
      const area = 22 * scale * 22 * scale;
      expect(ink.fill, `${platform} ${JSON.stringify(ink)}`).toBeGreaterThan(area * 0.06);
      expect(ink.outline, `${platform} ${JSON.stringify(ink)}`).toBeGreaterThan(area * 0.05);
      expect(ink.outlined, `${platform} ${JSON.stringify(ink)}`).toBeGreaterThan(ink.fill / 3);
    }
    await context.close();
  });
}
