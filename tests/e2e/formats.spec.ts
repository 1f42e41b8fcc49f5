/**
 * Issue 22's output formats on the jam sample, read back by readers we did not write the files
 * with: Debian's `webpmux -info` for the WebP container and Chromium's ImageDecoder for a decode
 * of every frame; Debian's `ffprobe` and ffmpeg's libvpx-vp9 decoder for the WebM; each against
 * the platform's rules (platform-rules.ts).
 */
import { expect, test, type Page } from './test.ts';
import { maxBytesFor, platformById, problemsOf } from '../../web/platforms/platform-rules.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { webpmuxInfo } from '../support/webpmux-info.ts';
import { ffprobeInfo } from '../support/ffprobe-info.ts';
import { downloadLink, downloadOutput, openFreshMaker, previewImage, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

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

test('the Telegram emoji preset makes a WebM (VP9 with alpha) of 100×100, at most 3 s and 30 fps, under 256 KB (256,000 bytes)', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  // Twitch (the page's first preset) takes no WebM: the choice is not offered there.
  await expect(page.getByRole('radiogroup', { name: 'Format' }).getByLabel('WebM')).toHaveCount(0);
  const started = Date.now();
  await waitForNewOutput(page, () => presetSelect(page).selectOption('telegram-emoji'), SLOW);
  const madeInMs = Date.now() - started;
  const format = page.getByRole('radiogroup', { name: 'Format' });
  await expect(format.getByLabel('WebM')).toBeChecked();
  await expect(downloadLink(page)).toContainText('emotejam.webm');
  const webm = await downloadOutput(page);
  expect(webm.name).toBe('emotejam.webm');
  const info = ffprobeInfo(webm.bytes, { decodeAlpha: true });
  test.info().annotations.push({ type: 'Telegram emoji WebM', description: `${webm.bytes.length} B, ${info.frames} frames, ${info.durationMs} ms, made in ${madeInMs} ms after choosing the preset` });
  expect([info.codec, info.width, info.height, info.streams, info.audioStreams, info.alphaMode]).toEqual(['vp9', 100, 100, 1, 0, '1']);
  expect(info.durationMs).toBeLessThanOrEqual(3000);
  expect(info.frames).toBeGreaterThan(1);
  expect(info.frames / (info.durationMs / 1000)).toBeLessThanOrEqual(30);
  expect(webm.bytes.length).toBeLessThanOrEqual(256_000);
  expect(problemsOf(platformById('telegram-emoji'), { format: 'webm', width: info.width, height: info.height, frames: info.frames, bytes: webm.bytes.length, durationMs: info.durationMs })).toEqual([]);
  // libvpx decodes the alpha stream: every frame has clear background, an opaque subject and soft edges between.
  expect(info.alphaFrames).toHaveLength(info.frames);
  for (const alpha of info.alphaFrames) {
    expect(alpha.some((a) => a < 8)).toBe(true);
    expect(alpha.some((a) => a > 247)).toBe(true);
  }
  expect(info.alphaFrames.some((alpha) => alpha.some((a) => a > 40 && a < 215))).toBe(true);
  const checks = page.getByRole('region', { name: 'Platform checks' });
  await expect(checks.locator('[data-platform="Telegram emoji"]')).toContainText('passes');
  // The preview plays the WebM itself (an <img> shows no video): Chromium decodes it at its size.
  await expect.poll(() => previewImage(page).evaluate((el) => el instanceof HTMLVideoElement && el.readyState >= 2 && [el.videoWidth, el.videoHeight].join('×'))).toBe('100×100');

  // One change makes a GIF for the platforms that take no WebM.
  await waitForNewOutput(page, () => format.getByLabel('GIF').check(), SLOW);
  expect((await downloadOutput(page)).name).toBe('emotejam.gif');
  expect(crashes).toEqual([]);
});
