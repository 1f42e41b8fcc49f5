/** Each RGBA pixel's nearest palette entry, no dithering (js-gif/remap-frame.ts's remapFrame). */
import { nearestLookup } from './nearest';

/** Writes the indices of `pixels` RGBA pixels at `rgba` to `out`; alpha under 128 takes `transparent`. */
export function remapFrame(rgba: usize, pixels: i32, transparent: i32, out: usize): void {
  for (let p = 0; p < pixels; p++) {
    const i = rgba + (<usize>p << 2);
    const index = load<u8>(i, 3) < 128 ? transparent : nearestLookup(load<u8>(i), load<u8>(i, 1), load<u8>(i, 2));
    store<u8>(out + <usize>p, <u8>index);
  }
}
