/** Whether a decoded input has nothing to show (issue 19 item 4): every pixel of every frame fully transparent. */
import type { Animation } from '../pipeline/protocol.ts';
import { yieldToEvents } from '../../wasm/shared/yield-to-events.ts';

/** Reads bitmaps' pixels back through one canvas, grown as needed (not one canvas per frame). */
class PixelReader {
  private canvas: OffscreenCanvas | null = null;
  private ctx: OffscreenCanvasRenderingContext2D | null = null;

  /** True when no pixel of the bitmap has any alpha; stops at the first that has. */
  isBlank(bitmap: ImageBitmap): boolean {
    const { width, height } = bitmap;
    if (width === 0 || height === 0) return true;
    if (!this.canvas || this.canvas.width < width || this.canvas.height < height) {
      this.canvas = new OffscreenCanvas(Math.max(width, this.canvas?.width ?? 0), Math.max(height, this.canvas?.height ?? 0));
      this.ctx = this.canvas.getContext('2d', { willReadFrequently: true });
    }
    if (!this.ctx) return false;
    this.ctx.clearRect(0, 0, width, height);
    this.ctx.drawImage(bitmap, 0, 0);
    const { data } = this.ctx.getImageData(0, 0, width, height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
    return true;
  }
}

/** True when no pixel of the bitmap has any alpha; stops at the first that has. */
export const isBlankBitmap = (bitmap: ImageBitmap): boolean => new PixelReader().isBlank(bitmap);

/**
 * True when every frame is fully transparent. It reads frames in order and stops at the first that
 * shows anything, so an input with art in its first frame costs one frame's read-back; each frame is
 * read in its own task, so even a long blank animation never holds the page's main thread (the
 * big-input bound, issue 13) for more than one frame.
 */
export async function isBlank(animation: Animation): Promise<boolean> {
  const reader = new PixelReader();
  for (const [i, frame] of animation.frames.entries()) {
    if (i > 0) await yieldToEvents();
    if (!reader.isBlank(frame.bitmap)) return false;
  }
  return true;
}

/** Animations decodeImage found blank, read when the slot takes them. */
const blankAnimations = new WeakSet<Animation>();

/** Records whether a freshly decoded animation is blank (read its pixels before its frames leave for the worker). */
export async function noteIfBlank(animation: Animation) {
  if (await isBlank(animation)) blankAnimations.add(animation);
}

/** True when noteIfBlank found this animation blank. */
export const wasFoundBlank = (animation: Animation): boolean => blankAnimations.has(animation);
