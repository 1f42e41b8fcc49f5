/**
 * PSNR over the interior of the source's opaque area: pixels whose 3×3 neighbourhood is fully
 * opaque in the source, RGB only. Edges are left to SSIM (GIF alpha is one bit, so every edge
 * pixel differs); the interior is where banding from too few colours or no dithering shows.
 */

/** PSNR in dB of `output` against `source` frames (RGBA, same size and count); Infinity when identical. */
export function interiorPsnr(source: ArrayLike<number>[], output: ArrayLike<number>[], width: number, height: number): number {
  if (source.length !== output.length || source.length === 0) throw new Error(`frame counts differ: ${source.length} vs ${output.length}`);
  let squared = 0;
  let samples = 0;
  for (let f = 0; f < source.length; f++) {
    const a = source[f];
    const b = output[f];
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        if (!opaqueAround(a, width, x, y)) continue;
        const i = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) squared += (a[i + c] - b[i + c]) ** 2;
        samples += 3;
      }
    }
  }
  if (samples === 0) return NaN;
  const mse = squared / samples;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function opaqueAround(rgba: ArrayLike<number>, width: number, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (rgba[((y + dy) * width + x + dx) * 4 + 3] !== 255) return false;
  return true;
}
