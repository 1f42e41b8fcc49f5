/** Small frames for the cut-out's tests: a flat backdrop with a square subject. */

/** An RGBA frame of `backdrop` with a `subject`-coloured square from (x0, y0), `size` px a side. */
export function squareOnBackdrop(width: number, height: number, backdrop: number[], subject: number[], x0: number, y0: number, size: number) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= x0 && x < x0 + size && y >= y0 && y < y0 + size;
      rgba.set([...(inside ? subject : backdrop), 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

export const alphaAt = (rgba: Uint8ClampedArray, width: number, x: number, y: number) => rgba[(y * width + x) * 4 + 3];
