import { LOAD_ERRORS } from '../messages.ts';
import { LoadError } from './load-error.ts';

/** A URL that has not answered with its whole body by then counts as unreachable. */
const FETCH_TIMEOUT_MS = 60_000;

/** The image at `url` as a Blob; each failure is a LoadError with its SPEC section 8 text. */
export async function fetchImageBlob(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.fetchRestricted, { cause: error });
  }
  if (!response.ok) throw new LoadError(LOAD_ERRORS.badResponse);
  try {
    return await response.blob();
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.blobExtract, { cause: error });
  }
}

/** URL.createObjectURL, throwing LoadError('Invalid file - Could not create object URL') when refused. */
export function createObjectUrl(blob: Blob): string {
  try {
    return URL.createObjectURL(blob);
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.objectUrl, { cause: error });
  }
}
