/**
 * A workload's content at another output size, as the platform rows give it to the pipeline:
 * scaled to fit (area filter, premultiplied) and centred on a transparent canvas, as the maker
 * page fits a square input into a wide output.
 */
import { downscaleArea } from './resample.mjs';
import type { Workload } from './workloads.mjs';

function premultiply(frame: Uint8Array): Float32Array {
  const out = new Float32Array(frame.length);
  for (let i = 0; i < frame.length; i += 4) {
    const a = frame[i + 3] / 255;
    out[i] = frame[i] * a; out[i + 1] = frame[i + 1] * a; out[i + 2] = frame[i + 2] * a; out[i + 3] = frame[i + 3];
  }
  return out;
}

function unpremultiply(prem: Float32Array): Uint8Array {
  const out = new Uint8Array(prem.length);
  for (let i = 0; i < prem.length; i += 4) {
    const a = prem[i + 3];
    if (a <= 0.5) continue;
    for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, Math.round((prem[i + c] * 255) / a));
    out[i + 3] = Math.min(255, Math.round(a));
  }
  return out;
}

/** Frames of `w` at width×height (the same frames when the size is its own); never scaled up. */
export function workloadAtSize(w: Workload, width: number, height: number): Workload {
  if (width === w.width && height === w.height) return w;
  const scale = Math.min(1, width / w.width, height / w.height);
  const sw = Math.round(w.width * scale), sh = Math.round(w.height * scale);
  const left = Math.floor((width - sw) / 2), top = Math.floor((height - sh) / 2);
  const frames = w.frames.map((frame) => {
    const scaled = scale === 1 ? frame : unpremultiply(downscaleArea(premultiply(frame), w.width, w.height, 0, 0, w.width, w.height, sw, sh));
    const out = new Uint8Array(width * height * 4);
    for (let y = 0; y < sh; y++) out.set(scaled.subarray(y * sw * 4, (y + 1) * sw * 4), ((top + y) * width + left) * 4);
    return out;
  });
  return { ...w, width, height, frames };
}
