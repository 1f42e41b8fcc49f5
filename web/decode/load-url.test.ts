import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS, LOAD_HELP } from '../messages.ts';
import { LoadError } from './load-error.ts';
import { createObjectUrl, fetchImageBlob } from './load-url.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchImageBlob', () => {
  it('gives the body of a good response as a Blob', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 })));
    expect((await fetchImageBlob('https://example.test/a.png')).size).toBe(3);
  });

  it("says 'Error fetching URL - Likely restricted' when fetch throws (CORS, network)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchImageBlob('https://example.test/a.png')).rejects.toThrowError(LOAD_ERRORS.fetchRestricted);
  });

  it('adds a plain sentence to the restricted message: save the image and upload it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await fetchImageBlob('https://example.test/a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).help).toBe(LOAD_HELP.restricted);
  });

  it("says 'Bad URL response' and that the address is a web page when an HTML page answers", async () => {
    const page = '<!DOCTYPE html><html><body><img src="cat.png"></body></html>';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })));
    const error = (await fetchImageBlob('https://example.test/cat').catch((e: unknown) => e)) as LoadError;
    expect(error.message).toBe(LOAD_ERRORS.badResponse);
    expect(error.help).toBe(LOAD_HELP.webPage);
  });

  it('takes an image even when the server calls it text/html', async () => {
    const gif = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0, 0, 0, 0, 0x3b]));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(gif, { status: 200, headers: { 'content-type': 'text/html' } })));
    expect((await fetchImageBlob('https://example.test/a.gif')).size).toBe(gif.length);
  });

  it("says 'Bad URL response' for a status that is not ok", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    await expect(fetchImageBlob('https://example.test/a.png')).rejects.toThrowError(LOAD_ERRORS.badResponse);
  });

  it("says 'Error extracting URL blob' when reading the body fails", async () => {
    const response = new Response('x', { status: 200 });
    vi.spyOn(response, 'blob').mockRejectedValue(new TypeError('body stream broke'));
    vi.stubGlobal('fetch', vi.fn(async () => response));
    await expect(fetchImageBlob('https://example.test/a.png')).rejects.toThrowError(LOAD_ERRORS.blobExtract);
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
