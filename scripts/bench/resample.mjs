/** Resampling of premultiplied float RGBA textures, shared by the benchmark workloads. */

/** Box-filters the crop (x0, y0, cw, ch) of a premultiplied sw×sh texture down to tw×th (exact area coverage). */
export function downscaleArea(src, sw, sh, x0, y0, cw, ch, tw, th) {
  const out = new Float32Array(tw * th * 4);
  const fx = cw / tw, fy = ch / th;
  for (let ty = 0; ty < th; ty++) {
    const sy0 = y0 + ty * fy, sy1 = sy0 + fy;
    for (let tx = 0; tx < tw; tx++) {
      const sx0 = x0 + tx * fx, sx1 = sx0 + fx;
      let r = 0, g = 0, b = 0, a = 0, wsum = 0;
      for (let y = Math.floor(sy0); y < Math.ceil(sy1); y++) {
        const wy = Math.min(sy1, y + 1) - Math.max(sy0, y);
        if (wy <= 0 || y < 0 || y >= sh) continue;
        for (let x = Math.floor(sx0); x < Math.ceil(sx1); x++) {
          const wx = Math.min(sx1, x + 1) - Math.max(sx0, x);
          if (wx <= 0 || x < 0 || x >= sw) continue;
          const w = wx * wy, i = (y * sw + x) * 4;
          r += src[i] * w; g += src[i + 1] * w; b += src[i + 2] * w; a += src[i + 3] * w; wsum += w;
        }
      }
      const o = (ty * tw + tx) * 4;
      if (wsum > 0) { out[o] = r / wsum; out[o + 1] = g / wsum; out[o + 2] = b / wsum; out[o + 3] = a / wsum; }
    }
  }
  return out;
}

/**
 * Bilinearly samples a tw×th premultiplied texture at pixel-space (u, v) into `out`.
 * Outside the texture is transparent, or the edge pixel when `clamp` is set.
 */
export function sampleBilinear(tex, tw, th, u, v, clamp, out) {
  u -= 0.5; v -= 0.5;
  const x0 = Math.floor(u), y0 = Math.floor(v);
  const fx = u - x0, fy = v - y0;
  out[0] = out[1] = out[2] = out[3] = 0;
  for (let j = 0; j < 2; j++) {
    let y = y0 + j;
    const wy = j ? fy : 1 - fy;
    if (clamp) y = Math.min(th - 1, Math.max(0, y)); else if (y < 0 || y >= th) continue;
    for (let i = 0; i < 2; i++) {
      let x = x0 + i;
      const wx = i ? fx : 1 - fx;
      if (clamp) x = Math.min(tw - 1, Math.max(0, x)); else if (x < 0 || x >= tw) continue;
      const w = wx * wy, k = (y * tw + x) * 4;
      out[0] += tex[k] * w; out[1] += tex[k + 1] * w; out[2] += tex[k + 2] * w; out[3] += tex[k + 3] * w;
    }
  }
}
