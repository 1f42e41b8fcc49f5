/** Shared steps for the decode tests: serving fixtures to the harness page and comparing pixels. */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { DecodeImageOptions } from '../../web/decode/decode-image.ts';
import type { DecodeFailure, DecodeSummary, PixelProbe } from '../../web/test-harness/decode-harness.ts';
import { makeLongGif } from '../fixtures/make-long-gif.ts';
import { makePngBomb } from '../fixtures/make-png-bomb.ts';
import { CORPUS_DIR, MADE_DIR } from '../fixtures/read-corpus.ts';

/** The test page that puts web/decode on window.__decodeHarness (built as an extra Vite input). */
export const HARNESS_PAGE = '/test-harness/decode.html';

/** Bodies the tests serve that are not files: generated fixtures and inline SVGs. */
const GENERATED: Record<string, () => Uint8Array | string> = {
  'png-bomb.png': makePngBomb,
  'gif-1201-frames.gif': () => makeLongGif(1201, 5),
  'svg-sized-no-viewbox-content.svg': () =>
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect width="5" height="20" fill="#f00"/></svg>',
  'svg-broken-unclosed.svg': () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect',
  'svg-no-namespace.svg': () => '<svg width="10" height="10"><rect width="5" height="5"/></svg>',
};

/** Serves /__fixtures__/NAME from the corpus copy, the project-made fixtures or GENERATED. */
export async function openHarness(page: Page) {
  await page.route('**/__fixtures__/**', (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    const generated = GENERATED[name];
    const dir = name.endsWith('.avif') ? MADE_DIR : CORPUS_DIR;
    const body = generated ? Buffer.from(generated()) : readFileSync(dir + name);
    return route.fulfill({ body, contentType: 'application/octet-stream' });
  });
  await page.route('**/__status__/**', (route) => route.fulfill({ status: Number(route.request().url().split('/').pop()) }));
  await page.route('**/__unreachable__/**', (route) => route.abort('connectionrefused'));
  await page.goto(HARNESS_PAGE);
  await page.waitForFunction(() => window.__decodeHarness !== undefined);
}

/** Decodes /__fixtures__/NAME in the page; a summary, or the failure's message. */
export function decodeFixture(page: Page, name: string, options?: DecodeImageOptions, probe?: PixelProbe) {
  return page.evaluate(
    ([url, options, probe]) => window.__decodeHarness.decodeUrl(url, options, probe),
    [`/__fixtures__/${name}`, options, probe] as const,
  );
}

/** The summary, failing the test with the message when decoding failed. */
export function expectDecoded(result: DecodeSummary | DecodeFailure): DecodeSummary {
  if ('error' in result) throw new Error(`decoding failed: ${result.error} (${result.cause})`);
  return result;
}

/** The failure, failing the test when decoding succeeded. */
export function expectFailure(result: DecodeSummary | DecodeFailure): DecodeFailure {
  if (!('error' in result)) throw new Error(`decoded ${result.width}×${result.height} where a failure was expected`);
  return result;
}

/**
 * Each "r,g,b,a" within `tolerance` of the expected one, compared premultiplied: ImageBitmaps are
 * premultiplied, so the colour of a faint pixel read back is only known to within 255/alpha.
 */
export function expectPixelsClose(actual: string[], expected: string[], tolerance: number, label: string) {
  const premultiply = (pixel: string) => {
    const [r, g, b, a] = pixel.split(',').map(Number);
    return [(r * a) / 255, (g * a) / 255, (b * a) / 255, a];
  };
  const worst = actual.map((pixel, i) => {
    const [x, y] = [premultiply(pixel), premultiply(expected[i])];
    return Math.max(...x.map((value, channel) => Math.abs(value - y[channel])));
  });
  const misses = worst.flatMap((difference, i) => (difference > tolerance ? [`#${i}: ${actual[i]} vs ${expected[i]}`] : []));
  expect(misses, `${label}: pixels off by more than ${tolerance}`).toEqual([]);
}

/** How often the page reached each browser decoder since it loaded (see instrumentDecoders). */
export interface DecoderCalls {
  imageDecoder: number;
  bitmapFromBlob: number;
  imageElementDecode: number;
}

/** Counts, from page load on, every ImageDecoder made, createImageBitmap(Blob) and <img>.decode(). */
export async function instrumentDecoders(page: Page) {
  await page.addInitScript(() => {
    const calls = { imageDecoder: 0, bitmapFromBlob: 0, imageElementDecode: 0 };
    Object.assign(window, { __decoderCalls: calls });
    const create = window.createImageBitmap;
    window.createImageBitmap = ((source: ImageBitmapSource, ...rest: [ImageBitmapOptions?]) => {
      if (source instanceof Blob) calls.bitmapFromBlob++;
      return create(source, ...rest);
    }) as typeof create;
    window.ImageDecoder = class extends ImageDecoder {
      constructor(init: ImageDecoderInit) {
        calls.imageDecoder++;
        super(init);
      }
    };
    const decode = HTMLImageElement.prototype.decode;
    HTMLImageElement.prototype.decode = function () {
      calls.imageElementDecode++;
      return decode.call(this);
    };
  });
}

/** The counts instrumentDecoders keeps. */
export function readDecoderCalls(page: Page): Promise<DecoderCalls> {
  return page.evaluate(() => (window as unknown as { __decoderCalls: DecoderCalls }).__decoderCalls);
}

/** Alpha of an "r,g,b,a" sample. */
export const alphaOf = (pixel: string) => Number(pixel.split(',')[3]);
