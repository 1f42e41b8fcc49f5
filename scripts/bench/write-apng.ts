/**
 * A lossless APNG of RGBA frames, so a workload can be given to the maker page as an input
 * exactly as generated (a GIF input would already be quantized to one palette).
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const u32 = (...values: number[]) => Buffer.concat(values.map((v) => { const b = Buffer.alloc(4); b.writeUInt32BE(v, 0); return b; }));

/** Each row behind filter type 0 (none), deflated. */
function deflateRows(frame: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(frame.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return zlib.deflateSync(raw);
}

/** The APNG's bytes: every frame full size, `delayMs` long, replacing the one before, looping forever. */
export function writeApng(frames: Uint8Array[], width: number, height: number, delayMs: number): Uint8Array {
  const parts = [SIGNATURE, chunk('IHDR', Buffer.concat([u32(width, height), Buffer.from([8, 6, 0, 0, 0])])), chunk('acTL', u32(frames.length, 0))];
  let sequence = 0;
  frames.forEach((frame, n) => {
    const control = Buffer.concat([u32(sequence++, width, height, 0, 0), Buffer.from([delayMs >> 8, delayMs & 255, 1000 >> 8, 1000 & 255, 0, 0])]);
    parts.push(chunk('fcTL', control));
    const data = deflateRows(frame, width, height);
    parts.push(n === 0 ? chunk('IDAT', data) : chunk('fdAT', Buffer.concat([u32(sequence++), data])));
  });
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return new Uint8Array(Buffer.concat(parts));
}
