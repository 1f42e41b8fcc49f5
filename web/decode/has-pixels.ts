/**
 * Whether a file holds any pixel data behind its header, read from its chunks without decoding
 * (issue 13 item 5). A GIF, PNG or WebP whose header declares a size within limits but that holds
 * no image data decodes to nothing, or to a blank canvas of that size after seconds of work (a
 * PNG of 16384×6103 with an empty IDAT: over a second in Chromium). Such a file is refused before
 * any decoder sees it. Data cut short still counts: a truncated file shows the rows that arrived.
 */
import { readAscii, readU32BE, readU32LE } from './bytes.ts';
import { gifHasPixels } from './gif-pixels.ts';
import { PNG_SIGNATURE } from './png-chunks.ts';
import type { ImageType } from './sniff.ts';

/** Bytes of a chunk's data present in the file, even when the file ends inside it. */
const presentBytes = (bytes: Uint8Array, dataStart: number, dataLength: number) => Math.max(0, Math.min(dataLength, bytes.length - dataStart));

/** A four-character chunk type we can read at all; anything else is left to the decoder. */
const isFourCC = (type: string) => /^[\x20-\x7e]{4}$/.test(type);

/** True when an IDAT (or APNG fdAT) chunk holds any bytes. */
export function pngHasPixels(bytes: Uint8Array): boolean {
  for (let at = PNG_SIGNATURE.length; at + 8 <= bytes.length; ) {
    const dataLength = readU32BE(bytes, at)!;
    const type = readAscii(bytes, at + 4, 4);
    if (!isFourCC(type)) return true;
    if ((type === 'IDAT' || type === 'fdAT') && presentBytes(bytes, at + 8, dataLength) > 0) return true;
    if (type === 'IEND') return false;
    at += 12 + dataLength;
  }
  return false;
}

/** True when a VP8, VP8L or animation frame (ANMF) chunk holds any bytes. */
export function webpHasPixels(bytes: Uint8Array): boolean {
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = readAscii(bytes, at, 4);
    const dataLength = readU32LE(bytes, at + 4)!;
    if (!isFourCC(type)) return true;
    if ((type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') && presentBytes(bytes, at + 8, dataLength) > 0) return true;
    at += 8 + dataLength + (dataLength & 1);
  }
  return false;
}

/** False only when the file is known to hold no pixel data; kinds we do not read count as holding some. */
export function hasPixelData(bytes: Uint8Array, type: ImageType): boolean {
  if (type === 'gif') return gifHasPixels(bytes);
  if (type === 'png' || type === 'apng') return pngHasPixels(bytes);
  if (type === 'webp') return webpHasPixels(bytes);
  return true;
}
