/**
 * Whether a GIF holds any pixels at all, read from its blocks without decoding (issue 13 item 5).
 * A file whose every image descriptor is 0×0 or has no image data, or that has none, decodes to a
 * blank canvas of its declared screen size: after seconds of work for a 16384×6103 screen, and
 * silently, as a blank emote. Such a file is refused before any decoder sees it.
 */
import { readU16LE } from './bytes.ts';

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;

/** Where the run of data sub-blocks starting at `at` ends (after its 0 terminator), and whether any held data. */
function skipSubBlocks(bytes: Uint8Array, at: number): { end: number; hasData: boolean } {
  let hasData = false;
  while (at < bytes.length && bytes[at] !== 0) {
    hasData = true;
    at += bytes[at] + 1;
  }
  return { end: at + 1, hasData };
}

/** Size in bytes of a colour table whose presence and size are in the packed field `packed`. */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/**
 * True when some frame has a non-zero size and image data (even data cut short: a truncated GIF
 * still shows its rows); false when the blocks end without one.
 */
export function gifHasPixels(bytes: Uint8Array): boolean {
  let at = 13 + colourTableBytes(bytes[10] ?? 0);
  while (at < bytes.length && bytes[at] !== TRAILER) {
    if (bytes[at] === EXTENSION) {
      at = skipSubBlocks(bytes, at + 2).end;
    } else if (bytes[at] === IMAGE) {
      const width = readU16LE(bytes, at + 5) ?? 0;
      const height = readU16LE(bytes, at + 7) ?? 0;
      // Descriptor (10 bytes), local colour table, LZW minimum code size, then the data sub-blocks.
      const dataAt = at + 10 + colourTableBytes(bytes[at + 9] ?? 0) + 1;
      const data = skipSubBlocks(bytes, dataAt);
      if (width > 0 && height > 0 && data.hasData) return true;
      at = data.end;
    } else {
      // A block we cannot read: leave the verdict to the decoder.
      return true;
    }
  }
  return false;
}
