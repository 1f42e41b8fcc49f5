import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS } from '../messages.ts';
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
