/** Anchor: gifenc with one palette quantized over all frames (DESIGN's 'JS global-palette encoder'). */
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { concatBytes } from '../../wasm/shared/concat-bytes.ts';

/** Pixels with alpha below this become transparent, as the pipeline's default alphaCutoff. */
export const ALPHA_CUTOFF = 128;

/** Copies every opaque pixel of every frame into one RGBA array, the quantizer's input. */
function gatherOpaquePixels(frames: Uint8Array[]): { pixels: Uint8Array; anyTransparent: boolean } {
  let count = 0;
  for (const f of frames) for (let i = 3; i < f.length; i += 4) if (f[i] >= ALPHA_CUTOFF) count++;
  const pixels = new Uint8Array(count * 4);
  let o = 0;
  for (const f of frames) {
    for (let i = 0; i < f.length; i += 4) {
      if (f[i + 3] < ALPHA_CUTOFF) continue;
      pixels[o] = f[i]; pixels[o + 1] = f[i + 1]; pixels[o + 2] = f[i + 2]; pixels[o + 3] = 255;
      o += 4;
    }
  }
  const total = frames.reduce((n, f) => n + f.length / 4, 0);
  return { pixels, anyTransparent: count < total };
}

/** Encodes looping frames with a global palette of at most `colors` entries (one kept for transparency). */
export function encodeGifenc(frames: Uint8Array[], width: number, height: number, delayMs: number, colors = 256): Uint8Array {
  const { pixels, anyTransparent } = gatherOpaquePixels(frames);
  const palette = quantize(pixels, anyTransparent ? colors - 1 : colors);
  const transparentIndex = palette.length;
  // All frames in one buffer: gifenc's applyPalette reads `rgba.buffer` whole, and one call shares its colour cache.
  const all = concatBytes(frames);
  const index = applyPalette(all, palette);
  if (anyTransparent) for (let p = 0; p < index.length; p++) if (all[p * 4 + 3] < ALPHA_CUTOFF) index[p] = transparentIndex;
  const gif = GIFEncoder();
  const pixelsPerFrame = width * height;
  frames.forEach((_, n) => {
    gif.writeFrame(index.subarray(n * pixelsPerFrame, (n + 1) * pixelsPerFrame), width, height, {
      palette: n === 0 ? (anyTransparent ? [...palette, [0, 0, 0]] : palette) : undefined,
      delay: delayMs,
      transparent: anyTransparent,
      transparentIndex: anyTransparent ? transparentIndex : 0,
    });
  });
  gif.finish();
  return gif.bytes();
}
