/** Width and height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The size scaled down (never up) so neither side exceeds maxSide, keeping the aspect ratio. */
export function fitWithin(size: Size, maxSide: number): Size {
  return scaleSize(size, Math.min(1, maxSide / Math.max(size.width, size.height)));
}

/** The largest size with the same aspect ratio that fits inside box (may scale up). */
export function fitInside(size: Size, box: Size): Size {
  return scaleSize(size, Math.min(box.width / size.width, box.height / size.height));
}

/** True when both sides are equal. */
export const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

function scaleSize(size: Size, scale: number): Size {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
