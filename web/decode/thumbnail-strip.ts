/**
 * The timeline's thumbnails of an animated image (issue 23 item 2): a few small frames spread over
 * the whole input. Its frames outside the part the emote plays are not kept (frame-span.ts), so
 * while they are read each leaves a small copy here; once the input's length is known the copies at
 * the strip's places are kept and the rest closed.
 */
import type { Animation } from '../pipeline/protocol.ts';
import { frameIndexAt } from '../pipeline/worker/output-timing.ts';
import type { Size } from './fit-size.ts';
import { resizeTo } from './decode-bitmap.ts';

/** Thumbnails along the strip. */
export const THUMBNAIL_COUNT = 8;
/** Their height in px (the strip shows them at about this size). */
const THUMBNAIL_HEIGHT = 48;

/** A thumbnail's size for a frame of width×height. */
export const thumbnailSize = (width: number, height: number): Size => ({ width: Math.max(1, Math.round((width * THUMBNAIL_HEIGHT) / height)), height: THUMBNAIL_HEIGHT });

/** The middle of each of the strip's places over an input of `totalMs`. */
export const placeMiddles = (totalMs: number) => Array.from({ length: THUMBNAIL_COUNT }, (_, k) => ((k + 0.5) * totalMs) / THUMBNAIL_COUNT);

/** Thumbnails of the frames showing at the strip's places, drawn from `bitmapAt(frame index)`. */
export function drawThumbnails(endTimes: number[], size: Size, bitmapAt: (index: number) => ImageBitmap): ImageBitmap[] {
  return placeMiddles(endTimes.at(-1) ?? 0).map((ms) => {
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')!.drawImage(bitmapAt(frameIndexAt(endTimes, ms)), 0, 0, size.width, size.height);
    return canvas.transferToImageBitmap();
  });
}

/** Small copies of the frames not kept, by index, until the strip is drawn. */
export class ThumbnailStrip {
  private readonly copies = new Map<number, ImageBitmap>();
  private size: Size | null = null;

  /** Keeps a small copy of frame `index`, which is `fitted` at the input's size. */
  async add(index: number, frame: VideoFrame, fitted: Size) {
    this.size ??= thumbnailSize(fitted.width, fitted.height);
    this.copies.set(index, await createImageBitmap(frame, resizeTo(this.size)));
  }

  /** The strip over frames ending at `endTimes`, from the copies or `kept(index)` for a kept frame; the copies are closed. */
  pick(endTimes: number[], kept: (index: number) => ImageBitmap | null, fitted: Size): ImageBitmap[] {
    const size = this.size ?? thumbnailSize(fitted.width, fitted.height);
    try {
      return drawThumbnails(endTimes, size, (index) => this.copies.get(index) ?? kept(index)!);
    } finally {
      this.close();
    }
  }

  /** Closes the copies. */
  close() {
    this.copies.forEach((bitmap) => bitmap.close());
    this.copies.clear();
  }
}

/** Thumbnails drawn while an animation's frames were read, until the slot takes them. */
const readThumbnails = new WeakMap<Animation, ImageBitmap[]>();

/** Records the thumbnails drawn while reading `animation`. */
export const keepReadThumbnails = (animation: Animation, bitmaps: ImageBitmap[]) => readThumbnails.set(animation, bitmaps);

/** The thumbnails drawn while reading `animation`, handed over once (null when none were). */
export function takeReadThumbnails(animation: Animation): ImageBitmap[] | null {
  const bitmaps = readThumbnails.get(animation) ?? null;
  readThumbnails.delete(animation);
  return bitmaps;
}
