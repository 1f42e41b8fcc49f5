import { readAscii, readU32BE } from './bytes.ts';

/** The eight bytes every PNG (and APNG) starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One chunk: its type and where its data lies in the file. */
export interface PngChunk {
  type: string;
  dataStart: number;
  dataLength: number;
}

/** True when the bytes start with the PNG signature. */
export function hasPngSignature(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** The chunks in file order, stopping at IEND or where the file is cut short. */
export function* readPngChunks(bytes: Uint8Array): Generator<PngChunk> {
  let at = PNG_SIGNATURE.length;
  while (at + 8 <= bytes.length) {
    const dataLength = readU32BE(bytes, at)!;
    const chunk = { type: readAscii(bytes, at + 4, 4), dataStart: at + 8, dataLength };
    if (chunk.dataStart + dataLength > bytes.length) return;
    yield chunk;
    if (chunk.type === 'IEND') return;
    at = chunk.dataStart + dataLength + 4;
  }
}

/** True for an APNG: an acTL chunk comes before the first IDAT (APNG spec, 'Structure'). */
export function hasAnimationControl(bytes: Uint8Array): boolean {
  for (const chunk of readPngChunks(bytes)) {
    if (chunk.type === 'acTL') return true;
    if (chunk.type === 'IDAT') return false;
  }
  return false;
}
