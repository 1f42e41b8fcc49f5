/**
 * The zero-width maker (issue 35 item 5): its output is the overlay alone on a transparent canvas,
 * and the chat preview draws it over the emote before it in the line, as 7TV and BTTV do.
 */
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { readPngPixels } from './png-pixels.ts';

/** Share of pixels with alpha 0, and of those with alpha at least 128, in RGBA. */
function alphaShares(rgba: Uint8Array | Uint8ClampedArray) {
  let clear = 0, solid = 0;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] === 0) clear++;
    else if (rgba[i] >= 128) solid++;
  }
  const pixels = rgba.length / 4;
  return { clear: clear / pixels, solid: solid / pixels };
}

const stackOf = (page: Page) => page.getByRole('figure', { name: '7TV and BTTV zero-width preview' });

test('makes an overlay alone, transparent where it draws nothing, and previews it over another emote', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await page.goto('/zero-width');
  await waitForOutput(page);
  // It starts on BTTV's preset: zero-width emotes are 7TV's and BTTV's.
  await expect(page.getByLabel('Preset', { exact: true })).toHaveValue('bttv');
  // It takes no image, so it offers no "Apply to many files", only "Add to set".
  await expect(page.getByRole('button', { name: 'Add to set' })).toBeVisible();
  await expect(page.getByText('Apply to many files…')).toHaveCount(0);
  // The GIF (hearts, by default): every frame mostly clear, with the hearts solid.
  const gif = await downloadOutput(page);
  expect(gif.name).toBe('emotezero-width.gif');
  const decoded = decodeGifFrames(gif.bytes);
  expect([decoded.width, decoded.height]).toEqual([112, 112]);
  expect(decoded.frames.length).toBeGreaterThan(4);
  for (const frame of decoded.frames) {
    const { clear, solid } = alphaShares(frame);
    expect(clear).toBeGreaterThan(0.6);
    expect(solid).toBeGreaterThan(0.005);
  }

  // The chat preview: the output in the same place as the Jam sample before it, both 28 px.
  const stack = stackOf(page);
  const under = stack.getByRole('img', { name: 'Jam sample emote, 28 px' });
  const over = stack.getByRole('img', { name: 'Zero-width emote over Jam, 28 px' });
  await expect(under).toBeVisible();
  await expect(over).toBeVisible();
  const [a, b] = [(await under.boundingBox())!, (await over.boundingBox())!];
  expect([b.width, b.height]).toEqual([28, 28]);
  expect(Math.abs(a.x + a.width / 2 - (b.x + b.width / 2))).toBeLessThan(1);
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(1);
  await expect(over).toHaveAttribute('src', (await page.getByRole('link', { name: /^Download / }).getAttribute('href'))!);

  // Confetti as a PNG: one frame, clear where no piece is.
  await waitForNewOutput(page, () => page.getByLabel('Overlay', { exact: true }).selectOption({ label: 'Confetti' }));
  await waitForNewOutput(page, () => page.getByRole('radiogroup', { name: 'Format' }).getByLabel('PNG', { exact: true }).check());
  const png = await downloadOutput(page);
  expect(png.name).toBe('emotezero-width.png');
  const pixels = readPngPixels(Buffer.from(png.bytes));
  expect(pixels.data.length).toBe(pixels.width * pixels.height * 4);
  const { clear, solid } = alphaShares(pixels.data);
  expect(clear).toBeGreaterThan(0.5);
  expect(solid).toBeGreaterThan(0.005);
  expect(crashes).toEqual([]);
});

test("the chat preview stacks it over the set's own emotes", async ({ page }) => {
  await page.goto('/jam');
  await waitForOutput(page);
  await page.getByLabel('Emote code').fill('JamKept');
  await page.getByRole('button', { name: 'Add to set' }).click();
  await expect(page.getByRole('link', { name: 'Your set (1)' }).first()).toBeVisible();
  await page.goto('/zero-width');
  await waitForOutput(page);
  const stack = stackOf(page);
  const under = stack.getByRole('img', { name: 'JamKept from your set, 28 px' });
  const over = stack.getByRole('img', { name: 'Zero-width emote over JamKept, 28 px' });
  await expect(under).toBeVisible();
  await expect(over).toBeVisible();
  await expect(stack.getByRole('img', { name: 'Jam sample emote, 28 px' })).toHaveCount(0);
  const [a, b] = [(await under.boundingBox())!, (await over.boundingBox())!];
  expect(a.height).toBe(28);
  expect(Math.abs(a.x + a.width / 2 - (b.x + b.width / 2))).toBeLessThan(1);
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(1);
});

test('other makers show no zero-width stack in their chat preview', async ({ page }) => {
  await page.goto('/jam');
  await waitForOutput(page);
  await expect(page.getByRole('figure', { name: 'Twitch chat preview' })).toBeVisible();
  await expect(stackOf(page)).toHaveCount(0);
});
