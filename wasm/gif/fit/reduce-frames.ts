/** The fit loop's ways of giving up frames and pixels, keeping the animation's total duration. */
import { applyAlphaCutoff } from '../alpha-cutoff.ts';
import type { GifFrames } from '../gif-frames.ts';
import { resizeRgba } from './resize-rgba.ts';

/** Every `step`-th frame; each kept frame also shows for the frames dropped after it. */
export function dropFrames(input: GifFrames, step: number): GifFrames {
  if (step <= 1) return input;
  const frames: Uint8ClampedArray[] = [];
  const delaysCs: number[] = [];
  for (let i = 0; i < input.frames.length; i += step) {
    frames.push(input.frames[i]);
    delaysCs.push(input.delaysCs.slice(i, i + step).reduce((sum, cs) => sum + cs, 0));
  }
  return { ...input, frames, delaysCs };
}

/** The output size at `scale`, at least 1×1. */
export function scaledSize(width: number, height: number, scale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Frames shrunk to `scale`, with alpha cut again at half since averaging softens the edges. */
export function scaleFrames(input: GifFrames, scale: number): GifFrames {
  const { width, height } = scaledSize(input.width, input.height, scale);
  if (width === input.width && height === input.height) return input;
  const frames = input.frames.map((frame) => {
    const small = resizeRgba(frame, input.width, input.height, width, height);
    applyAlphaCutoff(small, 128);
    return small;
  });
  return { ...input, width, height, frames };
}
