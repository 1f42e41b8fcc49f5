import { readAscii, readU16BE, readU16LE, readU32BE, readU32LE } from './bytes.ts';
import { hasPngSignature, readPngChunks } from './png-chunks.ts';
import { readJpegSegments } from './jpeg-segments.ts';

/** The EXIF Orientation tag's number. */
const ORIENTATION_TAG = 0x0112;

/**
 * EXIF Orientation (1–8) of a JPEG (APP1 'Exif') or PNG (eXIf chunk); 1 when absent or unreadable.
 * Chromium honours both when decoding (measured in 156), so the declared size must too.
 */
export function readExifOrientation(bytes: Uint8Array): number {
  const tiff = findExifTiff(bytes);
  return tiff ? readTiffOrientation(bytes, tiff.start, tiff.end) : 1;
}

/** Orientations 5–8 turn the image a quarter: the displayed width is the stored height. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

function findExifTiff(bytes: Uint8Array): { start: number; end: number } | null {
  if (hasPngSignature(bytes)) {
    for (const chunk of readPngChunks(bytes)) {
      if (chunk.type === 'eXIf') return { start: chunk.dataStart, end: chunk.dataStart + chunk.dataLength };
      if (chunk.type === 'IDAT') return null;
    }
    return null;
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (const segment of readJpegSegments(bytes)) {
    if (segment.marker === 0xe1 && readAscii(bytes, segment.dataStart, 6) === 'Exif\0\0') {
      return { start: segment.dataStart + 6, end: segment.dataStart + segment.dataLength };
    }
  }
  return null;
}

/** Orientation from the first IFD of a TIFF structure lying in bytes[start, end). */
function readTiffOrientation(bytes: Uint8Array, start: number, end: number): number {
  const tiff = bytes.subarray(start, end);
  const order = readAscii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = order === 'II' ? readU16LE : readU16BE;
  const u32 = order === 'II' ? readU32LE : readU32BE;
  if (u16(tiff, 2) !== 42) return 1;
  const ifd = u32(tiff, 4) ?? 0;
  if (ifd < 8) return 1;
  const count = u16(tiff, ifd) ?? 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(tiff, entry) !== ORIENTATION_TAG) continue;
    const value = u16(tiff, entry + 8) ?? 1;
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}
