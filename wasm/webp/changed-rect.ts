/**
 * Where a frame differs from what the viewer already sees: an animated WebP frame need hold only
 * that rectangle (libwebp's WebPAnimEncoder does the same). For a lossy encode a pixel counts as
 * changed when a channel moved by more than libwebp's own allowance for the quality
 * (QualityToMaxDiff in its anim_encode.c: 1 at quality 100, 31 at 0), weighed by the pixel's
 * alpha, with alpha itself kept exact (its PixelsAreSimilar), so a GIF's dither noise does not make
 * every frame whole. The comparison is with the canvas as shown, never with the frame
 * before: what a skipped pixel shows stays within the allowance of its source.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest channel difference a lossy encode at `quality` (0..100) leaves as unchanged. */
export function maxDiffForQuality(quality: number): number {
  const val = Math.sqrt(Math.min(100, Math.max(0, quality)) / 100);
  return Math.round(31 * (1 - val) + val);
}

/**
 * The smallest rectangle, x and y even (the container stores them halved), holding every pixel of
 * `next` that differs from `shown`: in alpha at all, or in a colour channel by more than `maxDiff`
 * at full opacity (pixels transparent in both are equal whatever their colour). Null when nothing changed.
 */
export function changedRect(shown: Uint8ClampedArray, next: Uint8ClampedArray, width: number, height: number, maxDiff: number): Rect | null {
  const allowed = maxDiff * 255;
  const differs = (i: number) => {
    const alpha = next[i + 3];
    return shown[i + 3] !== alpha || Math.abs(shown[i] - next[i]) * alpha > allowed
      || Math.abs(shown[i + 1] - next[i + 1]) * alpha > allowed || Math.abs(shown[i + 2] - next[i + 2]) * alpha > allowed;
  };
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    // Each row from its ends inwards: a photo's frame, changed everywhere, is read a pixel or two a row.
    let x = 0;
    while (x < width && !differs(row + x * 4)) x++;
    if (x === width) continue;
    let last = width - 1;
    while (last > x && !differs(row + last * 4)) last--;
    if (x < left) left = x;
    if (last > right) right = last;
    if (y < top) top = y;
    bottom = y;
  }
  if (right < 0) return null;
  const x = left & ~1;
  const y = top & ~1;
  return { x, y, width: right + 1 - x, height: bottom + 1 - y };
}

/** The rectangle's pixels as a frame of their own. */
export function cropRgba(rgba: Uint8ClampedArray, width: number, rect: Rect): Uint8ClampedArray {
  if (rect.x === 0 && rect.y === 0 && rect.width === width && rect.height * width * 4 === rgba.length) return rgba;
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * width + rect.x) * 4;
    out.set(rgba.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/** Copies the rectangle of `next` onto `shown`: the canvas as the viewer sees it after the frame. */
export function pasteRect(shown: Uint8ClampedArray, next: Uint8ClampedArray, width: number, rect: Rect): void {
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * width + rect.x) * 4;
    shown.set(next.subarray(from, from + rect.width * 4), from);
  }
}

/**
 * Each frame's rectangle as an animated WebP holds it: the whole canvas for the first, then what
 * changed on the canvas as shown (null where nothing did: the frame before lengthens instead).
 */
export function frameRects(frames: Uint8ClampedArray[], width: number, height: number, maxDiff: number): (Rect | null)[] {
  const shown = frames[0].slice();
  return frames.map((rgba, i) => {
    if (i === 0) return { x: 0, y: 0, width, height };
    const rect = changedRect(shown, rgba, width, height, maxDiff);
    if (rect) pasteRect(shown, rgba, width, rect);
    return rect;
  });
}

/** Pixels the frames' rectangles hold in all: what an encode of them has to code. */
export const changedArea = (frames: Uint8ClampedArray[], width: number, height: number, maxDiff: number): number =>
  frameRects(frames, width, height, maxDiff).reduce((sum, rect) => sum + (rect ? rect.width * rect.height : 0), 0);
