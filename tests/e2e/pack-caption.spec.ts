/**
 * A caption travels into the all-platforms pack (issue 20 item 5): the pack's files are drawn by
 * the same steps as the download, caption included, each at its own size.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';
import { count } from './text-pixels.ts';

const SLOW = 120_000;
const GREEN: [number, number, number] = [0, 255, 0];

/** Pixels of the green caption in the bottom half of every frame of a GIF, the fewest of any frame. */
function captionInk(bytes: Uint8Array) {
  const gif = decodeGifFrames(bytes);
  return { side: gif.width, fewest: Math.min(...gif.frames.map((frame) => count(frame, gif.width, [gif.height / 2, gif.height], GREEN).matching)) };
}

test('the pack of a jam with a caption has the caption on every frame of its files, each drawn at its size', async ({ page }) => {
  test.setTimeout(400_000);
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, SLOW);
  // The sample has no pure green: what is found below is the caption's.
  expect(captionInk((await downloadOutput(page)).bytes).fewest).toBe(0);
  await waitForNewOutput(page, () => page.getByLabel('Caption', { exact: true }).fill('GG'), SLOW);
  await waitForNewOutput(page, () => page.getByLabel('Caption colour', { exact: true }).fill('#00ff00'), SLOW);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), page.getByRole('button', { name: 'Download for all platforms' }).click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const readme = strFromU8(files['README.txt'] ?? new Uint8Array());
  for (const name of ['emotejam-twitch-112.gif', 'emotejam-discord-128.gif', 'emotejam-slack-128.gif', 'emotejam-twitch-28.gif']) {
    expect(files[name], `${name} in the ZIP; README:\n${readme}`).toBeDefined();
    const { side, fewest } = captionInk(files[name]);
    // The caption scales with the file: about 2 % of its area on every frame (1.8 % at 112 px, 2.6 % at 28 px measured).
    expect(fewest, name).toBeGreaterThan(side * side * 0.012);
  }
  expect(crashes).toEqual([]);
});
