/**
 * The zlib stream (RFC 1950, what a PNG's IDAT and fdAT hold) of a frame's filtered rows: by the
 * engine's own zlib through CompressionStream('deflate') where it has one (Chromium, Node 18 and
 * later: native code at zlib's default level, 6), else by fflate at the same level in JavaScript.
 * fflate was the APNG sticker's largest cost after the lossless rows moved to WebAssembly: in a
 * one-worker CPU profile of a photo GIF's pack, 2.5 s of the worker's 21.7 s, all of it the palette
 * tries' frames. On a 451×300 frame of palette indices in Node, zlib took 8-18 ms where fflate took
 * 19-26, in 1.3 % fewer bytes. Asynchronous, as the stream is: the encode deflates its frames side
 * by side and writes the file when all are done (encode-apng.ts).
 */
import { zlibSync } from 'fflate';

export type Deflate = (data: Uint8Array) => Promise<Uint8Array>;

/** zlib's default level, which fflate takes too: lower levels saved little time on these frames and cost bytes. */
const LEVEL = 6;

/** fflate in JavaScript: for engines without CompressionStream. */
export const fflateDeflate: Deflate = async (data) => zlibSync(data, { level: LEVEL });

/** The engine's zlib. */
export const nativeDeflate: Deflate = async (data) => {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  // A failed write errors the readable too, which the read below reports: these two need no handler of their own.
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
};

/** The deflate the APNG writer uses unless told otherwise. */
export const zlibDeflate: Deflate = typeof CompressionStream === 'function' ? nativeDeflate : fflateDeflate;
