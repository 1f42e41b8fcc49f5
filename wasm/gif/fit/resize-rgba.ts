/**
 * Shrinks RGBA frames by area averaging (each output pixel is the coverage-weighted mean of the
 * source pixels under it), in premultiplied alpha so transparent pixels lend no colour. The fit
 * loop's last resort; pure JS because the codec layer may not touch canvases.
 */

/** One axis' contributions: output i takes sources from[i]..from[i]+count[i]-1 with these weights. */
interface AxisWeights {
  from: Int32Array;
  count: Int32Array;
  weights: Float32Array[];
}

/** `src` (width×height RGBA) averaged down to outWidth×outHeight; sizes must not grow. */
export function resizeRgba(src: ArrayLike<number>, width: number, height: number, outWidth: number, outHeight: number): Uint8ClampedArray {
  const xs = axisWeights(width, outWidth);
  const ys = axisWeights(height, outHeight);
  const rows = new Float32Array(outWidth * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outWidth; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      const weights = xs.weights[x];
      for (let k = 0; k < weights.length; k++) {
        const i = (y * width + xs.from[x] + k) * 4;
        const wa = weights[k] * src[i + 3];
        r += src[i] * wa;
        g += src[i + 1] * wa;
        b += src[i + 2] * wa;
        a += wa;
      }
      const o = (y * outWidth + x) * 4;
      rows[o] = r;
      rows[o + 1] = g;
      rows[o + 2] = b;
      rows[o + 3] = a;
    }
  }
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    const weights = ys.weights[y];
    for (let x = 0; x < outWidth; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let k = 0; k < weights.length; k++) {
        const i = ((ys.from[y] + k) * outWidth + x) * 4;
        r += rows[i] * weights[k];
        g += rows[i + 1] * weights[k];
        b += rows[i + 2] * weights[k];
        a += rows[i + 3] * weights[k];
      }
      const o = (y * outWidth + x) * 4;
      if (a > 0) {
        out[o] = r / a;
        out[o + 1] = g / a;
        out[o + 2] = b / a;
        out[o + 3] = a;
      }
    }
  }
  return out;
}

function axisWeights(size: number, outSize: number): AxisWeights {
  const ratio = size / outSize;
  const from = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights: Float32Array[] = [];
  for (let i = 0; i < outSize; i++) {
    const start = i * ratio;
    const end = Math.min(size, start + ratio);
    from[i] = Math.floor(start);
    count[i] = Math.ceil(end) - from[i];
    const w = new Float32Array(count[i]);
    for (let k = 0; k < count[i]; k++) {
      const p = from[i] + k;
      w[k] = (Math.min(end, p + 1) - Math.max(start, p)) / ratio;
    }
    weights.push(w);
  }
  return { from, count, weights };
}
