/** A box blur of a one-channel mask, separable and O(pixels) whatever the radius; two passes look close to a Gaussian. */

function blurLine(src: Float32Array, dst: Float32Array, start: number, step: number, n: number, radius: number) {
  const size = 2 * radius + 1;
  let sum = 0;
  // Edges repeat the last value, so a mask touching the frame's border does not fade there.
  for (let k = -radius; k <= radius; k++) sum += src[start + Math.min(n - 1, Math.max(0, k)) * step];
  for (let q = 0; q < n; q++) {
    dst[start + q * step] = sum / size;
    const out = src[start + Math.max(0, q - radius) * step];
    const next = src[start + Math.min(n - 1, q + radius + 1) * step];
    sum += next - out;
  }
}

/** The values blurred by a box of `radius` px, `passes` times over. */
export function blurValues(values: Float32Array, width: number, height: number, radius: number, passes = 2): Float32Array {
  if (radius < 1) return values.slice();
  const a = values.slice();
  const b = new Float32Array(values.length);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) blurLine(a, b, y * width, 1, width, radius);
    for (let x = 0; x < width; x++) blurLine(b, a, x, width, height, radius);
  }
  return a;
}
