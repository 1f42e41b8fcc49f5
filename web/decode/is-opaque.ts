/** Whether a decoded image has any transparency: photographs have none, cut-out art has plenty. */

/** True when every pixel of the bitmap is fully opaque (alpha 255). Reads the pixels once, at the bitmap's size. */
export function isOpaque(bitmap: ImageBitmap): boolean {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.drawImage(bitmap, 0, 0);
  const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}
