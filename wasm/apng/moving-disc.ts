/** Test frames for the APNG codec's tests. */
import type { ApngFrames } from './meta.ts';

/** Frames of a moving gradient disc on a clear background, half-transparent at its rim. */
export function movingDisc(width: number, height: number, count: number, delayMs = 70): ApngFrames {
  const frames = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = Math.hypot(x - width / 2 - f * 2, y - height / 2);
        rgba.set([(x * 255) / width, (y * 255) / height, f * 20, d < width / 3 ? 255 : d < width / 3 + 4 ? 128 : 0], (y * width + x) * 4);
      }
    }
    return rgba;
  });
  return { width, height, frames, delaysMs: frames.map(() => delayMs) };
}
