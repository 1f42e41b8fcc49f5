import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS } from '../messages.ts';
import { decodeSample } from './load-sample.ts';
import { FILE_ERRORS } from './load-messages.ts';

afterEach(() => vi.unstubAllGlobals());

describe('decodeSample', () => {
  it("says 'Error loading sample file' when the sample cannot be fetched", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    await expect(decodeSample('/samples/in/jam.1.png')).rejects.toThrowError(LOAD_ERRORS.sample);
  });

  it("says 'Error loading sample file' when the sample does not decode", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not an image', { status: 200, headers: { 'content-type': 'image/png' } })));
    const failure = decodeSample('/samples/in/jam.1.png');
    await expect(failure).rejects.toThrowError(LOAD_ERRORS.sample);
    await expect(failure).rejects.toHaveProperty('cause.message', FILE_ERRORS.notMedia);
  });
});
