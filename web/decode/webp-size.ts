import type { Size } from './fit-size.ts';
import { readAscii, readU16LE, readU24LE, readU32LE } from './bytes.ts';

/** Canvas size of a WebP from its first chunk: VP8X (extended), VP8L (lossless) or 'VP8 ' (lossy). */
export function readWebpSize(bytes: Uint8Array): Size | null {
  const chunk = readAscii(bytes, 12, 4);
  if (chunk === 'VP8X') return sizeOrNull(plusOne(readU24LE(bytes, 24)), plusOne(readU24LE(bytes, 27)));
  if (chunk === 'VP8L') {
    const bits = readU32LE(bytes, 21);
    if (bytes[20] !== 0x2f || bits === undefined) return null;
    return sizeOrNull((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return sizeOrNull(mask14(readU16LE(bytes, 26)), mask14(readU16LE(bytes, 28)));
  }
  return null;
}

const plusOne = (value: number | undefined) => (value === undefined ? undefined : value + 1);
/** VP8 keeps a 2-bit scale above the 14-bit dimension. */
const mask14 = (value: number | undefined) => (value === undefined ? undefined : value & 0x3fff);

function sizeOrNull(width: number | undefined, height: number | undefined): Size | null {
  return width && height ? { width, height } : null;
}
