/** The file being written, a growable block in the heap (js-gif/byte-writer.ts's buffer). */

export let outStart: usize = 0;
export let outLength: i32 = 0;
let outCapacity: i32 = 0;

/** Starts an empty file of `capacity` bytes; it grows as written. */
export function outBegin(capacity: i32): void {
  outStart = heap.alloc(<usize>capacity);
  outCapacity = capacity;
  outLength = 0;
}

function reserve(more: i32): void {
  if (outLength + more <= outCapacity) return;
  const wanted = max(outLength + more, outCapacity * 2);
  outStart = heap.realloc(outStart, <usize>wanted);
  outCapacity = wanted;
}

export function outByte(value: i32): void {
  reserve(1);
  store<u8>(outStart + <usize>(outLength++), <u8>value);
}

/** Appends `length` bytes from `from`. */
export function outBytes(from: usize, length: i32): void {
  reserve(length);
  memory.copy(outStart + <usize>outLength, from, <usize>length);
  outLength += length;
}

export function outUint16(value: i32): void {
  outByte(value & 0xff);
  outByte((value >> 8) & 0xff);
}
