/** The composed frames the page plays while the file encodes: copies, thinned out when very large. */
import type { PreviewFrames } from '../protocol.ts';

/** Above this many bytes of frames the preview keeps every k-th frame (with their time merged). */
export const PREVIEW_MAX_BYTES = 64 * 1024 * 1024;

/** Copies `frames` for posting (the encoder still needs the originals), keeping at most PREVIEW_MAX_BYTES. */
export function previewOf(width: number, height: number, frames: Uint8ClampedArray[], delaysMs: number[], complete: boolean): PreviewFrames {
  const frameBytes = width * height * 4;
  const step = Math.max(1, Math.ceil((frameBytes * frames.length) / PREVIEW_MAX_BYTES));
  const kept: ArrayBuffer[] = [];
  const delays: number[] = [];
  for (let i = 0; i < frames.length; i += step) {
    kept.push(frames[i].slice().buffer);
    delays.push(delaysMs.slice(i, i + step).reduce((sum, ms) => sum + ms, 0));
  }
  return { width, height, frames: kept, delaysMs: delays, complete };
}
