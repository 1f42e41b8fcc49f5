/** Bilinear resize of RGBA on premultiplied values, so transparent pixels lend no colour to their neighbours. */

/** Resizes a sw×sh RGBA frame to dw×dh (pixel centres aligned, edges clamped). */
export function upscaleBilinear(rgba: ArrayLike<number>, sw: number, sh: number, dw: number, dh: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(dw * dh * 4);
  const acc = new Float64Array(4);
  const add = (x: number, y: number, w: number) => {
    const i = (y * sw + x) * 4, a = rgba[i + 3] * w;
    acc[0] += rgba[i] * a; acc[1] += rgba[i + 1] * a; acc[2] += rgba[i + 2] * a; acc[3] += a;
  };
  for (let y = 0; y < dh; y++) {
    const v = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(v), y1 = Math.min(sh - 1, y0 + 1), fy = v - y0;
    for (let x = 0; x < dw; x++) {
      const u = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / dw - 0.5));
      const x0 = Math.floor(u), x1 = Math.min(sw - 1, x0 + 1), fx = u - x0;
      acc.fill(0);
      add(x0, y0, (1 - fx) * (1 - fy));
      add(x1, y0, fx * (1 - fy));
      add(x0, y1, (1 - fx) * fy);
      add(x1, y1, fx * fy);
      const o = (y * dw + x) * 4;
      if (acc[3] > 0) for (let c = 0; c < 3; c++) out[o + c] = Math.round(acc[c] / acc[3]);
      out[o + 3] = Math.round(acc[3]);
    }
  }
  return out;
}
