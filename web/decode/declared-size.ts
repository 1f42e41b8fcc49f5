import { MAX_DECLARED_PIXELS, MAX_DECLARED_SIDE } from '../limits.ts';
import { tooLargeMessage } from '../messages.ts';
import { readAvifSize } from './avif-size.ts';
import { readAscii, readU16BE, readU16LE, readU32BE } from './bytes.ts';
import { readExifOrientation, swapsSides } from './exif-orientation.ts';
import type { Size } from './fit-size.ts';
import { isStartOfFrame, readJpegSegments } from './jpeg-segments.ts';
import { LoadError } from './load-error.ts';
import type { ImageType } from './sniff.ts';
import { readSvgSize } from './svg-size.ts';
import { readWebpSize } from './webp-size.ts';

/**
 * The size the file says it has, read from its header without decoding pixels; for JPEG and PNG as
 * displayed (EXIF orientations 5–8 swap the sides). Null when the header holds no usable size.
 */
export function readDeclaredSize(bytes: Uint8Array, type: ImageType): Size | null {
  const size = readStoredSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1) return null;
  const turned = (type === 'jpeg' || type === 'png' || type === 'apng') && swapsSides(readExifOrientation(bytes));
  return turned ? { width: size.height, height: size.width } : size;
}

/** Throws LoadError(tooLargeMessage) for a size above MAX_DECLARED_SIDE a side or MAX_DECLARED_PIXELS. */
export function checkDeclaredSize(size: Size): void {
  const { width, height } = size;
  if (width > MAX_DECLARED_SIDE || height > MAX_DECLARED_SIDE || width * height > MAX_DECLARED_PIXELS) {
    throw new LoadError(tooLargeMessage(width, height));
  }
}

function readStoredSize(bytes: Uint8Array, type: ImageType): Size | null {
  switch (type) {
    case 'png':
    case 'apng':
      return readPngSize(bytes);
    case 'gif':
      return readGifSize(bytes);
    case 'jpeg':
      return readJpegSize(bytes);
    case 'webp':
      return readWebpSize(bytes);
    case 'avif':
      return readAvifSize(bytes);
    case 'svg':
      return readSvgSize(bytes);
  }
}

/** IHDR is always the first chunk (PNG spec 5.6). */
function readPngSize(bytes: Uint8Array): Size | null {
  if (readAscii(bytes, 12, 4) !== 'IHDR') return null;
  return pair(readU32BE(bytes, 16), readU32BE(bytes, 20));
}

/**
 * The logical screen, grown to the first frame's extent when that is larger: Chromium's GIF reader
 * does the same for files with a bogus screen size, so a small screen cannot hide a huge frame.
 */
function readGifSize(bytes: Uint8Array): Size | null {
  const screen = pair(readU16LE(bytes, 6), readU16LE(bytes, 8));
  const frame = findFirstGifFrame(bytes);
  if (!screen || !frame) return screen;
  return { width: Math.max(screen.width, frame.width), height: Math.max(screen.height, frame.height) };
}

/** Width and height of the first image descriptor, skipping the colour table and extensions. */
function findFirstGifFrame(bytes: Uint8Array): Size | null {
  let at = 13 + (bytes[10] & 0x80 ? 3 * 2 ** ((bytes[10] & 7) + 1) : 0);
  while (bytes[at] === 0x21) {
    at += 2;
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    at++;
  }
  return bytes[at] === 0x2c ? pair(readU16LE(bytes, at + 5), readU16LE(bytes, at + 7)) : null;
}

/** Height and width from the first SOFn segment (ITU T.81 B.2.2); a 0 height (set later by DNL) gives null. */
function readJpegSize(bytes: Uint8Array): Size | null {
  for (const segment of readJpegSegments(bytes)) {
    if (!isStartOfFrame(segment.marker)) continue;
    return pair(readU16BE(bytes, segment.dataStart + 3), readU16BE(bytes, segment.dataStart + 1));
  }
  return null;
}

function pair(width: number | undefined, height: number | undefined): Size | null {
  return width && height ? { width, height } : null;
}
