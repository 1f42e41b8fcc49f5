/** web/decode in Chromium beyond the raster corpus: SVG, AVIF, the bomb, the frame cap, fallbacks, URLs. */
import { expect, test } from './test.ts';
import { MAX_EMOTE_FRAMES } from '../../web/limits.ts';
import { LOAD_ERRORS, tooLargeMessage } from '../../web/messages.ts';
import {
  decodeFixture,
  expectDecoded,
  expectFailure,
  expectPixelsClose,
  instrumentDecoders,
  openHarness,
  readDecoderCalls,
} from './decode-helpers.ts';

const RED = '255,0,0,255';
const CLEAR = '0,0,0,0';

test.describe('SVG', () => {
  test.beforeEach(async ({ page }) => openHarness(page));

  test('fits an SVG with width and height but no viewBox to the default 600 box, content scaled', async ({ page }) => {
    const empty = expectDecoded(await decodeFixture(page, 'svg-width-height-no-viewbox.svg'));
    expect(empty).toMatchObject({ width: 162, height: 600, frameCount: 1, durations: [20] });
    const probe = { points: [[0.2, 0.5], [0.8, 0.5]] as [number, number][], frames: [0] };
    const drawn = expectDecoded(await decodeFixture(page, 'svg-sized-no-viewbox-content.svg', undefined, probe));
    expect(drawn).toMatchObject({ width: 300, height: 600 });
    expectPixelsClose(drawn.samples[0], [RED, CLEAR], 2, 'left half red');
  });

  test('fits a viewBox-only SVG at its viewBox aspect', async ({ page }) => {
    const probe = { points: [[0.5, 0.15], [0.5, 0.5], [0.5, 0.95]] as [number, number][], frames: [0] };
    const result = expectDecoded(await decodeFixture(page, 'svg-viewbox-only.svg', undefined, probe));
    expect(result).toMatchObject({ width: 162, height: 600 });
    expectPixelsClose(result.samples[0], [RED, '255,255,0,255', CLEAR], 2, 'red, yellow, then nothing below y=400');
  });

  test('fills the whole target box with an SVG that declares no size, one user unit a pixel', async ({ page }) => {
    const probe = { points: [[100 / 599, 100 / 599], [0.5, 0.5]] as [number, number][], frames: [0] };
    const result = expectDecoded(await decodeFixture(page, 'svg-no-size-no-viewbox.svg', undefined, probe));
    expect(result).toMatchObject({ width: 600, height: 600 });
    expectPixelsClose(result.samples[0], ['0,128,0,255', CLEAR], 2, 'green square in the top-left 200 px');
  });

  test('fits SVGs to svgTargetSize, kept within maxSide', async ({ page }) => {
    const box = { svgTargetSize: { width: 128, height: 128 } };
    expect(expectDecoded(await decodeFixture(page, 'svg-viewbox-only.svg', box))).toMatchObject({ width: 35, height: 128 });
    expect(expectDecoded(await decodeFixture(page, 'svg-no-size-no-viewbox.svg', box))).toMatchObject({ width: 128, height: 128 });
    const wide = { svgTargetSize: { width: 2000, height: 1000 } };
    expect(expectDecoded(await decodeFixture(page, 'svg-no-size-no-viewbox.svg', wide))).toMatchObject({ width: 600, height: 300 });
  });

  test("says 'Error decoding SVG file' for SVG the browser cannot load", async ({ page }) => {
    expect(expectFailure(await decodeFixture(page, 'svg-broken-unclosed.svg')).error).toBe(LOAD_ERRORS.svgDecode);
    expect(expectFailure(await decodeFixture(page, 'svg-no-namespace.svg')).error).toBe(LOAD_ERRORS.svgDecode);
  });

  test("says 'Could not create bitmap from SVG' when the loaded SVG cannot become a bitmap", async ({ page }) => {
    await page.evaluate(() => {
      OffscreenCanvas.prototype.transferToImageBitmap = () => {
        throw new DOMException('out of memory', 'InvalidStateError');
      };
    });
    expect(expectFailure(await decodeFixture(page, 'svg-viewbox-only.svg')).error).toBe(LOAD_ERRORS.svgBitmap);
  });
});

test.describe('AVIF', () => {
  test.beforeEach(async ({ page }) => openHarness(page));
  const corners = { points: [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]] as [number, number][], frames: [0] };

  test('decodes a still AVIF', async ({ page }) => {
    const result = expectDecoded(await decodeFixture(page, 'avif-still-64x48.avif', undefined, corners));
    expect(result).toMatchObject({ width: 64, height: 48, frameCount: 1, durations: [20] });
    expectPixelsClose(result.samples[0], [RED, '0,0,255,255', RED, '0,0,255,255'], 8, 'red left, blue right');
  });

  test('turns an AVIF by its irot without squeezing it', async ({ page }) => {
    const result = expectDecoded(await decodeFixture(page, 'avif-irot-90ccw-64x48.avif', undefined, corners));
    expect(result).toMatchObject({ width: 48, height: 64 });
    expectPixelsClose(result.samples[0], ['0,0,255,255', '0,0,255,255', RED, RED], 8, 'blue top, red bottom');
  });

  test('decodes every frame of an AVIF sequence with its duration', async ({ page }) => {
    const probe = { points: [[0.5, 0.5]] as [number, number][], frames: [0, 1, 2] };
    const result = expectDecoded(await decodeFixture(page, 'avif-anim-3f-64x48.avif', undefined, probe));
    expect(result).toMatchObject({ frameCount: 3, durations: [100, 200, 50], frameEndTimes: [100, 300, 350] });
    const colours = [[RED], ['0,255,0,255'], ['0,0,255,255']];
    colours.forEach((expected, frame) => expectPixelsClose(result.samples[frame], expected, 8, `frame ${frame}`));
  });
});

test.describe('limits', () => {
  test('refuses the 65536×65536 PNG bomb before any decoder runs', async ({ page }) => {
    await instrumentDecoders(page);
    await openHarness(page);
    const bomb = expectFailure(await decodeFixture(page, 'png-bomb.png'));
    expect(bomb.error).toBe(tooLargeMessage(65536, 65536));
    // Generous for a loaded CI host (the decoder counters below are the sharp check): decoding the
    // bomb would take far longer or run out of memory.
    expect(bomb.elapsedMs).toBeLessThan(10_000);
    expect(await readDecoderCalls(page)).toEqual({ imageDecoder: 0, bitmapFromBlob: 0, imageElementDecode: 0 });
    expectDecoded(await decodeFixture(page, 'png-rgba-8bit-alpha.png'));
    expect(await readDecoderCalls(page), 'the counters see a decode').toMatchObject({ bitmapFromBlob: 1 });
  });

  test('stops at MAX_EMOTE_FRAMES input frames and marks the animation truncated', async ({ page }) => {
    await openHarness(page);
    const result = expectDecoded(await decodeFixture(page, 'gif-1201-frames.gif'));
    expect(result).toMatchObject({ frameCount: MAX_EMOTE_FRAMES, truncated: true, width: 1, height: 1 });
    expect(result.frameEndTimes.at(-1)).toBe(MAX_EMOTE_FRAMES * 50);
  });
});

test.describe('decode paths in Chromium', () => {
  const PATHS = [
    ['png-rgba-8bit-alpha.png', { imageDecoder: 0, bitmapFromBlob: 1, imageElementDecode: 0 }],
    ['jpeg-exif-orientation-6-landscape.jpg', { imageDecoder: 0, bitmapFromBlob: 1, imageElementDecode: 0 }],
    ['gif-interlaced-540x330.gif', { imageDecoder: 1, bitmapFromBlob: 0, imageElementDecode: 0 }],
    ['apng-41f-dispose-none-bg-prev-blend-source-over.png', { imageDecoder: 1, bitmapFromBlob: 0, imageElementDecode: 0 }],
    ['webp-anim-6f-alpha-dispose-bg.webp', { imageDecoder: 1, bitmapFromBlob: 0, imageElementDecode: 0 }],
    ['avif-still-64x48.avif', { imageDecoder: 1, bitmapFromBlob: 0, imageElementDecode: 0 }],
    ['avif-anim-3f-64x48.avif', { imageDecoder: 1, bitmapFromBlob: 0, imageElementDecode: 0 }],
    ['gif-broken-truncated-575x800.gif', { imageDecoder: 1, bitmapFromBlob: 1, imageElementDecode: 1 }],
    ['png-broken-truncated-640x480.png', { imageDecoder: 0, bitmapFromBlob: 1, imageElementDecode: 1 }],
  ] as const;

  for (const [name, calls] of PATHS) {
    test(`decodes ${name} through ${Object.entries(calls).flatMap(([path, n]) => (n ? [path] : [])).join(', then ')}`, async ({ page }) => {
      await instrumentDecoders(page);
      await openHarness(page);
      expectDecoded(await decodeFixture(page, name));
      expect(await readDecoderCalls(page)).toEqual(calls);
    });
  }
});

test.describe('without ImageDecoder', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, 'ImageDecoder'));
    await openHarness(page);
  });

  test('still gives the first frame of an animated GIF, APNG and WebP', async ({ page }) => {
    for (const [name, width] of [
      ['gif-anim-transparent-disposal2-lct-trailing-zeros.gif', 80],
      ['apng-41f-dispose-none-bg-prev-blend-source-over.png', 245],
      ['webp-anim-6f-alpha-dispose-bg.webp', 200],
    ] as const) {
      expect(expectDecoded(await decodeFixture(page, name)), name).toMatchObject({ width, frameCount: 1, durations: [20] });
    }
  });

  test('still shows a truncated GIF and refuses a corrupt one', async ({ page }) => {
    expect(expectDecoded(await decodeFixture(page, 'gif-broken-truncated-575x800.gif'))).toMatchObject({ width: 431, height: 600 });
    expect(expectFailure(await decodeFixture(page, 'gif-broken-bad-lzw-first-code.gif')).error).toBe(LOAD_ERRORS.noFrames);
  });
});

test.describe('URLs and samples', () => {
  test.beforeEach(async ({ page }) => openHarness(page));

  // A CORS refusal cannot be staged here: answers from route.fulfill pass Chromium's CORS check.
  test('maps fetch failures to their SPEC messages', async ({ page }) => {
    const fetchBlob = (url: string) => page.evaluate((url) => window.__decodeHarness.fetchUrl(url), url);
    expect(await fetchBlob('/__fixtures__/png-16bit-rgba.png')).toEqual({ size: 3435 });
    expect(await fetchBlob('/__status__/404')).toEqual({ error: LOAD_ERRORS.badResponse });
    expect(await fetchBlob('/__unreachable__/a.png')).toEqual({ error: LOAD_ERRORS.fetchRestricted });
  });

  test("decodes a sample, and says 'Error loading sample file' for one that fails", async ({ page }) => {
    const sample = (url: string) => page.evaluate((url) => window.__decodeHarness.decodeSampleUrl(url), url);
    expect(expectDecoded(await sample('/__fixtures__/png-palette-8bit-trns-bkgd.png'))).toMatchObject({ width: 32 });
    expect(expectFailure(await sample('/__status__/500')).error).toBe(LOAD_ERRORS.sample);
    expect(expectFailure(await sample('/__fixtures__/gif-broken-empty-0-bytes.gif')).error).toBe(LOAD_ERRORS.sample);
  });
});
