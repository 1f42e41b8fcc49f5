/** Fetches files whole, counting their bytes as they arrive, and checks each against its expected size. */

/** Thrown when a file is missing, cut short or not what the manifest says (offline, blocked, corrupt). */
export class FileUnavailable extends Error {}

/** Thrown when a file arrived but is not the size the manifest says: a corrupt copy (in the cache, most likely). */
export class FileCorrupt extends FileUnavailable {}

/** The file's bytes; `onBytes` gets every increment. A wrong status or length is FileUnavailable. */
export async function fetchBytes(url: string, expectedBytes: number, onBytes: (delta: number) => void): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new FileUnavailable(`${url}: ${String(error)}`);
  }
  if (!response.ok || !response.body) throw new FileUnavailable(`${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(expectedBytes);
  const reader = response.body.getReader();
  let offset = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (offset + value.byteLength > expectedBytes) throw new FileCorrupt(`${url}: longer than ${expectedBytes} bytes`);
      bytes.set(value, offset);
      offset += value.byteLength;
      onBytes(value.byteLength);
    }
  } catch (error) {
    if (error instanceof FileUnavailable) throw error;
    throw new FileUnavailable(`${url}: ${String(error)}`);
  }
  if (offset !== expectedBytes) throw new FileCorrupt(`${url}: ${offset} of ${expectedBytes} bytes`);
  return bytes;
}

/** The manifest, parsed; anything but JSON (a missing file answered by the site's HTML page) is FileUnavailable. */
export async function fetchJson<T>(url: string): Promise<T> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    throw new FileUnavailable(`${url}: ${String(error)}`);
  }
}
