import { fitWithin, sameSize, type Size } from './fit-size.ts';
import { TimeoutError, withTimeout } from './with-timeout.ts';

const closeBitmap = (bitmap: ImageBitmap) => bitmap.close();

/** createImageBitmap options that scale to `size` at the best quality the browser offers. */
export const resizeTo = (size: Size): ImageBitmapOptions => ({
  resizeWidth: size.width,
  resizeHeight: size.height,
  resizeQuality: 'high',
});

/** The bitmap scaled down to at most maxSide a side; the original is closed when a copy is made. */
export async function scaleBitmap(bitmap: ImageBitmap, maxSide: number): Promise<ImageBitmap> {
  const size = fitWithin(bitmap, maxSide);
  if (sameSize(size, bitmap)) return bitmap;
  try {
    return await withTimeout(createImageBitmap(bitmap, resizeTo(size)), 'scaling a bitmap', closeBitmap);
  } finally {
    bitmap.close();
  }
}

/**
 * The first frame through createImageBitmap(Blob), upright and scaled; null when the browser cannot
 * decode it. Only this path (and drawImage) applies EXIF orientation in Chromium 156; decoding at
 * full size before scaling keeps the result right even where our EXIF reading and the browser's differ.
 */
export async function decodeWithBitmap(bytes: Uint8Array<ArrayBuffer>, mime: string, maxSide: number) {
  let full: ImageBitmap;
  try {
    const blob = new Blob([bytes], { type: mime });
    full = await withTimeout(createImageBitmap(blob, { imageOrientation: 'from-image' }), 'decoding a bitmap', closeBitmap);
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    return null;
  }
  return scaleBitmap(full, maxSide);
}
