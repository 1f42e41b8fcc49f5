import { readAscii, readU32BE } from './bytes.ts';
import { hasAnimationControl, hasPngSignature } from './png-chunks.ts';
import { findSvgRootTag } from './svg-root.ts';

/** The image kinds the decoder tells apart. */
export type ImageType = 'png' | 'apng' | 'gif' | 'jpeg' | 'webp' | 'avif' | 'svg';

/** The image kind from the file's magic bytes (never its name or MIME type), or null when unknown. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (hasPngSignature(bytes)) return hasAnimationControl(bytes) ? 'apng' : 'png';
  const head = readAscii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (readAscii(bytes, 0, 4) === 'RIFF' && readAscii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (hasAvifBrand(bytes)) return 'avif';
  if (findSvgRootTag(bytes) !== null) return 'svg';
  return null;
}

/** MIME type to hand the browser's decoders for each kind. */
export const MIME_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  apng: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** An ISOBMFF file whose ftyp box names 'avif' (still) or 'avis' (sequence) as major or compatible brand. */
function hasAvifBrand(bytes: Uint8Array): boolean {
  if (readAscii(bytes, 4, 4) !== 'ftyp') return false;
  const boxEnd = Math.min(readU32BE(bytes, 0) ?? 0, bytes.length);
  const brands = [readAscii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(readAscii(bytes, at, 4));
  return brands.includes('avif') || brands.includes('avis');
}
