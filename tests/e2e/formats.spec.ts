/**
 * Issue 22's output formats on the jam sample, read back by readers we did not write the files
 * with: Debian's `webpmux -info` for the WebP container and Chromium's ImageDecoder for a decode
 * of every frame, each against the platform's rules (platform-rules.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { maxBytesFor, platformById, problemsOf } from '../../web/platforms/platform-rules.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { webpmuxInfo } from '../support/webpmux-info.ts';
import { downloadLink, downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const SLOW = 120_000;
const presetSelect = (page: Page) => page.getByLabel('Preset', { exact: true });

/** Chromium's ImageDecoder on the bytes: every frame decoded, with its size and the alpha seen. */
async function decodeInPage(page: Page, bytes: Uint8Array, type: string) {
  return page.evaluate(async ({ data, type }) => {
    const decoder = new ImageDecoder({ data: new Uint8Array(data), type });
    await decoder.tracks.ready;
    const count = decoder.tracks.selectedTrack!.frameCount;
    const frames: { width: number; height: number; durationMs: number; softAlpha: number }[] = [];
    for (let i = 0; i < count; i++) {
      const { image } = await decoder.decode({ frameIndex: i });
      const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let softAlpha = 0;
      for (let p = 3; p < rgba.length; p += 4) if (rgba[p] > 0 && rgba[p] < 255) softAlpha++;
      frames.push({ width: image.displayWidth, height: image.displayHeight, durationMs: (image.duration ?? 0) / 1000, softAlpha });
      image.close();
    }
    decoder.close();
    return frames;
  }, { data: Array.from(bytes), type });
}

test.describe.configure({ timeout: 180_000 });

test('the Discord emoji preset makes an animated WebP under 256 KiB by default, and one change makes it a GIF', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => presetSelect(page).selectOption('discord'), SLOW);
  const format = page.getByRole('radiogroup', { name: 'Format' });
  await expect(format.getByLabel('WebP')).toBeChecked();
  await expect(downloadLink(page)).toContainText('emotejam.webp');
  const webp = await downloadOutput(page);
  const info = webpmuxInfo(webp.bytes);
  expect([info.width, info.height, info.animated, info.frames, info.loopCount]).toEqual([128, 128, true, 20, 0]);
  const durationMs = info.durationsMs.reduce((sum, ms) => sum + ms, 0);
  expect(problemsOf(platformById('discord'), { format: 'webp', width: info.width, height: info.height, frames: info.frames, bytes: webp.bytes.length, durationMs })).toEqual([]);
  expect(webp.bytes.length).toBeLessThanOrEqual(maxBytesFor(platformById('discord'), info));
  const decoded = await decodeInPage(page, webp.bytes, 'image/webp');
  expect(decoded).toHaveLength(20);
  expect(decoded.map((f) => f.durationMs)).toEqual(info.durationsMs);
  for (const frame of decoded) expect([frame.width, frame.height]).toEqual([128, 128]);
  // The sample's soft edge survives as partial alpha (a GIF has none).
  expect(decoded.some((f) => f.softAlpha > 0)).toBe(true);
  const checks = page.getByRole('region', { name: 'Platform checks' });
  await expect(checks.locator('[data-platform="Discord emoji"]')).toContainText('passes');

  await waitForNewOutput(page, () => format.getByLabel('GIF').check(), SLOW);
  await expect(presetSelect(page)).toHaveValue('discord');
  const gif = await downloadOutput(page);
  expect(gif.name).toBe('emotejam.gif');
  const frames = decodeGifFrames(gif.bytes);
  expect([frames.width, frames.height, frames.frames.length]).toEqual([128, 128, 20]);
  expect(gif.bytes.length).toBeLessThanOrEqual(256 * 1024);
  expect(crashes).toEqual([]);
});
