/**
 * palette-psnr.ts's sums: the squared error of each opaque pixel against its palette entry, and
 * three samples per opaque pixel. Whole numbers summed in i64, so the order does not matter and
 * the PSNR is the one JavaScript computes (its f64 sums stay exact far past these counts).
 */
import { paletteRgb } from './nearest';

let squared: i64 = 0;
let samples: i64 = 0;

export function paletteErrorBegin(): void {
  squared = 0;
  samples = 0;
}

/** Adds one frame: `pixels` RGBA pixels at `rgba` and their indices at `indices`, against the palette set by setPalette. */
export function paletteErrorAddFrame(rgba: usize, indices: usize, pixels: i32): void {
  let sum: i64 = 0;
  let opaque: i64 = 0;
  for (let p = 0; p < pixels; p++) {
    const i = rgba + (<usize>p << 2);
    if (load<u8>(i, 3) < 128) continue;
    const j = paletteRgb + <usize>load<u8>(indices + <usize>p) * 3;
    const dr = <i32>load<u8>(i) - <i32>load<u8>(j), dg = <i32>load<u8>(i, 1) - <i32>load<u8>(j, 1), db = <i32>load<u8>(i, 2) - <i32>load<u8>(j, 2);
    sum += <i64>(dr * dr + dg * dg + db * db);
    opaque++;
  }
  squared += sum;
  samples += opaque * 3;
}

export function paletteErrorSquared(): f64 {
  return <f64>squared;
}

export function paletteErrorSamples(): f64 {
  return <f64>samples;
}
