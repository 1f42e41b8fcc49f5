import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS, tooLargeMessage } from '../messages.ts';
import { makePngBomb } from '../../tests/fixtures/make-png-bomb.ts';
import { readCorpusFile } from '../../tests/fixtures/read-corpus.ts';
import { decodeImage } from './decode-image.ts';
import { FILE_ERRORS } from './load-messages.ts';

/** Node has no decoders: these stand-ins count any attempt to reach one. */
function stubDecoders() {
  const decoders = { createImageBitmap: vi.fn(), ImageDecoder: vi.fn() };
  vi.stubGlobal('createImageBitmap', decoders.createImageBitmap);
  vi.stubGlobal('ImageDecoder', decoders.ImageDecoder);
  return decoders;
}

afterEach(() => vi.unstubAllGlobals());

describe('decodeImage, before any decoder runs', () => {
  it('refuses an empty file as empty, not as an image without a size (issue 32)', async () => {
    const decoders = stubDecoders();
    await expect(decodeImage(new Blob([readCorpusFile('gif-broken-empty-0-bytes.gif')]))).rejects.toThrowError(FILE_ERRORS.empty);
    expect(decoders.createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses a file that is no image as no picture or clip, whatever its MIME type says', async () => {
    stubDecoders();
    await expect(decodeImage(new Blob(['hello'], { type: 'image/png' }))).rejects.toThrowError(FILE_ERRORS.notMedia);
  });

  it('refuses a PNG whose header is cut before its size', async () => {
    stubDecoders();
    const cut = readCorpusFile('png-rgba-8bit-alpha.png').subarray(0, 20);
    await expect(decodeImage(new Blob([cut]))).rejects.toThrowError(LOAD_ERRORS.noSize);
  });

  it('refuses the 65536×65536 bomb with the too-large message without touching a decoder', async () => {
    const decoders = stubDecoders();
    await expect(decodeImage(new Blob([makePngBomb()]))).rejects.toThrowError(tooLargeMessage(65536, 65536));
    expect(decoders.createImageBitmap).not.toHaveBeenCalled();
    expect(decoders.ImageDecoder).not.toHaveBeenCalled();
  });
});
