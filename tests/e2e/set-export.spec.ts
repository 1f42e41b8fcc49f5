/**
 * "Download the set" (issue 35 item 4): a set of three kept emotes exported as one ZIP, read back
 * with tools of its own (omggif, webpmux, ffprobe): a folder per platform with each emote's files
 * within that platform's rules, the WhatsApp .wastickers pack, and a README listing every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from './test.ts';
import { maxBytesFor, platformById, problemsOf, type ProducedFile } from '../../web/platforms/platform-rules.ts';
import { TWITCH_MANUAL_BYTES, type PackEntry } from '../../web/pack/pack-plan.ts';
import { planSetEmote, setPathOf } from '../../web/set-export/set-plan.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { webpmuxInfo } from '../support/webpmux-info.ts';
import { ffprobeInfo } from '../support/ffprobe-info.ts';
import { SET_MESSAGES } from '../../web/set/set-messages.ts';
import { openFreshMaker, pngSize, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test.describe.configure({ timeout: 240_000 });
const SLOW = 180_000;
const CODES = ['catJam', 'dogJam', 'frogJam'];
/** Jam's own flat art under three names (a photo's files take a loaded machine minutes to fit): the set's three emotes. */
const ART = fs.readFileSync(path.resolve('public/samples/in/jam.1.png'));
const FILES = CODES.map((code) => ({ name: `${code}.png`, mimeType: 'image/png', buffer: ART }));

/** What a file is, read from its own bytes by tools other than the site's. */
function readFile(name: string, bytes: Uint8Array): ProducedFile {
  if (name.endsWith('.webm')) {
    const webm = ffprobeInfo(bytes);
    expect([webm.codec, webm.audioStreams], name).toEqual(['vp9', 0]);
    return { format: 'webm', width: webm.width, height: webm.height, frames: webm.frames, bytes: bytes.length, durationMs: webm.durationMs };
  }
  if (name.endsWith('.webp')) {
    const webp = webpmuxInfo(bytes);
    return { format: 'webp', width: webp.width, height: webp.height, frames: webp.frames, bytes: bytes.length, ...(webp.animated ? { durationMs: webp.durationsMs.reduce((s, ms) => s + ms, 0) } : {}) };
  }
  if (name.endsWith('.gif')) {
    const gif = decodeGifFrames(bytes);
    return { format: 'gif', width: gif.width, height: gif.height, frames: gif.frames.length, bytes: bytes.length };
  }
  expect(Array.from(bytes.subarray(0, 8)), name).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  if (Buffer.from(bytes).includes(Buffer.from('acTL'))) {
    const apng = ffprobeInfo(bytes);
    expect(apng.codec, name).toBe('apng');
    return { format: 'apng', width: apng.width, height: apng.height, frames: apng.frames, bytes: bytes.length, durationMs: apng.durationsMs.reduce((s, ms) => s + ms, 0) };
  }
  return { format: 'png', ...pngSize(bytes), frames: 1, bytes: bytes.length };
}

/** A file against its platform's rules as platform-rules.ts states them. */
function expectWithinRules(where: string, entry: PackEntry, file: ProducedFile) {
  const spec = platformById(entry.platformId);
  expect([file.format, file.width, file.height], where).toEqual([entry.format, entry.width, entry.height]);
  expect(problemsOf(spec, file), where).toEqual([]);
  expect(file.bytes, where).toBeLessThanOrEqual(maxBytesFor(spec, file));
  if (spec.staticOnly) expect(file.frames, where).toBe(1);
  if (entry.platformId === 'twitch') expect(file.bytes, where).toBeLessThanOrEqual(TWITCH_MANUAL_BYTES);
}

/** Keeps three emotes on /jam by "Apply to many files". */
async function keepThree(page: Page) {
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, 60_000);
  await page.getByLabel('Apply these settings to many files').setInputFiles(FILES);
  await expect(page.getByTestId('batch-summary').filter({ hasText: '3 of 3 added to your set.' })).toBeVisible({ timeout: 60_000 });
}

test('a set of three exports as one ZIP whose every file meets its platform’s rules, read back by other tools', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await keepThree(page);
  // The maker's own work, which the export must leave as it is (it builds each kept emote's job in the maker's place).
  await waitForNewOutput(page, () => page.getByLabel('Mirror whole emote', { exact: true }).check(), 60_000);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('emote-state:jam') ?? '{}').encodeOptions?.mirror)).toBe(true);
  const makerStored = await page.evaluate(() => localStorage.getItem('emote-state:jam'));
  await page.goto('/set');
  // catJam's sticker is filed under 😺; words are refused.
  const emoji = page.getByLabel('Sticker emoji of catJam');
  await emoji.fill('cat');
  await emoji.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: SET_MESSAGES.emoji })).toBeVisible();
  await emoji.fill('😺');
  await emoji.press('Enter');
  await expect(page.getByRole('button', { name: 'Set', exact: true })).toHaveCount(0);
  await page.getByLabel('Set title').fill('Space cats');
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW }), page.getByRole('button', { name: 'Download the set' }).click()]);
  const seconds = (Date.now() - started) / 1000;
  console.info(`set of ${CODES.length} exported in ${seconds.toFixed(1)} s`);
  expect(download.suggestedFilename()).toBe('Space cats-emote-set.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const rows = page.getByRole('list', { name: 'Emotes exported' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '✓' })).toHaveCount(3);

  const readme = strFromU8(files['README.txt']);
  const wastickers = Object.keys(files).filter((name) => name.endsWith('.wastickers'));
  expect(wastickers).toHaveLength(1);
  let checked = 0;
  for (const code of CODES) {
    for (const entry of planSetEmote({ filename: code, format: 'gif', size: { width: 112, height: 112 } })) {
      const where = setPathOf(code, entry);
      if (entry.platformId === 'whatsapp-sticker') continue;
      const bytes = files[where];
      // A file left out is named in the README with why; every other one is in its platform's folder.
      if (!bytes) {
        expect(readme, `${where} is neither in the ZIP nor left out in the README`).toMatch(new RegExp(`${where.replace(/[.]/g, '\\.')}[^\\n]*\\r?\\n\\s+Left out: `));
        continue;
      }
      expectWithinRules(where, entry, readFile(where, bytes));
      // The README lists it with its bytes and the checks it passed.
      expect(readme).toContain(where);
      expect(readme).toContain(`(${bytes.length.toLocaleString('en')} bytes)`);
      checked++;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(CODES.length * 15);
  expect(readme).toContain('Checks passed:');
  expect(readme).toContain('catJam 😺: 17 files');
  expect(readme).toContain('dogJam 🙂: 17 files');

  // The WhatsApp pack: a ZIP of title, author, a 96×96 tray PNG and the three 512×512 WebP stickers.
  const pack = unzipSync(files[wastickers[0]]);
  expect(strFromU8(pack['title.txt'])).toContain('Space cats');
  expect(pngSize(pack['tray.png'])).toEqual({ width: 96, height: 96 });
  const stickers = Object.keys(pack).filter((name) => name.endsWith('.webp'));
  expect(stickers).toHaveLength(3);
  const packEmoji = JSON.parse(strFromU8(pack['emoji.txt'])) as Record<string, unknown>;
  expect(Object.keys(packEmoji)).toEqual(['01_catJam', '02_dogJam', '03_frogJam']);
  expect(JSON.stringify(packEmoji['01_catJam'])).toContain('😺');
  expect(JSON.stringify(packEmoji['02_dogJam'])).toContain('🙂');
  for (const name of stickers) {
    const sticker = readFile(name, pack[name]);
    expect([sticker.width, sticker.height], name).toEqual([512, 512]);
    expect(sticker.bytes, name).toBeLessThanOrEqual(sticker.frames > 1 ? 500 * 1024 : 100 * 1024);
  }
  // The maker's work is as it was: stored, and on the page.
  expect(await page.evaluate(() => localStorage.getItem('emote-state:jam'))).toBe(makerStored);
  await page.goto('/jam');
  await expect(page.getByLabel('Mirror whole emote', { exact: true })).toBeChecked();
  await waitForOutput(page, 60_000);
  expect(crashes).toEqual([]);
});

test('Cancel stops the set’s export: no ZIP', async ({ page }) => {
  await keepThree(page);
  await page.goto('/set');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Download the set' }).click();
  // Two emotes are made at once (export-set.ts): the line counts the emotes done, each row says its own progress.
  await expect(page.getByRole('status').filter({ hasText: 'Making the set: 0 of 3 emotes done…' })).toBeVisible();
  await expect(page.getByText(/^\d+ of 17 files$/)).toHaveCount(2);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled: no ZIP was made.' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(downloaded).toBe(false);
});
