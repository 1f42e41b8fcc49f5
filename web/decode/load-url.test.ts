import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS, LOAD_HELP } from '../messages.ts';
import { LoadError } from './load-error.ts';
import { notImageHelp, refusedSchemeMessage, URL_HELP, urlTimedOutMessage } from './load-messages.ts';
import { createObjectUrl, fetchImageBlob, type UrlProgress } from './load-url.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GIF = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0, 0, 0, 0, 0x3b]));

/** The LoadError a fetch of `url` ends with. */
const failureOf = async (url = 'https://example.test/a.png', timeoutS?: number) => {
  const error = await fetchImageBlob(url, timeoutS ? { timeoutS } : {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LoadError);
  return error as LoadError;
};

describe('fetchImageBlob', () => {
  it('gives the body of a good response as a Blob, telling its progress of the length the site gives', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(GIF, { status: 200, headers: { 'content-length': String(GIF.length) } })));
    const seen: UrlProgress[] = [];
    expect((await fetchImageBlob('https://example.test/a.gif', { onProgress: (p) => seen.push(p) })).size).toBe(GIF.length);
    expect(seen.at(-1)).toEqual({ received: GIF.length, total: GIF.length });
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'about:blank', 'ftp://example.test/a.png'])('refuses %s by its scheme, without fetching it', async (url) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await failureOf(url);
    expect(error.message).toBe(refusedSchemeMessage(new URL(url).protocol));
    expect(error.help).toBe(URL_HELP.scheme);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a data: URL of an image (a pasted one)', async () => {
    expect((await fetchImageBlob(`data:image/gif;base64,${btoa(String.fromCharCode(...GIF))}`)).size).toBe(GIF.length);
  });

  it("says the site refuses other pages (or cannot be reached) when fetch throws and asking again fails too", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failureOf();
    expect(error.message).toBe(LOAD_ERRORS.fetchRestricted);
    expect(error.help).toBe(LOAD_HELP.restricted);
  });

  it('names a redirect loop: asked again without following, the site answers with a redirect', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => (init?.redirect === 'manual' ? ({ type: 'opaqueredirect' } as Response) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('fetch', fetch);
    const error = await failureOf();
    expect(error.message).toBe(LOAD_ERRORS.badResponse);
    expect(error.help).toBe(URL_HELP.redirectLoop);
  });

  it("says 'Bad URL response' and that the address is a web page when an HTML page answers", async () => {
    const page = '<!DOCTYPE html><html><body><img src="cat.png"></body></html>';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })));
    const error = await failureOf('https://example.test/cat');
    expect(error.message).toBe(LOAD_ERRORS.badResponse);
    expect(error.help).toBe(LOAD_HELP.webPage);
  });

  it('names a text document as no image', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json' } })));
    expect((await failureOf()).help).toBe(notImageHelp('application/json'));
  });

  it('takes an image even when the server calls it text/html', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(GIF, { status: 200, headers: { 'content-type': 'text/html' } })));
    expect((await fetchImageBlob('https://example.test/a.gif')).size).toBe(GIF.length);
  });

  it("says 'Bad URL response' and 'not found' for a 404", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    const error = await failureOf();
    expect(error.message).toBe(LOAD_ERRORS.badResponse);
    expect(error.help).toBe(URL_HELP.notFound);
  });

  it("says 'Error extracting URL blob' and that the connection broke when reading the body fails", async () => {
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('body stream broke')) });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })));
    const error = await failureOf();
    expect(error.message).toBe(LOAD_ERRORS.blobExtract);
    expect(error.help).toBe(URL_HELP.broken);
  });

  it('gives up on a body that stalls after its time, saying how long it waited and how much arrived', async () => {
    const body = new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array(3)) });
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      const response = new Response(body, { status: 200, headers: { 'content-length': '10' } });
      init?.signal?.addEventListener('abort', () => void body.cancel().catch(() => undefined));
      return response;
    }));
    const error = await failureOf('https://example.test/a.png', 0.2);
    expect(error.message).toBe(urlTimedOutMessage(0.2));
    expect(error.help).toMatch(/^The site sent 3 B of 10 B and then stopped\./);
  });

  it('stops when its signal aborts, with the abort and no message', async () => {
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))));
    const controller = new AbortController();
    const result = fetchImageBlob('https://example.test/a.png', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await result).not.toBeInstanceOf(LoadError);
  });
});

describe('createObjectUrl', () => {
  it('gives a blob: URL', () => {
    const url = createObjectUrl(new Blob(['x']));
    expect(url).toMatch(/^blob:/);
    URL.revokeObjectURL(url);
  });

  it("says 'Invalid file - Could not create object URL' when the browser refuses", () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new TypeError('Failed to execute createObjectURL');
    });
    expect(() => createObjectUrl(new Blob(['x']))).toThrowError(LOAD_ERRORS.objectUrl);
  });
});
