/** Every corpus file through web/decode in Chromium: frames, durations, sizes, pixels, messages. */
import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { DEFAULT_FRAME_MS } from '../../web/limits.ts';
import { LOAD_ERRORS } from '../../web/messages.ts';
import { FILE_ERRORS } from '../../web/decode/load-messages.ts';
import { readPlayedDelays } from '../fixtures/frame-delays.ts';
import { readCorpusFile, readManifest } from '../fixtures/read-corpus.ts';
import { alphaOf, decodeFixture, expectDecoded, expectFailure, expectPixelsClose, openHarness } from './decode-helpers.ts';

/** Size after scaling to at most 600 px a side, keeping the aspect ratio (EXIF 6 shows landscape). */
const SCALED_SIZE: Record<string, [number, number]> = {
  'apng-41f-dispose-none-bg-prev-blend-source-over.png': [245, 245],
  'gif-259f-1000x175-zero-delay-no-loop-ext.gif': [600, 105],
  'gif-anim-transparent-disposal2-lct-trailing-zeros.gif': [80, 80],
  'gif-delay-1cs-and-100s.gif': [100, 50],
  'gif-disposal-1-2-3-mixed-offsets.gif': [32, 32],
  'gif-interlaced-540x330.gif': [540, 330],
  'gif-single-frame-transparent-xmp.gif': [200, 150],
  'webp-anim-6f-alpha-dispose-bg.webp': [200, 200],
  'png-rgba-8bit-alpha.png': [200, 150],
  'png-16bit-rgba.png': [32, 32],
  'png-palette-8bit-trns-bkgd.png': [32, 32],
  'jpeg-baseline-480x360.jpg': [480, 360],
  'jpeg-cmyk-adobe-ycck.jpg': [100, 100],
  'jpeg-exif-orientation-6-landscape.jpg': [600, 450],
  'jpeg-large-4800x3600-progressive.jpg': [600, 450],
};

/** Pixels of the same files as ImageMagick decodes them (tests/fixtures/make-pixel-oracle.mjs). */
const oracle = JSON.parse(readFileSync(new URL('../fixtures/pixel-oracle.json', import.meta.url), 'utf8')) as {
  points: [number, number][];
  files: Record<string, { frames: string[][] }>;
};

/** The file's own delays as browsers play them: under 20 ms → 100 ms; a still image gets the default. */
function expectedDurations(filename: string, frameCount: number): number[] {
  if (frameCount === 1) return [DEFAULT_FRAME_MS];
  return readPlayedDelays(readCorpusFile(filename));
}

test.beforeEach(async ({ page }) => openHarness(page));

for (const entry of readManifest().filter((row) => row.filename in SCALED_SIZE)) {
  const { filename } = entry;
  test(`decodes ${filename}: every frame, its duration and the scaled size`, async ({ page }) => {
    const frameCount = Number(entry.frames);
    const reference = oracle.files[filename];
    const probe = { points: reference ? oracle.points : [], frames: reference ? [...reference.frames.keys()] : [] };
    const result = expectDecoded(await decodeFixture(page, filename, undefined, probe));
    const [width, height] = SCALED_SIZE[filename];
    expect(result).toMatchObject({ width, height, frameCount, truncated: false, frameSizes: [`${width}x${height}`] });
    expect(result.durations).toEqual(expectedDurations(filename, frameCount));
    expect(result.frameEndTimes.at(-1)).toBe(result.durations.reduce((sum, ms) => sum + ms, 0));
    const tolerance = filename.startsWith('jpeg') ? 16 : 2;
    reference?.frames.forEach((expected, frame) => expectPixelsClose(result.samples[frame], expected, tolerance, `frame ${frame}`));
  });
}

test('plays the 0 and 1 cs GIF delays as 100 ms and keeps the 100 s one', async ({ page }) => {
  const all = expectDecoded(await decodeFixture(page, 'gif-259f-1000x175-zero-delay-no-loop-ext.gif'));
  expect(new Set(all.durations)).toEqual(new Set([100]));
  const mixed = expectDecoded(await decodeFixture(page, 'gif-delay-1cs-and-100s.gif'));
  expect(mixed.durations).toEqual([100, 100_000]);
  expect(mixed.frameEndTimes).toEqual([100, 100_100]);
});

test('turns the EXIF orientation 6 JPEG upright before scaling it', async ({ page }) => {
  const half = expectDecoded(await decodeFixture(page, 'jpeg-exif-orientation-6-landscape.jpg', { maxSide: 300 }));
  expect(half).toMatchObject({ width: 300, height: 225 });
});

test('scales to the maxSide option', async ({ page }) => {
  const small = expectDecoded(await decodeFixture(page, 'jpeg-large-4800x3600-progressive.jpg', { maxSide: 100 }));
  expect(small).toMatchObject({ width: 100, height: 75, frameCount: 1 });
});

test("refuses the empty file with \"Invalid image - Couldn't get size\"", async ({ page }) => {
  expect(expectFailure(await decodeFixture(page, 'gif-broken-empty-0-bytes.gif')).error).toBe(FILE_ERRORS.empty);
});

test("refuses the GIF whose LZW data is corrupt from the first code with \"Invalid image - Couldn't get size\"", async ({ page }) => {
  expect(expectFailure(await decodeFixture(page, 'gif-broken-bad-lzw-first-code.gif')).error).toBe(LOAD_ERRORS.noFrames);
});

for (const [filename, width, height] of [
  ['gif-broken-truncated-575x800.gif', 431, 600],
  ['png-broken-truncated-640x480.png', 600, 450],
] as const) {
  test(`shows the rows of ${filename} that arrived, as Chromium does`, async ({ page }) => {
    const probe = { points: [[0.5, 0.02], [0.5, 0.5], [0.5, 1]] as [number, number][], frames: [0] };
    const result = expectDecoded(await decodeFixture(page, filename, undefined, probe));
    expect(result).toMatchObject({ width, height, frameCount: 1, durations: [DEFAULT_FRAME_MS] });
    expect(result.samples[0].map(alphaOf)).toEqual([255, 255, 0]);
  });
}

test('every corpus file is covered by a test above', () => {
  const covered = new Set([
    ...Object.keys(SCALED_SIZE),
    'gif-broken-empty-0-bytes.gif',
    'gif-broken-bad-lzw-first-code.gif',
    'gif-broken-truncated-575x800.gif',
    'png-broken-truncated-640x480.png',
    'svg-no-size-no-viewbox.svg',
    'svg-viewbox-only.svg',
    'svg-width-height-no-viewbox.svg',
  ]);
  expect(readManifest().filter((row) => !covered.has(row.filename))).toEqual([]);
});
