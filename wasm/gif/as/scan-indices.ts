/**
 * Scans of index rows for the writer, 16 pixels at a time with WASM SIMD: where a row's first and
 * last pixel other than the transparent index are, and whether any pixel turns transparent. Most
 * rows of an emote's frame are all transparent (or all kept), so whole vectors are passed over.
 */

/** Index of the first of `length` bytes at `row` that is not `t`, or -1. */
export function firstNot(row: usize, length: i32, t: i32): i32 {
  const tv = i8x16.splat(<i8>t);
  let x = 0;
  for (; x + 16 <= length; x += 16) {
    const mask = i8x16.bitmask(v128.not(i8x16.eq(v128.load(row + <usize>x), tv)));
    if (mask != 0) return x + ctz(mask);
  }
  for (; x < length; x++) if (<i32>load<u8>(row + <usize>x) != t) return x;
  return -1;
}

/** Index of the last of `length` bytes at `row` that is not `t`, or -1. */
export function lastNot(row: usize, length: i32, t: i32): i32 {
  let x = length;
  const tv = i8x16.splat(<i8>t);
  for (; x >= 16; x -= 16) {
    const mask = i8x16.bitmask(v128.not(i8x16.eq(v128.load(row + <usize>(x - 16)), tv)));
    if (mask != 0) return x - 16 + 31 - clz(mask);
  }
  for (; x > 0; x--) if (<i32>load<u8>(row + <usize>(x - 1)) != t) return x - 1;
  return -1;
}

/** write-gif-file.ts's turnsTransparent: true when a pixel not `t` in `previous` is `t` in `current` (`pixels` indices each). */
export function turnsTransparent(previous: usize, current: usize, pixels: i32, t: i32): bool {
  const tv = i8x16.splat(<i8>t);
  let p = 0;
  for (; p + 16 <= pixels; p += 16) {
    const turned = v128.andnot(i8x16.eq(v128.load(current + <usize>p), tv), i8x16.eq(v128.load(previous + <usize>p), tv));
    if (v128.any_true(turned)) return true;
  }
  for (; p < pixels; p++) if (<i32>load<u8>(current + <usize>p) == t && <i32>load<u8>(previous + <usize>p) != t) return true;
  return false;
}
