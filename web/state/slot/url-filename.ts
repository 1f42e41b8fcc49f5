/** The name an image brought in by URL goes by (issue 19 item 5). */

/** File extensions of the image types a data: URL may declare. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** Name of an image with no file name of its own, pasted or dropped as a data: URL. */
export const PASTED_IMAGE = 'pasted image';

/**
 * A data: URL is named by the type it declares ('pasted image.png'; no extension when it declares
 * none we know), never by the tail of its base64; any other URL by the last part of its path, or
 * 'image' when the path has none.
 */
export function filenameOfUrl(url: string): string {
  if (/^\s*data:/i.test(url)) {
    const mime = /^\s*data:([^;,]*)/i.exec(url)![1].trim().toLowerCase();
    const extension = EXTENSIONS[mime];
    return extension ? `${PASTED_IMAGE}.${extension}` : PASTED_IMAGE;
  }
  try {
    return decodeURIComponent(new URL(url, location.href).pathname.split('/').pop() || 'image');
  } catch {
    return url;
  }
}
