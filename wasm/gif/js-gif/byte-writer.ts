/** A growable byte buffer for the GIF writer (after gifenc's stream.js, MIT, Matt DesLauriers). */
export interface ByteWriter {
  byte(value: number): void;
  bytes(values: ArrayLike<number>, from?: number, to?: number): void;
  uint16(value: number): void;
  ascii(text: string): void;
  /** A copy of what was written. */
  result(): Uint8Array;
}

/** A writer starting with `capacity` bytes, doubling as it fills. */
export function createByteWriter(capacity = 1 << 16): ByteWriter {
  let buffer = new Uint8Array(capacity);
  let length = 0;
  const reserve = (more: number) => {
    if (length + more <= buffer.length) return;
    const next = new Uint8Array(Math.max(length + more, buffer.length * 2));
    next.set(buffer.subarray(0, length));
    buffer = next;
  };
  return {
    byte(value) {
      reserve(1);
      buffer[length++] = value;
    },
    bytes(values, from = 0, to = values.length) {
      reserve(to - from);
      for (let i = from; i < to; i++) buffer[length++] = values[i];
    },
    uint16(value) {
      reserve(2);
      buffer[length++] = value & 0xff;
      buffer[length++] = (value >> 8) & 0xff;
    },
    ascii(text) {
      reserve(text.length);
      for (let i = 0; i < text.length; i++) buffer[length++] = text.charCodeAt(i);
    },
    result: () => buffer.slice(0, length),
  };
}
