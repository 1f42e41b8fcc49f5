/**
 * The side-by-side tests run with animated images holding their first frame (STILL_IMAGES_ARG in
 * scripts/chromium-args.mjs), and only they: the project 'alone' measures memory with images playing.
 * A red-then-green GIF changing every 100 ms, taken on screen six times 120 ms apart, shows green
 * at least once when it plays and never when it holds still (a canvas would not tell: drawImage
 * draws an animation's first frame whatever the page shows).
 */
import { GifWriter } from 'omggif';
import { readPngPixels } from './png-pixels.ts';
import { expect, test } from './test.ts';

/** A 4×4 GIF, red then green, 100 ms each, looping. */
function redGreenGif(): Buffer {
  const buffer = Buffer.alloc(1024);
  const gif = new GifWriter(buffer, 4, 4, { loop: 0, palette: [0xff0000, 0x00ff00] });
  gif.addFrame(0, 0, 4, 4, new Array(16).fill(0), { delay: 10 });
  gif.addFrame(0, 0, 4, 4, new Array(16).fill(1), { delay: 10 });
  return buffer.subarray(0, gif.end());
}

test('an animated image holds its first frame in the side-by-side project', async ({ page }, testInfo) => {
  expect(testInfo.project.name).toBe('parallel');
  await page.route('**/red-green.gif', (route) => route.fulfill({ contentType: 'image/gif', body: redGreenGif() }));
  await page.route('**/still-images', (route) => route.fulfill({ contentType: 'text/html', body: '<img src="/red-green.gif" width="16" height="16">' }));
  await page.goto('/still-images');
  const image = page.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  let greens = 0;
  for (let shot = 0; shot < 6; shot++) {
    await page.waitForTimeout(120);
    const { data } = readPngPixels(await image.screenshot());
    if (data[1] > 128) greens++;
  }
  expect(greens).toBe(0);
});
