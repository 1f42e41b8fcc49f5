/**
 * How many frames an animated image's file declares, and whether it holds all of its bytes, read
 * from its blocks without decoding (issue 32 item 3). Chromium's decoders stop at the first bad
 * frame, or refuse a cut file whole; this lets the slot say "Used 1 of 41 frames: the file is cut
 * short at frame 2" instead of showing a still without a word.
 */
import { readAscii, readU16LE, readU32BE, readU32LE } from './bytes.ts';
import { readPngChunks } from './png-chunks.ts';
import type { ImageType } from './sniff.ts';

/** The frames a file declares (null: it does not say), and whether it ends where its structure says. */
export interface FrameCensus {
  frames: number | null;
  complete: boolean;
}

const UNKNOWN: FrameCensus = { frames: null, complete: true };

/** The census of a file of kind `type`; kinds that cannot animate, or that we do not read, declare nothing. */
export function takeFrameCensus(bytes: Uint8Array, type: ImageType): FrameCensus {
  if (type === 'gif') return gifCensus(bytes);
  if (type === 'apng') return apngCensus(bytes);
  if (type === 'webp') return webpCensus(bytes);
  return UNKNOWN;
}

/** acTL's num_frames; complete when IEND is there. */
function apngCensus(bytes: Uint8Array): FrameCensus {
  let frames: number | null = null;
  let complete = false;
  for (const chunk of readPngChunks(bytes)) {
    if (chunk.type === 'acTL') frames = readU32BE(bytes, chunk.dataStart) ?? null;
    if (chunk.type === 'IEND') complete = true;
  }
  return { frames, complete };
}

/** The ANMF chunks present; complete when the RIFF size fits the bytes. */
function webpCensus(bytes: Uint8Array): FrameCensus {
  const riffEnd = (readU32LE(bytes, 4) ?? 0) + 8;
  let frames = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    if (readAscii(bytes, at, 4) === 'ANMF') frames++;
    at += 8 + readU32LE(bytes, at + 4)! + (readU32LE(bytes, at + 4)! & 1);
  }
  return { frames: frames || null, complete: riffEnd <= bytes.length };
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** Where a run of data sub-blocks ends (after its terminator), or null when the file ends inside it. */
function subBlocksEnd(bytes: Uint8Array, at: number): number | null {
  while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
  return at < bytes.length ? at + 1 : null;
}

/** Image descriptors started; complete when the trailer is reached. */
function gifCensus(bytes: Uint8Array): FrameCensus {
  let at = 13 + colourTableBytes(bytes[10] ?? 0);
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return { frames, complete: true };
    let end: number | null = null;
    if (block === 0x21) end = subBlocksEnd(bytes, at + 2);
    else if (block === 0x2c) {
      frames++;
      if (readU16LE(bytes, at + 8) === undefined) break;
      end = subBlocksEnd(bytes, at + 10 + colourTableBytes(bytes[at + 9]) + 1);
    } else return { frames, complete: true };
    if (end === null) break;
    at = end;
  }
  return { frames, complete: false };
}
