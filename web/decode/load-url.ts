import { LOAD_ERRORS, LOAD_HELP } from '../messages.ts';
import { LoadError } from './load-error.ts';
import { notImageHelp, refusedSchemeMessage, statusHelp, timedOutHelp, URL_HELP, urlTimedOutMessage } from './load-messages.ts';
import { sniffImageType } from './sniff.ts';
import { looksLikeVideo } from './sniff-video.ts';
import { startsLikeSvg } from './svg-root.ts';

/** A URL whose whole body has not arrived by then is given up on; the slot states this while it loads (issue 32 item 2). */
export const URL_TIMEOUT_S = 30;

/** The schemes an image may come from: the web, and a data: URL (a pasted or dropped image). */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:']);

/** Bytes of a URL's body arrived so far, and its length when the site says. */
export interface UrlProgress {
  received: number;
  total: number | null;
}

/** How a URL is fetched: stopped by `signal` (a later choice, Cancel, the page left), progress told to `onProgress`. */
export interface FetchImageOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UrlProgress) => void;
  /** Seconds before it is given up on (default URL_TIMEOUT_S). */
  timeoutS?: number;
}

/** Throws the refused-scheme LoadError for an address that is no web address (javascript:, file:, about:…). */
export function checkScheme(url: string): void {
  // A relative address (a sample's) has no scheme of its own: it is this site's.
  const scheme = /^\s*([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1].toLowerCase();
  if (scheme && !ALLOWED_SCHEMES.has(scheme)) throw new LoadError(refusedSchemeMessage(scheme), { help: URL_HELP.scheme });
}

/**
 * The image at `url` as a Blob, read with progress; each failure is a LoadError naming its cause:
 * a refused scheme, a redirect loop, a status (not found…), a page that is no image, a site that
 * refuses other pages (CORS), or a wait given up after `timeoutS` seconds.
 */
export async function fetchImageBlob(url: string, { signal, onProgress, timeoutS = URL_TIMEOUT_S }: FetchImageOptions = {}): Promise<Blob> {
  checkScheme(url);
  const timeout = AbortSignal.timeout(timeoutS * 1000);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const progress: UrlProgress = { received: 0, total: null };
  const givenUp = (cause: unknown) => {
    signal?.throwIfAborted();
    return timeout.aborted ? new LoadError(urlTimedOutMessage(timeoutS), { cause, help: timedOutHelp(progress.received, progress.total) }) : null;
  };
  let response: Response;
  try {
    response = await fetch(url, { signal: both });
  } catch (error) {
    throw givenUp(error) ?? (await whyUnreachable(url, both, error));
  }
  if (!response.ok) throw new LoadError(LOAD_ERRORS.badResponse, { help: statusHelp(response.status) });
  const length = Number(response.headers.get('content-length'));
  progress.total = length > 0 ? length : null;
  onProgress?.({ ...progress });
  let blob: Blob;
  try {
    blob = await readBody(response, both, progress, onProgress);
  } catch (error) {
    throw givenUp(error) ?? new LoadError(LOAD_ERRORS.blobExtract, { cause: error, help: URL_HELP.broken });
  }
  const contentType = response.headers.get('content-type') ?? '';
  await checkIsMedia(contentType, blob);
  return new Blob([blob], { type: contentType.split(';')[0].trim() });
}

/** The body, its progress told as it arrives; a stall ends when `signal` aborts (the time limit, Cancel). */
async function readBody(response: Response, signal: AbortSignal, progress: UrlProgress, onProgress?: (progress: UrlProgress) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      chunks.push(value);
      progress.received += value.byteLength;
      onProgress?.({ ...progress });
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return new Blob(chunks);
}

/**
 * Why a fetch failed without an answer the page may read. Asked again without following redirects,
 * a site that redirects answers with an opaque redirect: the redirects never ended (a loop). Else
 * the site refuses other pages (no CORS header), or could not be reached; the browser does not say which.
 */
async function whyUnreachable(url: string, signal: AbortSignal, cause: unknown): Promise<LoadError> {
  const probe = await fetch(url, { signal, redirect: 'manual', cache: 'no-store' }).catch(() => null);
  if (probe?.type === 'opaqueredirect') return new LoadError(LOAD_ERRORS.badResponse, { cause, help: URL_HELP.redirectLoop });
  return new LoadError(LOAD_ERRORS.fetchRestricted, { cause, help: LOAD_HELP.restricted });
}

/** Throws 'Bad URL response' with the reason when the answer is a web page or other document, not an image or clip by its bytes. */
async function checkIsMedia(contentType: string, blob: Blob): Promise<void> {
  const head = new Uint8Array(await blob.slice(0, 512).arrayBuffer());
  if (sniffImageType(head) !== null || looksLikeVideo(head) || startsLikeSvg(head)) return;
  const type = contentType.split(';')[0].trim().toLowerCase();
  const text = new TextDecoder().decode(head).trimStart().toLowerCase();
  if (type === 'text/html' || text.startsWith('<!doctype html') || text.startsWith('<html')) throw new LoadError(LOAD_ERRORS.badResponse, { help: LOAD_HELP.webPage });
  if (type.startsWith('text/') || type.includes('json') || type.includes('xml')) throw new LoadError(LOAD_ERRORS.badResponse, { help: notImageHelp(type) });
}

/** URL.createObjectURL, throwing LoadError('Invalid file - Could not create object URL') when refused. */
export function createObjectUrl(blob: Blob): string {
  try {
    return URL.createObjectURL(blob);
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.objectUrl, { cause: error });
  }
}
