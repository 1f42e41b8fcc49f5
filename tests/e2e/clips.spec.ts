/** Video clips as inputs (issue 23): WebM, MP4 and MOV by file, drop, paste and URL; what cannot be decoded is named and nothing is lost. */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from './test.ts';
import { unsupportedCodecMessage, VIDEO_ERRORS } from '../../web/messages.ts';
import { DECODE_HELP } from '../../web/decode/load-messages.ts';
import { decodeGifFrames, type DecodedGif } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, previewSrc, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const CLIPS = 'tests/fixtures/clips';
/** Waits on a shared 2-core machine where other suites run at once (the bench measures the time). */
const SLOW = 60_000;

test.describe.configure({ timeout: 300_000 });
const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const fileInput = (page: Page) => page.getByLabel('Image 1 file', { exact: true });
const clip = (name: string, mimeType: string) => ({ name, mimeType, buffer: fs.readFileSync(`${CLIPS}/${name}`) });

/** Chooses a clip with the file picker and waits for the output made from it. */
async function chooseClip(page: Page, name: string, mimeType: string) {
  await waitForNewOutput(page, () => fileInput(page).setInputFiles(clip(name, mimeType)), SLOW);
  await expect(slot(page).getByText(name, { exact: true })).toBeVisible();
}

/** The downloaded GIF, decoded. */
const downloadGif = async (page: Page) => decodeGifFrames((await downloadOutput(page)).bytes);

/** The frame showing at `ms` into the GIF's loop. */
function frameAt(gif: DecodedGif, ms: number): Uint8ClampedArray {
  let end = 0;
  for (let i = 0; i < gif.frames.length; i++) {
    end += gif.delaysCs[i] * 10;
    if (end > ms) return gif.frames[i];
  }
  return gif.frames.at(-1)!;
}

/** Which of red, green and blue the centre of the frame is. */
function centreColour(gif: DecodedGif, frame: Uint8ClampedArray): string {
  const at = ((gif.height >> 1) * gif.width + (gif.width >> 1)) * 4;
  const [r, g, b] = frame.subarray(at, at + 3);
  return r > 150 && g < 100 && b < 100 ? 'red' : g > 150 && r < 100 && b < 100 ? 'green' : b > 150 && r < 100 && g < 100 ? 'blue' : `rgb(${r},${g},${b})`;
}

const loopMs = (gif: DecodedGif) => gif.delaysCs.reduce((a, b) => a + b, 0) * 10;

/** Builds a DataTransfer holding a clip as a File, inside the page (for drop and paste). */
function clipTransfer(page: Page, name: string, type: string) {
  const base64 = fs.readFileSync(`${CLIPS}/${name}`).toString('base64');
  return page.evaluateHandle(
    ({ base64, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      return transfer;
    },
    { base64, name, type },
  );
}

/** True when this Chromium's VideoDecoder takes H.264 (Debian's build may not). */
const decodesH264 = (page: Page) =>
  page.evaluate(async () => (await VideoDecoder.isConfigSupported({ codec: 'avc1.64000c', codedWidth: 160, codedHeight: 120 })).supported === true);

test.beforeEach(async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
});

/** The clip worker's script (web/decode/video/video-worker.ts, with mediabunny's parts) as far as the page has loaded it. */
const clipReaderLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/assets\/video-worker-[\w-]+\.js$/.test(name)));

test('a VP9 WebM clip becomes the emote: all 3 s of it, red, then green, then blue; the clip reader loads with it', async ({ page }) => {
  // A maker page and its sample need no clip reader (365 KB of script): it loads with the first clip, in the clip's worker.
  expect(await clipReaderLoads(page), 'before any clip').toEqual([]);
  await chooseClip(page, 'rgb-vp9.webm', 'video/webm');
  expect((await clipReaderLoads(page)).length, 'with the clip').toBeGreaterThan(0);
  // The clip plays in the placement editor as a silent video.
  await expect(slot(page).locator('video')).toHaveAttribute('src', /^blob:/);
  const gif = await downloadGif(page);
  expect(loopMs(gif)).toBe(3000);
  expect([500, 1500, 2500].map((ms) => centreColour(gif, frameAt(gif, ms)))).toEqual(['red', 'green', 'blue']);
});

test('a VP9 WebM with alpha, dropped on the slot, keeps its transparent half', async ({ page }) => {
  const transfer = await clipTransfer(page, 'alpha-vp9.webm', 'video/webm');
  await waitForNewOutput(page, async () => {
    await slot(page).dispatchEvent('dragover', { dataTransfer: transfer });
    await slot(page).dispatchEvent('drop', { dataTransfer: transfer });
  }, SLOW);
  await expect(slot(page).getByText('alpha-vp9.webm', { exact: true })).toBeVisible();
  const gif = await downloadGif(page);
  const first = gif.frames[0];
  let clear = 0;
  for (let i = 3; i < first.length; i += 4) if (first[i] === 0) clear++;
  const share = clear / (gif.width * gif.height);
  // Left half of a 4:3 clip shown whole in a square: about 37 % opaque, the rest clear.
  expect(share).toBeGreaterThan(0.5);
  expect(share).toBeLessThan(0.8);
});

test('MP4 by URL and MOV by paste: decoded where this browser has H.264, else the codec is named and the input kept', async ({ page }) => {
  const h264 = await decodesH264(page);
  await page.route('**/remote/rgb-h264.mp4', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: fs.readFileSync(`${CLIPS}/rgb-h264.mp4`) }));
  const loadUrl = async () => {
    await slot(page).getByLabel('Image 1 image URL').fill(`${new URL(page.url()).origin}/remote/rgb-h264.mp4`);
    await slot(page).getByRole('button', { name: 'Load URL' }).click();
  };
  const transfer = await clipTransfer(page, 'rgb-h264.mov', 'video/quicktime');
  const paste = () => slot(page).evaluate((el, clipboardData) => el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })), transfer);
  if (!h264) {
    await loadUrl();
    await expect(slot(page).getByRole('alert')).toContainText(`${unsupportedCodecMessage('H.264')} — rgb-h264.mp4`);
    await paste();
    await expect(slot(page).getByRole('alert')).toContainText(`${unsupportedCodecMessage('H.264')} — rgb-h264.mov`);
    await expect(slot(page).getByText('Still using jam.1.png')).toBeVisible();
    return;
  }
  for (const [name, load] of [['rgb-h264.mp4', loadUrl], ['rgb-h264.mov', paste]] as const) {
    await waitForNewOutput(page, load, SLOW);
    await expect(slot(page).getByText(name, { exact: true })).toBeVisible();
    const gif = await downloadGif(page);
    expect(loopMs(gif)).toBe(3000);
    expect([500, 2500].map((ms) => centreColour(gif, frameAt(gif, ms)))).toEqual(['red', 'blue']);
  }
});

test('an HEVC clip and a truncated MP4 are named, and the clip before them stays with its output', async ({ page }) => {
  await chooseClip(page, 'rgb-vp9.webm', 'video/webm');
  const before = await previewSrc(page);
  await fileInput(page).setInputFiles(clip('rgb-hevc.mp4', 'video/mp4'));
  await expect(slot(page).getByRole('alert')).toContainText(`${unsupportedCodecMessage('HEVC (H.265)')} — rgb-hevc.mp4`);
  await expect(slot(page).getByRole('alert')).toContainText('WebM (VP9)');
  await expect(slot(page).getByText('Still using rgb-vp9.webm')).toBeVisible();
  await fileInput(page).setInputFiles(clip('truncated-h264.mp4', 'video/mp4'));
  await expect(slot(page).getByRole('alert')).toHaveText(`${VIDEO_ERRORS.damaged} — truncated-h264.mp4 ${DECODE_HELP.videoDamaged}`);
  await expect(slot(page).getByText('Still using rgb-vp9.webm')).toBeVisible();
  expect(await previewSrc(page)).toBe(before);
});

test('the timeline beside the clip: keyboard moves the start, the mouse the end, and the GIF plays that part', async ({ page }) => {
  await chooseClip(page, 'rgb-vp9.webm', 'video/webm');
  const timeline = slot(page).getByRole('group', { name: 'Timeline', exact: true });
  await expect(timeline.getByTestId('clip-automatic')).toHaveText("Automatic: 3.0 s, the rest of the input, fits Twitch's 60 frames");
  const start = timeline.getByLabel('Start', { exact: true });
  const end = timeline.getByLabel('End', { exact: true });

  // Keyboard: ten steps of a tenth of a second start the emote at 1.0 s, where the clip turns green.
  await waitForNewOutput(page, async () => {
    await start.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  }, SLOW);
  await expect(start).toHaveAttribute('aria-valuetext', '1.0 s');
  await expect(timeline.getByTestId('clip-length')).toHaveText('2.0 s');
  let gif = await downloadGif(page);
  expect(loopMs(gif)).toBe(2000);
  expect([500, 1500].map((ms) => centreColour(gif, frameAt(gif, ms)))).toEqual(['green', 'blue']);

  // Mouse: drag the end handle to about 2.0 s; the green second alone plays, chosen by hand.
  await end.scrollIntoViewIfNeeded();
  const box = (await end.boundingBox())!;
  await waitForNewOutput(page, async () => {
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (2 / 3), box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  }, SLOW);
  const endText = (await end.getAttribute('aria-valuetext'))!;
  const endMs = Math.round(parseFloat(endText) * 1000);
  expect(Math.abs(endMs - 2000)).toBeLessThanOrEqual(200);
  await expect(timeline.getByTestId('clip-length')).toHaveText(`${((endMs - 1000) / 1000).toFixed(1)} s`);
  await expect(timeline.getByTestId('clip-automatic')).toContainText('Chosen by hand.');
  gif = await downloadGif(page);
  // Every frame shows the chosen part: green from 1.0 s, never red before it, blue only when the end passed 2.0 s.
  const colours = new Set(gif.frames.map((frame) => centreColour(gif, frame)));
  expect(colours.has('green')).toBe(true);
  expect([...colours].filter((colour) => colour !== 'green' && !(endMs > 2000 && colour === 'blue'))).toEqual([]);

  // Back to automatic: from 1.0 s to the end again.
  await waitForNewOutput(page, () => timeline.getByRole('button', { name: 'Automatic length' }).click(), SLOW);
  await expect(timeline.getByTestId('clip-length')).toHaveText('2.0 s');
  expect(loopMs(await downloadGif(page))).toBe(2000);
});

test("the pack plays the same 3 s of the clip in every platform's GIF, Slack's too", async ({ page }) => {
  await chooseClip(page, 'rgb-vp9.webm', 'video/webm');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW * 2 }), page.getByRole('button', { name: 'Download for all platforms' }).click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const gifs = Object.keys(files).filter((name) => name.endsWith('.gif'));
  expect(gifs.some((name) => name.includes('-slack-'))).toBe(true);
  for (const name of gifs) {
    const gif = decodeGifFrames(files[name]);
    // Slack's own automatic cut (its 128 KB budget) was 2 s: red and green only.
    expect(loopMs(gif), name).toBe(3000);
    const colours = new Set(gif.frames.map((frame) => centreColour(gif, frame)));
    expect(['red', 'green', 'blue'].filter((colour) => colours.has(colour)), name).toEqual(['red', 'green', 'blue']);
  }
});
