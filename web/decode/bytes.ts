/** Bounds-checked readers over file bytes: out-of-range reads give undefined, never throw. */

/** Big-endian unsigned 16-bit integer at `at`, or undefined past the end. */
export function readU16BE(bytes: Uint8Array, at: number): number | undefined {
  return at + 2 <= bytes.length ? (bytes[at] << 8) | bytes[at + 1] : undefined;
}

/** Little-endian unsigned 16-bit integer at `at`, or undefined past the end. */
export function readU16LE(bytes: Uint8Array, at: number): number | undefined {
  return at + 2 <= bytes.length ? bytes[at] | (bytes[at + 1] << 8) : undefined;
}

/** Little-endian unsigned 24-bit integer at `at`, or undefined past the end. */
export function readU24LE(bytes: Uint8Array, at: number): number | undefined {
  return at + 3 <= bytes.length ? bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) : undefined;
}

/** Big-endian unsigned 32-bit integer at `at`, or undefined past the end. */
export function readU32BE(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  return ((bytes[at] << 24) >>> 0) + ((bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]);
}

/** Little-endian unsigned 32-bit integer at `at`, or undefined past the end. */
export function readU32LE(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  return ((bytes[at + 3] << 24) >>> 0) + ((bytes[at + 2] << 16) | (bytes[at + 1] << 8) | bytes[at]);
}

/** `length` bytes at `at` as Latin-1 text (four-character codes, signatures). */
export function readAscii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}
