import type { Animation } from '../pipeline/protocol.ts';
import { LOAD_ERRORS } from '../messages.ts';
import { decodeImage, type DecodeImageOptions } from './decode-image.ts';
import { LoadError } from './load-error.ts';
import { fetchImageBlob } from './load-url.ts';

/** Fetches and decodes a sample input; any failure becomes LoadError('Error loading sample file'). */
export async function decodeSample(url: string, options?: DecodeImageOptions): Promise<Animation> {
  try {
    return await decodeImage(await fetchImageBlob(url), options);
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.sample, { cause: error });
  }
}
