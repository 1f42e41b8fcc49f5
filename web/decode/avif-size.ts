import type { Size } from './fit-size.ts';
import { readAscii, readU32BE } from './bytes.ts';

/** One ISOBMFF box: its type and where its payload lies. */
interface Box {
  type: string;
  start: number;
  end: number;
}

/**
 * Size of an AVIF from the image spatial extents ('ispe') in meta/iprp/ipco, the largest when there
 * are several (a grid and its tiles, alpha planes), turned a quarter when an 'irot' says so. This
 * skips the item associations (ipma): exact for the simple files encoders write, and never smaller
 * than the real size, which is what the bomb check needs.
 */
export function readAvifSize(bytes: Uint8Array): Size | null {
  const meta = findBox(bytes, 0, bytes.length, 'meta');
  const iprp = meta && findBox(bytes, meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && findBox(bytes, iprp.start, iprp.end, 'ipco');
  if (!ipco) return null;
  let largest: Size | null = null;
  let quarterTurn = false;
  for (const box of readBoxes(bytes, ipco.start, ipco.end)) {
    if (box.type === 'irot') quarterTurn = (bytes[box.start] & 1) === 1;
    if (box.type !== 'ispe') continue;
    const width = readU32BE(bytes, box.start + 4) ?? 0;
    const height = readU32BE(bytes, box.start + 8) ?? 0;
    if (width * height > (largest ? largest.width * largest.height : 0)) largest = { width, height };
  }
  return largest && quarterTurn ? { width: largest.height, height: largest.width } : largest;
}

function findBox(bytes: Uint8Array, start: number, end: number, type: string): Box | null {
  for (const box of readBoxes(bytes, start, end)) if (box.type === type) return box;
  return null;
}

/** Boxes laid end to end in bytes[start, end), stopping at one that does not fit. */
function* readBoxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = readU32BE(bytes, at)!;
    let header = 8;
    if (size === 1) {
      const high = readU32BE(bytes, at + 8);
      const low = readU32BE(bytes, at + 12);
      if (high === undefined || low === undefined) return;
      size = high * 2 ** 32 + low;
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: readAscii(bytes, at + 4, 4), start: at + header, end: at + size };
    at += size;
  }
}
