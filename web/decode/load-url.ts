import { LOAD_ERRORS, LOAD_HELP } from '../messages.ts';
import { LoadError } from './load-error.ts';
import { sniffImageType } from './sniff.ts';

/** A URL that has not answered with its whole body by then counts as unreachable. */
const FETCH_TIMEOUT_MS = 60_000;

/** The image at `url` as a Blob; each failure is a LoadError with its SPEC section 8 text. `signal` stops it (a later choice). */
export async function fetchImageBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.fetchRestricted, { cause: error, help: LOAD_HELP.restricted });
  }
  if (!response.ok) throw new LoadError(LOAD_ERRORS.badResponse);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.blobExtract, { cause: error });
  }
  if (await isWebPage(response, blob)) throw new LoadError(LOAD_ERRORS.badResponse, { help: LOAD_HELP.webPage });
  return blob;
}

/** True when the answer is an HTML page (by its type or its first bytes) and not an image by its bytes. */
async function isWebPage(response: Response, blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 512).arrayBuffer());
  if (sniffImageType(head) !== null) return false;
  const type = response.headers.get('content-type') ?? '';
  const text = new TextDecoder().decode(head).trimStart().toLowerCase();
  return type.startsWith('text/html') || text.startsWith('<!doctype html') || text.startsWith('<html');
}

/** URL.createObjectURL, throwing LoadError('Invalid file - Could not create object URL') when refused. */
export function createObjectUrl(blob: Blob): string {
  try {
    return URL.createObjectURL(blob);
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.objectUrl, { cause: error });
  }
}
