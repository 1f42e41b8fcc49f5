/**
 * The zlib stream of PNG rows of 8-bit RGBA pixels, filtered and deflated by @jsquash/png's Rust
 * encoder (squoosh's, on the `png` crate) as WebAssembly, for the APNG writer's lossless frames
 * (encode-apng.ts): the frame is written as a PNG and its IDAT chunks' data, which is that
 * stream, is taken out. On 20 frames of three photos at 320² in Node, encodeApng with it took
 * 140-240 ms where filtering line by line and deflating with fflate at level 6 took 1.4-2.4 s; its
 * bytes were -0.5 % to +22 % of theirs (encode-lossless.ts handles the difference; issue 34 item 1). Synchronous, once started: the caller starts the codec first
 * (wasmRgbaRows) and hands the function to the encodes it wants it in, so which path made a file is
 * the caller's choice, never the order in which other code started the codec.
 */
import { encode as encodeRgbaPng } from '@jsquash/png/codec/pkg/squoosh_png.js';
import { pngCodecReady } from './encode-png.ts';

/** The zlib stream of `width`×`height` RGBA rows. */
export type RgbaRows = (rgba: Uint8Array, width: number, height: number) => Uint8Array;

/** Big-endian 32-bit read. */
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

/** The data of a PNG's IDAT chunks, joined: its rows' zlib stream. */
export function idatStream(png: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let total = 0;
  // After the 8-byte signature: length, type, data, CRC.
  for (let at = 8; at + 8 <= png.length; ) {
    const length = u32(png, at);
    const isIdat = png[at + 4] === 0x49 && png[at + 5] === 0x44 && png[at + 6] === 0x41 && png[at + 7] === 0x54;
    if (isIdat) {
      parts.push(png.subarray(at + 8, at + 8 + length));
      total += length;
    }
    at += 12 + length;
  }
  const stream = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    stream.set(part, offset);
    offset += part.length;
  }
  return stream;
}

const rowsByPng: RgbaRows = (rgba, width, height) => idatStream(encodeRgbaPng(rgba.subarray(0, width * height * 4), width, height, 8));

/** The PNG codec's RGBA rows once it has started, or null where it cannot (no WebAssembly; in Node, no module handed over). */
export async function wasmRgbaRows(): Promise<RgbaRows | null> {
  return (await pngCodecReady()) ? rowsByPng : null;
}
