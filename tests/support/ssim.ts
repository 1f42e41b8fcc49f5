/**
 * Mean SSIM of RGBA animations, the quality figure of DESIGN section 4. Frames are composited
 * over one background (GIF alpha is one bit, the source's may be soft), converted to BT.601
 * luma, and compared with the standard SSIM of Wang et al. 2004: 11×11 Gaussian window,
 * σ = 1.5, K1 = 0.01, K2 = 0.03, L = 255, over every window that fits inside the frame.
 */

const WINDOW = 11;
const SIGMA = 1.5;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Mean over frames of each frame's mean SSIM; `a` and `b` must have the same frame count. */
export function meanSsim(
  a: ArrayLike<number>[],
  b: ArrayLike<number>[],
  width: number,
  height: number,
  background: [number, number, number],
): number {
  if (a.length !== b.length || a.length === 0) throw new Error(`frame counts differ: ${a.length} vs ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    sum += frameSsim(compositeLuma(a[i], background), compositeLuma(b[i], background), width, height);
  }
  return sum / a.length;
}

/** Luma of an RGBA frame drawn over an opaque background. */
export function compositeLuma(rgba: ArrayLike<number>, [br, bg, bb]: [number, number, number]): Float32Array {
  const luma = new Float32Array(rgba.length / 4);
  for (let p = 0, i = 0; p < luma.length; p++, i += 4) {
    const alpha = rgba[i + 3] / 255;
    const r = rgba[i] * alpha + br * (1 - alpha);
    const g = rgba[i + 1] * alpha + bg * (1 - alpha);
    const b = rgba[i + 2] * alpha + bb * (1 - alpha);
    luma[p] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return luma;
}

/** Mean SSIM of two luma planes; frames smaller than the window are compared as one window. */
export function frameSsim(x: Float32Array, y: Float32Array, width: number, height: number): number {
  const size = Math.min(WINDOW, width, height);
  const kernel = gaussianKernel(size);
  const xy = new Float32Array(x.length);
  const xx = new Float32Array(x.length);
  const yy = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) {
    xy[i] = x[i] * y[i];
    xx[i] = x[i] * x[i];
    yy[i] = y[i] * y[i];
  }
  const [mx, my, sxx, syy, sxy] = [x, y, xx, yy, xy].map((plane) => blurValid(plane, width, height, kernel));
  let sum = 0;
  for (let i = 0; i < mx.length; i++) {
    const vx = sxx[i] - mx[i] * mx[i];
    const vy = syy[i] - my[i] * my[i];
    const cov = sxy[i] - mx[i] * my[i];
    sum += ((2 * mx[i] * my[i] + C1) * (2 * cov + C2)) / ((mx[i] ** 2 + my[i] ** 2 + C1) * (vx + vy + C2));
  }
  return sum / mx.length;
}

function gaussianKernel(size: number): Float64Array {
  const kernel = new Float64Array(size);
  const centre = (size - 1) / 2;
  let total = 0;
  for (let i = 0; i < size; i++) total += kernel[i] = Math.exp(-((i - centre) ** 2) / (2 * SIGMA * SIGMA));
  return kernel.map((v) => v / total);
}

/** Separable Gaussian filter keeping only positions where the whole window fits. */
function blurValid(plane: Float32Array, width: number, height: number, kernel: Float64Array): Float64Array {
  const k = kernel.length;
  const outW = width - k + 1;
  const outH = height - k + 1;
  const rows = new Float64Array(outW * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outW; x++) {
      let acc = 0;
      for (let i = 0; i < k; i++) acc += plane[y * width + x + i] * kernel[i];
      rows[y * outW + x] = acc;
    }
  }
  const out = new Float64Array(outW * outH);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      let acc = 0;
      for (let i = 0; i < k; i++) acc += rows[(y + i) * outW + x] * kernel[i];
      out[y * outW + x] = acc;
    }
  }
  return out;
}
