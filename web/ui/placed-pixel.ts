/**
 * The colour of a placed image (or the clip's frame showing) under a point of the placement
 * preview, read at the image's own size: the preview shows it object-fit in its frame and moved,
 * zoomed, turned and mirrored by a CSS transform about its centre, which this undoes.
 */
import { hexOf } from '../cutout/cutout-settings.ts';

type Media = HTMLImageElement | HTMLVideoElement;

const sizeOf = (media: Media): [number, number] => (media instanceof HTMLVideoElement ? [media.videoWidth, media.videoHeight] : [media.naturalWidth, media.naturalHeight]);

/** The image pixel under the client point, or null when the point is off the image. */
export function placedPixelAt(media: Media, clientX: number, clientY: number): { x: number; y: number } | null {
  const point = placedPointAt(media, clientX, clientY);
  if (!point) return null;
  const [x, y] = [Math.floor(point.x), Math.floor(point.y)];
  return x >= 0 && y >= 0 && x < point.width && y < point.height ? { x, y } : null;
}

/**
 * The point of the image under the client point, in the image's own pixels and unrounded, on the
 * image or off it (a brush stroke may start beside the subject), with the image's size and how many
 * client pixels one image pixel spans on screen.
 */
export function placedPointAt(media: Media, clientX: number, clientY: number): { x: number; y: number; width: number; height: number; onScreen: number } | null {
  const [width, height] = sizeOf(media);
  const frame = media.offsetParent;
  if (!width || !height || !(frame instanceof HTMLElement)) return null;
  const frameBox = frame.getBoundingClientRect();
  // The element's box before its transform, and the point from its centre (the transform's origin).
  const [boxWidth, boxHeight] = [media.offsetWidth, media.offsetHeight];
  const left = frameBox.left + frame.clientLeft + media.offsetLeft;
  const top = frameBox.top + frame.clientTop + media.offsetTop;
  const style = getComputedStyle(media);
  const matrix = style.transform && style.transform !== 'none' ? new DOMMatrix(style.transform) : new DOMMatrix();
  const local = matrix.inverse().transformPoint(new DOMPoint(clientX - left - boxWidth / 2, clientY - top - boxHeight / 2));
  const scale = (style.objectFit === 'cover' ? Math.max : Math.min)(boxWidth / width, boxHeight / height);
  return { x: local.x / scale + width / 2, y: local.y / scale + height / 2, width, height, onScreen: scale * Math.hypot(matrix.a, matrix.b) };
}

/** The colour ('#rrggbb') of the placed image under the client point, or null off the image. */
export function placedColourAt(media: Media, clientX: number, clientY: number): string | null {
  const pixel = placedPixelAt(media, clientX, clientY);
  if (!pixel) return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(media, pixel.x, pixel.y, 1, 1, 0, 0, 1, 1);
  return hexOf([...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]);
}
