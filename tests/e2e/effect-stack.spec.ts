import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

// Each output here is made and encoded again after every change; the machine may be shared, so waits are generous.
test.describe.configure({ timeout: 360_000 });
const SLOW = 90_000;

/** Adds an effect through "Add effect" and waits for the output made with it. */
async function addEffect(page: Page, name: string) {
  await waitForNewOutput(page, async () => {
    await page.getByRole('button', { name: 'Add effect', exact: true }).click();
    await page.getByRole('list', { name: 'Effects to add' }).getByRole('button', { name, exact: true }).click();
  }, SLOW);
}

/** The added effects' titles, in order. */
const stackTitles = (page: Page) => page.locator('.effect-stack-list legend').allTextContents();

/** The downloaded GIF's frames. */
async function downloadFrames(page: Page) {
  await waitForOutput(page, SLOW);
  return decodeGifFrames((await downloadOutput(page)).bytes);
}

/** Mean hue angle (radians) of a frame's opaque, coloured pixels. */
function meanHue(frame: Uint8ClampedArray) {
  let x = 0;
  let y = 0;
  for (let i = 0; i < frame.length; i += 4) {
    if (frame[i + 3] < 128) continue;
    x += frame[i] - (frame[i + 1] + frame[i + 2]) / 2;
    y += (Math.sqrt(3) / 2) * (frame[i + 1] - frame[i + 2]);
  }
  return Math.atan2(y, x);
}
const angleBetween = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));

/** Mean absolute difference of two same-sized RGBA frames, alpha included. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** A square RGBA frame turned a quarter turn clockwise. */
function turnClockwise(frame: Uint8ClampedArray, side: number) {
  const out = new Uint8ClampedArray(frame.length);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const from = (y * side + x) * 4;
      const to = (x * side + (side - 1 - y)) * 4;
      out.set(frame.subarray(from, from + 4), to);
    }
  }
  return out;
}

const differs = (a: Uint8ClampedArray[], b: Uint8ClampedArray[]) => a.length !== b.length || a.some((frame, i) => difference(frame, b[i]) > 0);

test('a party added to jam cycles the hue across the downloaded frames, and the flashing check runs on it', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, SLOW);
  const plain = await downloadFrames(page);
  await addEffect(page, 'Party');
  expect(await stackTitles(page)).toEqual(['1. Party']);
  const party = await downloadFrames(page);
  // Jam's loop is 1 s at 20 fps and the party's cycle 1 s: the loop stays 20 frames.
  expect(party.frames).toHaveLength(plain.frames.length);
  const hues = party.frames.map(meanHue);
  const third = Math.round(party.frames.length / 3);
  expect(angleBetween(hues[0], hues[third])).toBeGreaterThan(1);
  expect(angleBetween(hues[third], hues[2 * third])).toBeGreaterThan(1);
  expect(angleBetween(meanHue(plain.frames[0]), meanHue(plain.frames[third]))).toBeLessThan(0.3);
  await expect(page.getByTestId('flash-check')).toHaveText(/No more than three flashes in any second/);
  expect(crashes).toEqual([]);
});

test('a party on pet loops with the pat: 15 frames in 0.9 s, every one in the Twitch file, and the page says the rainbow runs 0.9 s', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'pet');
  await waitForOutput(page, SLOW);
  const plain = await downloadFrames(page);
  await addEffect(page, 'Party');
  // Pet pats every 0.3 s (5 frames of 60 ms); the 1 s rainbow runs 0.9 s so three pats close it.
  await expect(page.getByTestId('stack-loop')).toHaveText('With Pet the loop runs 0.9 s. Party cycles in 0.9 s instead of 1.0 s, so it closes with the loop.');
  const party = await downloadFrames(page);
  expect(plain.frames).toHaveLength(5);
  expect(party.frames).toHaveLength(15);
  expect(party.delaysCs.reduce((sum, cs) => sum + cs, 0)).toBe(90);
  // The pat repeats every 5 frames; the rainbow moves on between them.
  expect(angleBetween(meanHue(party.frames[0]), meanHue(party.frames[5]))).toBeGreaterThan(1);
  expect(crashes).toEqual([]);
});

test('a spin added to a still subject turns it a quarter turn a quarter of the way through the loop', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  // Shake held still (no distance, no tilt) at 30 ms: a spin of 0.96 s is 32 frames, a whole number of its 8-frame loops.
  await page.goto('/shake#v=1&s.offset=0&s.rotation=0');
  await waitForOutput(page, SLOW);
  await addEffect(page, 'Spin');
  await waitForNewOutput(page, () => page.getByRole('group', { name: '1. Spin' }).getByLabel('Cycle length', { exact: true }).fill('0.95'), SLOW);
  const { frames, width } = await downloadFrames(page);
  expect(frames).toHaveLength(32);
  const quarter = frames[8];
  expect(difference(turnClockwise(frames[0], width), quarter)).toBeLessThan(difference(frames[0], quarter) / 3);
});

test('effects reorder by keyboard, order changes the frames, the stack survives a reload, and removing one takes it out', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, SLOW);
  await addEffect(page, 'Shake');
  await waitForNewOutput(page, () => page.getByRole('group', { name: '1. Shake' }).getByLabel('Distance', { exact: true }).fill('0.2'), SLOW);
  await addEffect(page, 'Spin');
  expect(await stackTitles(page)).toEqual(['1. Shake', '2. Spin']);
  const shakeThenSpin = (await downloadFrames(page)).frames;

  const up = page.getByRole('button', { name: 'Move 2. Spin up' });
  await waitForNewOutput(page, async () => {
    await up.focus();
    await page.keyboard.press('Enter');
  }, SLOW);
  expect(await stackTitles(page)).toEqual(['1. Spin', '2. Shake']);
  // At the top its "up" is disabled: focus stays on the moved effect, on its "down".
  await expect(page.getByRole('button', { name: 'Move 1. Spin down' })).toBeFocused();
  const spinThenShake = (await downloadFrames(page)).frames;
  expect(differs(shakeThenSpin, spinThenShake)).toBe(true);

  // The state is kept shortly after each change: reload once it holds the new order.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('emote-state:jam') ?? '{}').stack?.map((e: { effect: string }) => e.effect))).toEqual(['spin', 'shake']);
  await page.reload();
  await waitForOutput(page, SLOW);
  expect(await stackTitles(page)).toEqual(['1. Spin', '2. Shake']);
  await expect(page.getByRole('group', { name: '2. Shake' }).getByLabel('Distance', { exact: true })).toHaveValue('0.2');

  await waitForNewOutput(page, () => page.getByRole('button', { name: 'Remove 1. Spin' }).click(), SLOW);
  expect(await stackTitles(page)).toEqual(['1. Shake']);
  await expect(page.getByRole('button', { name: 'Remove 1. Shake' })).toBeFocused();
  const shakeOnly = (await downloadFrames(page)).frames;
  expect(differs(shakeOnly, spinThenShake)).toBe(true);
  await page.getByRole('button', { name: 'Remove 1. Shake' }).press('Enter');
  expect(await stackTitles(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Add effect', exact: true })).toBeFocused();
});

test('a second Hearts added beside the first draws hearts of its own: its Seed is 2, and the two cover more of the frame than one', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  const plain = await downloadFrames(page);
  /** Pixels of each frame a heart changed: off the plain frame by more than a quarter in some channel (the hearts' 2 s loop plays jam's 1 s twice). */
  const covered = (gif: Awaited<ReturnType<typeof downloadFrames>>) =>
    gif.frames.reduce((sum, frame, f) => {
      let n = 0;
      for (let i = 0; i < frame.length; i += 4) {
        if ([0, 1, 2, 3].some((c) => Math.abs(frame[i + c] - plain.frames[f % plain.frames.length][i + c]) > 64)) n++;
      }
      return sum + n;
    }, 0);
  await addEffect(page, 'Hearts');
  const one = covered(await downloadFrames(page));
  await addEffect(page, 'Hearts');
  expect(await stackTitles(page)).toEqual(['1. Hearts', '2. Hearts']);
  await expect(page.getByRole('group', { name: '1. Hearts' }).getByLabel('Seed', { exact: true })).toHaveValue('1');
  await expect(page.getByRole('group', { name: '2. Hearts' }).getByLabel('Seed', { exact: true })).toHaveValue('2');
  const two = covered(await downloadFrames(page));
  expect(two).toBeGreaterThan(one * 1.3);
});
