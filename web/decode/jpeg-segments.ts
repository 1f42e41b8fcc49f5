import { readU16BE } from './bytes.ts';

/** One marker segment of a JPEG: the marker byte and where its payload lies. */
export interface JpegSegment {
  marker: number;
  dataStart: number;
  dataLength: number;
}

/** Markers that stand alone, without a length: TEM and RST0–RST7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The header segments in file order, up to the first scan (SOS) or where the file is cut short or malformed. */
export function* readJpegSegments(bytes: Uint8Array): Generator<JpegSegment> {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined || marker === 0xd9) return;
    if (isStandalone(marker)) {
      at++;
      continue;
    }
    const length = readU16BE(bytes, at + 1);
    if (length === undefined || length < 2 || at + 1 + length > bytes.length) return;
    yield { marker, dataStart: at + 3, dataLength: length - 2 };
    if (marker === 0xda) return;
    at += 1 + length;
  }
}

/** Start-of-frame markers SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
export const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
