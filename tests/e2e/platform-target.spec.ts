import fs from 'node:fs';
import { webpmuxInfo } from '../support/webpmux-info.ts';
import { ffprobeInfo } from '../support/ffprobe-info.ts';
import { expect, test, type Page } from './test.ts';
import { ANIMATED_PRESETS } from '../../web/platforms/presets.ts';
import { maxBytesFor, platformById } from '../../web/platforms/platform-rules.ts';
import { targetFor } from '../../web/platforms/platform-target.ts';
import { planOutputTiming } from '../../web/pipeline/worker/output-timing.ts';
import { readFrameDelays } from '../fixtures/frame-delays.ts';
import { photoGifPath } from '../fixtures/make-photo-gif.ts';
import { readCorpusFile } from '../fixtures/read-corpus.ts';
import { downloadLink, downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes, holdResults } from './maker-helpers.ts';

/** 259 frames of 1000×175 that play 25.9 s: far past most platforms' frame caps at jam's 20 fps. */
const LONG_GIF = 'gif-259f-1000x175-zero-delay-no-loop-ext.gif';
const LONG_MS = 25_900;
/** Heavy inputs on a shared 2-core machine: generous waits (the bench measures the time). */
const SLOW = 120_000;

/** Uploads a GIF and waits for the output made from it (the page arrives with the sample's output, which must not count). */
async function upload(page: Page, name: string, bytes: Uint8Array) {
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name, mimeType: 'image/gif', buffer: Buffer.from(bytes) }), SLOW);
  await expect(page.getByRole('group', { name: 'Image 1', exact: true }).getByText(name, { exact: true })).toBeVisible();
}

/** Size, frame count and bytes of an animated WebP (a preset may make one since issue 22), read by Debian's webpmux. */
function readWebp(bytes: Uint8Array) {
  const info = webpmuxInfo(bytes);
  return { width: info.width, height: info.height, frames: info.frames, loopMs: info.durationsMs.reduce((a, b) => a + b, 0), bytes: bytes.length };
}

/** Size, frame count and bytes of a WebM (Telegram's emoji preset), read by Debian's ffprobe. */
function readWebm(bytes: Uint8Array) {
  const info = ffprobeInfo(bytes);
  expect([info.codec, info.alphaMode, info.audioStreams]).toEqual(['vp9', '1', 0]);
  return { width: info.width, height: info.height, frames: info.frames, loopMs: info.durationMs, bytes: bytes.length };
}

/** Size, frame count and bytes of an APNG (the Discord sticker's format since issue 22), read by Debian's ffprobe. */
function readApng(bytes: Uint8Array) {
  const info = ffprobeInfo(bytes);
  expect(info.codec).toBe('apng');
  return { width: info.width, height: info.height, frames: info.frames, loopMs: info.durationsMs.reduce((a, b) => a + b, 0), bytes: bytes.length };
}

/** Size, frame count and bytes of a GIF, read straight from its header and graphic control blocks. */
function readGif(bytes: Uint8Array) {
  expect(String.fromCharCode(...bytes.subarray(0, 6))).toBe('GIF89a');
  const delays = readFrameDelays(bytes);
  return { width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8), frames: delays.length, loopMs: delays.reduce((a, b) => a + b, 0), bytes: bytes.length };
}

const platformCheck = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe.configure({ timeout: 300_000 });

test('every animated preset turns a long animated input into a file its platform accepts', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page);
  await upload(page, LONG_GIF, readCorpusFile(LONG_GIF));
  await waitForOutput(page, SLOW);
  for (const preset of ANIMATED_PRESETS) {
    await test.step(preset.name, async () => {
      const spec = platformById(preset.platform!);
      const select = page.getByLabel('Preset', { exact: true });
      if ((await select.inputValue()) !== preset.id) await waitForNewOutput(page, () => select.selectOption(preset.id), SLOW);
      const bytes = (await downloadOutput(page)).bytes;
      const format = preset.format ?? 'gif';
      const gif = format === 'webp' ? readWebp(bytes) : format === 'webm' ? readWebm(bytes) : format === 'apng' ? readApng(bytes) : readGif(bytes);
      expect([gif.width, gif.height]).toEqual([preset.size!.width, preset.size!.height]);
      expect(gif.bytes).toBeLessThanOrEqual(maxBytesFor(spec, gif));
      if (spec.maxFrames) expect(gif.frames).toBeLessThanOrEqual(spec.maxFrames);
      // Watchable: no slower than 10 fps on average.
      expect(gif.loopMs / gif.frames).toBeLessThanOrEqual(100);
      await expect(platformCheck(page, spec.platform)).toContainText('passes');
      await expect(page.getByTestId('output-summary')).toContainText(`For ${spec.platform}: `);
      // The part of the input that plays: cut to the target's frame cap or byte budget, or all of it.
      const target = targetFor({ presetId: preset.id, format, size: preset.size!, encodeOptions: { gifOptions: { filesizeLimitIndex: 0 } } })!;
      const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [LONG_MS], target);
      expect(gif.loopMs).toBe(plan.loopMs);
      if (plan.windows[0].lengthMs < LONG_MS) await expect(page.getByTestId('output-clip')).toContainText("of the input's 25.9 s");
    });
  }
  expect(crashes).toEqual([]);
});

test('a 380-frame photographic GIF with the Slack preset passes every Slack check', async ({ page }) => {
  await openFreshMaker(page);
  await page.getByLabel('Preset', { exact: true }).selectOption('slack');
  await upload(page, 'clip-380f.gif', fs.readFileSync(photoGifPath({ width: 472, height: 298, frames: 380, delayMs: 150 })));
  await waitForOutput(page, SLOW);
  const gif = readGif((await downloadOutput(page)).bytes);
  expect([gif.width, gif.height]).toEqual([128, 128]);
  expect(gif.frames).toBeLessThanOrEqual(50);
  expect(gif.bytes).toBeLessThanOrEqual(128_000);
  await expect(platformCheck(page, 'Slack')).toContainText('passes');
  await expect(page.getByTestId('output-summary')).toHaveText(/^For Slack: (\d+ colours · )?[\d.]+ fps · \d+×\d+ · \d+ KB of 128 KB$/);
});

test('the input timeline picks which part of a long input plays', async ({ page }) => {
  await openFreshMaker(page);
  await upload(page, LONG_GIF, readCorpusFile(LONG_GIF));
  await waitForOutput(page, SLOW);
  await expect(page.getByTestId('output-clip')).toHaveText(/^Uses 4\.0 s of the input's 25\.9 s, from 0\.0 s/);
  // The timeline sits beside the GIF in its slot (issue 23), saying what automatic chose and why.
  const timeline = page.getByRole('group', { name: 'Image 1', exact: true }).getByRole('group', { name: 'Timeline', exact: true });
  await expect(timeline.getByTestId('clip-automatic')).toHaveText("Automatic: 4.0 s, fits Twitch's 60 frames");
  await waitForNewOutput(page, () => timeline.getByLabel('Start', { exact: true }).fill('10'), SLOW);
  await expect(page.getByTestId('output-clip')).toHaveText(/^Uses 4\.0 s of the input's 25\.9 s, from 10\.0 s/);
  await waitForNewOutput(page, () => timeline.getByLabel('End', { exact: true }).fill('12'), SLOW);
  await expect(page.getByTestId('output-clip')).toHaveText(/^Uses 2\.0 s of the input's 25\.9 s, from 10\.0 s/);
  const gif = readGif((await downloadOutput(page)).bytes);
  expect(gif.loopMs).toBe(2000);
});

test('with no target the length and frame count are shown before the download', async ({ page }) => {
  await openFreshMaker(page);
  await upload(page, LONG_GIF, readCorpusFile(LONG_GIF));
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }), SLOW);
  // 25.9 s rounds up to 26 whole jam loops of 1 s at 20 fps.
  await expect(page.locator('.output-facts')).toContainText('520 frames · 26.0 s');
  const gif = readGif((await downloadOutput(page)).bytes);
  expect(gif.frames).toBe(520);
});

test('the preview plays the new frames while the file still encodes, and Cancel keeps the previous file', async ({ page }) => {
  await openFreshMaker(page);
  await upload(page, LONG_GIF, readCorpusFile(LONG_GIF));
  await waitForOutput(page, SLOW);
  // A big output with no target takes seconds to encode: long enough to see the preview lead.
  await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }), SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Width', { exact: true }).fill('400').then(() => page.getByLabel('Width', { exact: true }).press('Enter')), SLOW);
  const before = await downloadLink(page).getAttribute('href');
  await page.getByLabel('Tilt', { exact: true }).fill('20');
  const live = page.getByRole('img', { name: 'Emote preview, encoding' });
  await expect(live).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download (encoding…)' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: /^(encoding…|making frame \d+ of \d+)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('encoding interrupted');
  await expect(downloadLink(page)).toHaveAttribute('href', before!);
  await expect(downloadLink(page)).toContainText('(earlier settings)');
  await expect(live).toHaveCount(0);
});

test("a hand-picked platform the output's size breaks gives can't meet file size limit with what was tried, and keeps the previous file", async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  const preset = page.getByLabel('Preset', { exact: true });
  if ((await preset.inputValue()) !== 'discord') await waitForNewOutput(page, () => preset.selectOption('discord'), SLOW);
  const before = await downloadLink(page).getAttribute('href');
  const input = page.getByRole('group', { name: 'Image 1', exact: true });
  const inputText = await input.textContent();
  // BTTV takes 112 px high only: a 128 px file is refused whatever its bytes, so none is offered as made for BTTV.
  await page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'BTTV 1,000,000 bytes' });
  await expect(page.getByRole('alert')).toHaveText("can't meet file size limit", { timeout: SLOW });
  // Discord's preset makes WebP (issue 22), which BTTV does not take either: both are said.
  await expect(page.getByText(/^tried .*128×128: \d+ KB of 1\.0 MB; (format: BTTV takes GIF or PNG only; )?size: 128×128 is not 112 px high and 112 to 336 px wide$/)).toBeVisible();
  await expect(downloadLink(page)).toHaveAttribute('href', before!);
  await expect(downloadLink(page)).toContainText('(earlier settings)');
  await expect(page.getByTestId('output-summary')).toContainText('For Discord emoji: ');
  await expect(page.getByLabel('Width', { exact: true })).toHaveValue('128');
  await expect(input.getByRole('button', { name: 'Remove Image 1' })).toBeVisible();
  expect(await input.textContent()).toBe(inputText);
  // Back to the preset's platform: a file again, and the message and what was tried go.
  await page.getByLabel('File size limit', { exact: true }).selectOption({ index: 0 });
  await waitForOutput(page, SLOW);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/^tried /)).toHaveCount(0);
});

/** The live preview canvas's pixels, as a data URL. */
const canvasPixels = (page: Page) => page.getByRole('img', { name: 'Emote preview, encoding' }).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

/** Every frame the live preview shows: sampled until no new one has come for two seconds (jam's loop is 1 s). */
async function loopFrames(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let grewAt = Date.now(); Date.now() - grewAt < 2000; ) {
    const pixels = await canvasPixels(page);
    if (seen.has(pixels)) continue;
    seen.add(pixels);
    grewAt = Date.now();
  }
  return seen;
}

test('the preview plays the new frames of each edit while the file is still being made', async ({ page }) => {
  const results = await holdResults(page);
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await results.hold();
  await page.getByLabel('Tilt', { exact: true }).fill('20');
  const live = page.getByRole('img', { name: 'Emote preview, encoding' });
  await expect(live).toBeVisible();
  // The loop plays: its frames differ from one another.
  const first = await loopFrames(page);
  expect(first.size).toBeGreaterThan(2);
  // Another edit, no file yet: the preview moves on to the new settings' frames (upside down, none like the old), and stays there.
  await page.getByLabel('Flip', { exact: true }).check();
  await expect.poll(async () => first.has(await canvasPixels(page)), { timeout: SLOW }).toBe(false);
  for (let i = 0; i < 10; i++) {
    expect(first.has(await canvasPixels(page))).toBe(false);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('button', { name: 'Download (encoding…)' })).toBeDisabled();
  // The size follows the file: until then it says so, once (the progress line says 'encoding…').
  await expect(page.getByTestId('output-size')).toHaveText('size when encoded');
  await expect(live).toBeVisible();
  await results.release();
  await waitForOutput(page, SLOW);
  await expect(live).toHaveCount(0);
});
