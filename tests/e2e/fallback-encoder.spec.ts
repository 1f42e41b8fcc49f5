import { expect, test } from './test.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, STILL_IMAGES_ARG } from '../../scripts/chromium-args.mjs';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, waitForOutput } from './maker-helpers.ts';

// V8 in jitless mode has no WebAssembly, in the page and its workers alike (as in browsers' lockdown
// modes): the JS fallback encoder must take over. Chromium ignores --expose-wasm, so jitless it is.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, STILL_IMAGES_ARG, '--js-flags=--jitless'] } });

test('makes a valid GIF with the JS encoder when WebAssembly is disabled', async ({ page }) => {
  await page.goto('/jam');
  expect(await page.evaluate(() => typeof WebAssembly)).toBe('undefined');
  // The fresh page starts from the sample.
  await waitForOutput(page);
  await expect(page.locator('[data-encoder]')).toHaveAttribute('data-encoder', /gifenc|js/i);
  const gif = decodeGifFrames((await downloadOutput(page)).bytes);
  expect([gif.width, gif.height]).toEqual([112, 112]);
  expect(gif.frames).toHaveLength(20);
  expect(gif.delaysCs).toEqual(Array(20).fill(5));
  // The subject is drawn: the centre is opaque, the corner transparent.
  const alpha = (x: number, y: number) => gif.frames[0][(y * 112 + x) * 4 + 3];
  expect(alpha(56, 70)).toBe(255);
  expect(alpha(1, 1)).toBe(0);
});
