import { fitWithin } from './fit-size.ts';
import { createObjectUrl } from './load-url.ts';
import { withTimeout } from './with-timeout.ts';

/**
 * What an <img> shows of a file the decoders refuse. Chromium 156's ImageDecoder and
 * createImageBitmap reject a truncated PNG or GIF, yet an <img> draws the rows that arrived, so
 * drawing it to a canvas gives the visitor what a browser shows. Null when nothing visible decodes
 * (a corrupt file draws as fully transparent), so the caller can give the invalid-image message.
 */
export async function decodePartialImage(bytes: Uint8Array<ArrayBuffer>, mime: string, maxSide: number) {
  const url = createObjectUrl(new Blob([bytes], { type: mime }));
  try {
    const image = new Image();
    image.src = url;
    try {
      await withTimeout(image.decode(), 'an image element');
    } catch {
      return null;
    }
    if (!image.naturalWidth || !image.naturalHeight) return null;
    const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight }, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    if (!hasVisiblePixel(context.getImageData(0, 0, size.width, size.height).data)) return null;
    return canvas.transferToImageBitmap();
  } finally {
    URL.revokeObjectURL(url);
  }
}

function hasVisiblePixel(rgba: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 0) return true;
  return false;
}
