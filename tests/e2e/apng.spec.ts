/**
 * Issue 22's APNG output: the Discord sticker preset on the jam sample, read back by readers we
 * did not write the file with: Debian's `ffprobe` for the container and Chromium's ImageDecoder
 * for a decode of every frame, against the platform's rules (platform-rules.ts).
 */
import { expect, test, type Page } from './test.ts';
import { maxBytesFor, platformById, problemsOf } from '../../web/platforms/platform-rules.ts';
import { ffprobeInfo } from '../support/ffprobe-info.ts';
import { downloadLink, downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const SLOW = 120_000;
const presetSelect = (page: Page) => page.getByLabel('Preset', { exact: true });

/** Chromium's ImageDecoder on the bytes: every frame decoded, with its size, duration and the soft alpha seen. */
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

test('the Discord sticker preset makes a 320×320 APNG under 512 KiB by default that ffprobe and Chromium read, and one change makes it a GIF', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const format = page.getByRole('radiogroup', { name: 'Format' });
  // Twitch takes no APNG: the choice is not offered there.
  await expect(format.getByLabel('APNG')).toHaveCount(0);
  const started = Date.now();
  await waitForNewOutput(page, () => presetSelect(page).selectOption('discord-sticker'), SLOW);
  const madeInMs = Date.now() - started;
  await expect(format.getByLabel('APNG')).toBeChecked();
  await expect(downloadLink(page)).toContainText('emotejam.png');
  const apng = await downloadOutput(page);
  expect(apng.name).toBe('emotejam.png');
  const info = ffprobeInfo(apng.bytes);
  expect([info.codec, info.width, info.height]).toEqual(['apng', 320, 320]);
  expect(info.frames).toBeGreaterThan(1);
  expect(apng.bytes.length).toBeLessThanOrEqual(512 * 1024);
  const durationMs = info.durationsMs.reduce((sum, ms) => sum + ms, 0);
  const sticker = platformById('discord-sticker');
  expect(durationMs).toBeLessThanOrEqual(5000);
  expect(problemsOf(sticker, { format: 'apng', width: info.width, height: info.height, frames: info.frames, bytes: apng.bytes.length, durationMs })).toEqual([]);
  expect(apng.bytes.length).toBeLessThanOrEqual(maxBytesFor(sticker, info));
  const decoded = await decodeInPage(page, apng.bytes, 'image/png');
  expect(decoded).toHaveLength(info.frames);
  expect(decoded.map((f) => f.durationMs)).toEqual(info.durationsMs);
  for (const frame of decoded) expect([frame.width, frame.height]).toEqual([320, 320]);
  // The sample's soft edge survives as partial alpha (a GIF has none).
  expect(decoded.some((f) => f.softAlpha > 0)).toBe(true);
  const checks = page.getByRole('region', { name: 'Platform checks' });
  await expect(checks.locator('[data-platform="Discord sticker"]')).toContainText('passes');
  test.info().annotations.push({ type: 'measured', description: `${apng.bytes.length} bytes, ${info.frames} frames, ${durationMs} ms, made in ${madeInMs} ms after choosing the preset` });
  console.info(`APNG sticker: ${apng.bytes.length} bytes, ${info.frames} frames, ${durationMs} ms loop, output ${madeInMs} ms after choosing the preset`);

  const gifStarted = Date.now();
  await waitForNewOutput(page, () => format.getByLabel('GIF').check(), SLOW);
  console.info(`GIF of the same target: output ${Date.now() - gifStarted} ms after the change`);
  await expect(presetSelect(page)).toHaveValue('discord-sticker');
  const gif = await downloadOutput(page);
  expect(gif.name).toBe('emotejam.gif');
  expect(gif.bytes.length).toBeLessThanOrEqual(512 * 1024);
  expect(crashes).toEqual([]);
});
