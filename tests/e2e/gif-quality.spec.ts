/**
 * Issue 24: a photo-like animated GIF with the Slack preset. The file must pass every Slack check
 * and look as close as it can to the frames the page composed: its SSIM against the unlimited
 * encode of the same frames (255 colours, the composed frames as near as a GIF holds them), over
 * the time both files show, must not fall below the committed baseline (gif-quality-baseline.json).
 */
import fs from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { meanSsim } from '../support/ssim.ts';
import { makePhotoGif } from '../fixtures/make-photo-gif.ts';
import { matchFramesByTime } from '../../scripts/bench/match-frames.ts';
import { BASE_LOSSY } from '../../wasm/gif/js-gif/js-gif-encoder.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const BASELINE = JSON.parse(fs.readFileSync(new URL("./gif-quality-baseline.json", import.meta.url), "utf8")) as { slackPhotoSsim: number };
/** A heavy page on a shared 2-core machine: generous waits (the bench measures the time). */
const SLOW = 120_000;

test.describe.configure({ timeout: 300_000 });

const platformCheck = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a photo GIF with the Slack preset passes every Slack check and keeps its SSIM against the composed frames', async ({ page }) => {
  await openFreshMaker(page);
  await page.getByLabel('Preset', { exact: true }).selectOption('slack');
  const photo = makePhotoGif({ width: 160, height: 160, frames: 24, delayMs: 50 });
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from(photo) }), SLOW);
  await waitForOutput(page, SLOW);
  const slack = (await downloadOutput(page)).bytes;
  await expect(platformCheck(page, 'Slack')).toContainText('passes');
  const fitted = decodeGifFrames(slack);
  expect([fitted.width, fitted.height]).toEqual([128, 128]);
  expect(fitted.frames.length).toBeLessThanOrEqual(50);
  expect(slack.length).toBeLessThanOrEqual(128_000);
  // What was traded is said under the output, against the full palette and Slack's limit.
  await expect(page.getByTestId('output-trade')).toHaveText(/^Reduced to \d+ colours \(from 255\)( and [\d.]+ fps \(from [\d.]+\))? to fit Slack's 128 KB(, with lossy compression \(colours moved by up to [\d.]+ levels\))?\.$/);

  await waitForNewOutput(page, () => page.getByLabel('File size limit', { exact: true }).selectOption({ label: 'None' }), SLOW);
  const full = decodeGifFrames((await downloadOutput(page)).bytes);
  // The unlimited file trades nothing; its light lossy LZW is said (BASE_LOSSY).
  await expect(page.getByTestId('output-trade')).toHaveText(`Written with lossy compression (colours moved by up to ${BASE_LOSSY} levels).`);
  // Without a target the loop may run longer (whole loops of the input): compare the time both files show.
  const fittedMs = fitted.delaysCs.reduce((sum, cs) => sum + cs * 10, 0);
  const starts = full.delaysCs.map((_, i) => full.delaysCs.slice(0, i).reduce((sum, cs) => sum + cs * 10, 0));
  const common = full.frames.filter((_, i) => starts[i] + (full.delaysCs[i] * 10) / 2 < fittedMs);
  const shown = matchFramesByTime(common.map((_, i) => full.delaysCs[i] * 10), fitted.delaysCs).map((j) => fitted.frames[j]);
  const ssim = meanSsim(common, shown, 128, 128, [128, 128, 128]);
  console.info(`Slack photo SSIM against the composed frames: ${ssim.toFixed(4)} (baseline ${BASELINE.slackPhotoSsim})`);
  expect(ssim).toBeGreaterThanOrEqual(BASELINE.slackPhotoSsim);
});
