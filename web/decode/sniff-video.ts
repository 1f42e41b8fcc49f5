import { readAscii } from './bytes.ts';
import { sniffImageType } from './sniff.ts';

/** ISOBMFF / QuickTime top-level boxes a video file may open with (a MOV need not start with 'ftyp'). */
const LEADING_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

/**
 * True when the bytes open like a video container: Matroska/WebM (the EBML magic) or MP4/MOV
 * (a known box at offset 4). Called only after sniffImageType found no image, so an AVIF's 'ftyp'
 * never lands here.
 */
export function looksLikeVideo(bytes: Uint8Array): boolean {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true;
  return LEADING_BOXES.has(readAscii(bytes, 4, 4));
}

/** True when the file is a video clip rather than an image, by its first bytes. */
export async function isVideoFile(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 512).arrayBuffer());
  return sniffImageType(head) === null && looksLikeVideo(head);
}
