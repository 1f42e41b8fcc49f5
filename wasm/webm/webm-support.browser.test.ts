/** A browser without a VP9 VideoEncoder gets the message naming it, and nothing else is asked of it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { encodeWebm } from './encode-webm.ts';
import type { WebmFrames } from './meta.ts';

const still: WebmFrames = { width: 8, height: 8, frames: [new Uint8ClampedArray(256), new Uint8ClampedArray(256)], delaysMs: [50, 50] };

describe('encodeWebm without a VP9 encoder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the browser has no VideoEncoder when WebCodecs is missing', async () => {
    vi.stubGlobal('VideoEncoder', undefined);
    await expect(encodeWebm(still, 100_000)).rejects.toMatchObject({ code: ENCODE_ERRORS.webmUnsupported, detail: 'no VideoEncoder' });
  });

  it('says the same when the VideoEncoder takes no VP9', async () => {
    vi.stubGlobal('VideoEncoder', class { static isConfigSupported = async () => ({ supported: false }); });
    await expect(encodeWebm(still, 100_000)).rejects.toMatchObject({ code: ENCODE_ERRORS.webmUnsupported, detail: 'VideoEncoder takes no VP9' });
  });

  it('names VideoEncoder and the formats that still work in the message', () => {
    expect(ENCODE_ERRORS.webmUnsupported).toMatch(/VideoEncoder/);
    expect(ENCODE_ERRORS.webmUnsupported).toMatch(/GIF, PNG or WebP/);
  });
});
