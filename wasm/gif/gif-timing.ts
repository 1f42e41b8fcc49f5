/** Reads the frame delays a GIF file carries, walking its blocks without decoding pixels. */

/** Delays in centiseconds, one per image in the file (0 when a frame has no control extension). */
export function readGifDelays(bytes: Uint8Array): number[] {
  const delays: number[] = [];
  let pending = 0;
  let p = 13 + colorTableBytes(bytes[10]);
  while (p < bytes.length) {
    const block = bytes[p];
    if (block === 0x3b) break;
    if (block === 0x21) {
      if (bytes[p + 1] === 0xf9) pending = bytes[p + 4] | (bytes[p + 5] << 8);
      p = skipSubBlocks(bytes, p + 2);
    } else if (block === 0x2c) {
      delays.push(pending);
      pending = 0;
      p = skipSubBlocks(bytes, p + 10 + colorTableBytes(bytes[p + 9]) + 1);
    } else {
      throw new Error(`not a GIF block at byte ${p}`);
    }
  }
  return delays;
}

function colorTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0;
}

function skipSubBlocks(bytes: Uint8Array, p: number): number {
  while (p < bytes.length && bytes[p] !== 0) p += bytes[p] + 1;
  return p + 1;
}
