/**
 * An animated image holds only the part of it the emote plays (issue 19 item 3, decode/frame-span.ts):
 * when the timeline asks for another part or a longer one, that part is decoded before the emote is
 * made again, so the GIF shows the input's own frames there, never the stand-ins around the old part.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from './test.ts';
import { decodeGifFrames, type DecodedGif } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

/** Waits on a shared 2-core machine where other suites run at once. */
const SLOW = 60_000;
test.describe.configure({ timeout: 300_000 });

/** A 10 s GIF of 100 frames of 100 ms: red for 4 s, green for 3 s, blue for 3 s. */
function bandsGif(): Buffer {
  const gif = GIFEncoder();
  const palette = [
    [230, 20, 20],
    [20, 230, 20],
    [20, 20, 230],
  ];
  for (let i = 0; i < 100; i++) gif.writeFrame(new Uint8Array(64 * 48).fill(i < 40 ? 0 : i < 70 ? 1 : 2), 64, 48, { palette, delay: 100, repeat: 0 });
  gif.finish();
  return Buffer.from(gif.bytes());
}

const slot = (page: Page) => page.getByRole('group', { name: 'Image 1', exact: true });
const timeline = (page: Page) => slot(page).getByRole('group', { name: 'Timeline', exact: true });
const downloadGif = async (page: Page) => decodeGifFrames((await downloadOutput(page)).bytes);

/** Sets a timeline handle (a range input) to `seconds`, as one change. */
const setHandle = (page: Page, name: 'Start' | 'End', seconds: number) =>
  timeline(page)
    .getByLabel(name, { exact: true })
    .evaluate((input, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, String(seconds));

/** The colour at the centre of the frame showing at `ms` into the GIF's loop. */
function colourAt(gif: DecodedGif, ms: number): string {
  let end = 0;
  let frame = gif.frames.at(-1)!;
  for (let i = 0; i < gif.frames.length; i++) {
    end += gif.delaysCs[i] * 10;
    if (end > ms) {
      frame = gif.frames[i];
      break;
    }
  }
  const at = ((gif.height >> 1) * gif.width + (gif.width >> 1)) * 4;
  const [r, g, b] = frame.subarray(at, at + 3);
  return r > 150 && g < 100 && b < 100 ? 'red' : g > 150 && r < 100 && b < 100 ? 'green' : b > 150 && r < 100 && g < 100 ? 'blue' : `rgb(${r},${g},${b})`;
}

const loopMs = (gif: DecodedGif) => gif.delaysCs.reduce((a, b) => a + b, 0) * 10;

test('a GIF plays the part the timeline asks for: a later start and a longer loop show its own frames', async ({ page }) => {
  await openFreshMaker(page);
  await waitForOutput(page, SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles({ name: 'bands.gif', mimeType: 'image/gif', buffer: bandsGif() }), SLOW);
  // Twitch's 60 frames: the emote plays the first seconds, all red (frames past 4.5 s are not kept decoded).
  let gif = await downloadGif(page);
  expect(loopMs(gif)).toBeLessThanOrEqual(4800);
  expect(colourAt(gif, 500)).toBe('red');

  // From 7.0 s: the blue part, decoded now; without it the stand-in for the time after the kept part (its last frame, green) would show.
  await waitForNewOutput(page, () => setHandle(page, 'Start', 7), SLOW);
  await expect(timeline(page).getByLabel('Start', { exact: true })).toHaveAttribute('aria-valuetext', '7.0 s');
  gif = await downloadGif(page);
  expect(new Set(gif.frames.map((_, i) => colourAt(gif, (i * loopMs(gif)) / gif.frames.length + 1)))).toEqual(new Set(['blue']));

  // From 0 to the end, chosen by hand: all 10 s play (sampled to 60 frames), red, then green, then blue.
  await waitForNewOutput(page, () => setHandle(page, 'Start', 0), SLOW);
  await waitForNewOutput(page, () => setHandle(page, 'End', 10), SLOW);
  await expect(timeline(page).getByTestId('clip-length')).toHaveText('10.0 s');
  gif = await downloadGif(page);
  expect(loopMs(gif)).toBeGreaterThanOrEqual(9900);
  expect([2000, 5500, 8500].map((ms) => colourAt(gif, ms))).toEqual(['red', 'green', 'blue']);
});
