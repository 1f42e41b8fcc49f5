/** Deterministic test animations: photo-like texture so palettes and LZW work as on real emotes. */
import type { GifFrames } from '../../wasm/gif/gif-frames.ts';
import { mulberry32 } from '../../web/emotes/seeded-random.ts';

/** What to draw: size, frame count, delay, and whether the subject sits on a transparent background. */
export interface SyntheticOptions {
  width: number;
  height: number;
  frames: number;
  delayCs?: number;
  transparent?: boolean;
  /** Amplitude of per-pixel seeded noise; 0 gives smooth gradients only. */
  grain?: number;
}

/** A textured disc bobbing across frames (alpha 0 or 255), with smooth gradients and seeded grain. */
export function makeSyntheticFrames(options: SyntheticOptions): GifFrames {
  const { width, height, frames: count, delayCs = 4, transparent = true, grain = 12 } = options;
  const random = mulberry32(7);
  const frames: Uint8ClampedArray[] = [];
  for (let f = 0; f < count; f++) {
    const phase = (2 * Math.PI * f) / count;
    const cx = width * (0.5 + 0.12 * Math.sin(phase));
    const cy = height * (0.5 - 0.08 * Math.abs(Math.sin(phase)));
    const radius = Math.min(width, height) * 0.4;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const dx = x - cx, dy = y - cy;
        const i = (y * width + x) * 4;
        if (transparent && dx * dx + dy * dy > radius * radius) continue;
        const u = (dx + dy * 0.3) / radius, v = (dy - dx * 0.2) / radius;
        const noise = (random() - 0.5) * grain;
        rgba[i] = 140 + 90 * Math.sin(3 * u + phase) + noise;
        rgba[i + 1] = 110 + 70 * Math.cos(4 * v) + 30 * u + noise;
        rgba[i + 2] = 90 + 60 * Math.sin(5 * (u + v)) + noise;
        rgba[i + 3] = 255;
      }
    }
    frames.push(rgba);
  }
  return { width, height, frames, delaysCs: frames.map(() => delayCs) };
}

/** Frames of one flat colour each, for exact round trips. */
export function makeFlatFrames(width: number, height: number, colours: [number, number, number, number][], delayCs = 5): GifFrames {
  const frames = colours.map(([r, g, b, a]) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([r, g, b, a], i);
    return rgba;
  });
  return { width, height, frames, delaysCs: frames.map(() => delayCs) };
}

/** Mean absolute difference per channel of opaque pixels, and how many pixels disagree on transparency. */
export function compareFrames(a: ArrayLike<number>, b: ArrayLike<number>): { meanError: number; alphaMismatches: number } {
  let error = 0, opaque = 0, alphaMismatches = 0;
  for (let i = 0; i < a.length; i += 4) {
    const aOpaque = a[i + 3] >= 128, bOpaque = b[i + 3] >= 128;
    if (aOpaque !== bOpaque) alphaMismatches++;
    else if (aOpaque) {
      error += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      opaque++;
    }
  }
  return { meanError: opaque ? error / (3 * opaque) : 0, alphaMismatches };
}
