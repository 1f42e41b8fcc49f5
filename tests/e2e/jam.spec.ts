import { expect, test } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, pngSize, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test.describe('the jam maker', () => {
  test('serves its title and description in the HTML', async ({ request }) => {
    const html = await (await request.get('/jam')).text();
    expect(html).toContain('<title>Jam Emote Maker</title>');
    expect(html).toContain('Create your own a Jam emote directly in your browser right now [FOR FREE] for Twitch, Discord, Slack, 7TV, BTTV, YouTube or more.');
  });

  test('arrives with a 112×112 jam GIF of 20 frames made from the sample and downloads emotejam.gif', async ({ page }) => {
    const crashes = watchForCrashes(page);
    await page.goto('/jam');
    await expect(page).toHaveTitle('Jam Emote Maker');
    await expect(page.getByRole('heading', { name: 'Jam Emote Options' })).toBeVisible();
    await waitForOutput(page);
    await expect(page.getByText('jam.1.png', { exact: true })).toBeVisible();
    // The sample's few colours fit one palette, so our JS encoder makes it (wasm/encode-best-gif.ts).
    await expect(page.locator('[data-encoder]')).toHaveAttribute('data-encoder', 'gifenc');
    await expect(page.getByTestId('output-size')).toHaveText(/^\d+ (B|KiB)$|^\d+\.\d MiB$/);
    const { name, bytes } = await downloadOutput(page);
    expect(name).toBe('emotejam.gif');
    const gif = decodeGifFrames(bytes);
    expect([gif.width, gif.height]).toEqual([112, 112]);
    expect(gif.frames).toHaveLength(20);
    expect(gif.delaysCs).toEqual(Array(20).fill(5));
    expect(gif.loopCount).toBe(0);
    expect(crashes).toEqual([]);
  });

  test('follows the preset and the format', async ({ page }) => {
    await page.goto('/jam');
    await waitForOutput(page);
    await page.getByLabel('Preset', { exact: true }).selectOption('discord');
    await expect(page.getByText('128×128 · 20 frames')).toBeVisible();
    // Discord's preset makes WebP (issue 22): GIF is one change away, and the preset stays.
    await expect(page.getByRole('link', { name: 'Download emotejam.webp' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('GIF').check();
    await expect(page.getByRole('link', { name: 'Download emotejam.gif' })).toBeVisible();
    await expect(page.getByLabel('Preset', { exact: true })).toHaveValue('discord');
    const gif = decodeGifFrames((await downloadOutput(page)).bytes);
    expect([gif.width, gif.height]).toEqual([128, 128]);

    await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('PNG', { exact: true }).check();
    await expect(page.getByRole('link', { name: 'Download emotejam.png' })).toBeVisible();
    const png = await downloadOutput(page);
    expect(Array.from(png.bytes.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    expect(pngSize(png.bytes)).toEqual({ width: 128, height: 128 });
    await expect(page.getByLabel('Preset', { exact: true })).toHaveValue('custom');
  });

  test('says there is nothing to make, once, when the visitor removes the only input', async ({ page }) => {
    await page.goto('/jam');
    await waitForOutput(page);
    await page.getByRole('button', { name: 'Remove Image 1' }).click();
    await expect(page.getByText('nothing to make', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose an image to start')).toHaveCount(0);
  });
});
