/** Reading words back from a decoded frame (RGBA): ink, colours, the outline around the fill, the fill's two ends, an emoji's colours. */

export type Rgb = [number, number, number];
const near = (frame: Uint8ClampedArray, i: number, rgb: Rgb, tolerance = 60) =>
  frame[i + 3] > 128 && Math.abs(frame[i] - rgb[0]) + Math.abs(frame[i + 1] - rgb[1]) + Math.abs(frame[i + 2] - rgb[2]) < tolerance;

/** Opaque pixels, and those near a colour, in rows [top, bottom). */
export function count(frame: Uint8ClampedArray, width: number, rows: [number, number], rgb?: Rgb) {
  let ink = 0;
  let matching = 0;
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (frame[i + 3] > 128) ink++;
      if (rgb && near(frame, i, rgb)) matching++;
    }
  return { ink, matching };
}

/** Opaque pixels in the outer ring of `margin` px. */
export function inkAtEdges(frame: Uint8ClampedArray, width: number, height: number, margin: number) {
  let n = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x >= margin && y >= margin && x < width - margin && y < height - margin;
      if (!inside && frame[(y * width + x) * 4 + 3] > 128) n++;
    }
  return n;
}

/** Along each row, an opaque pixel of the fill colour whose left neighbour run began with the outline colour. */
export function outlineAroundFill(frame: Uint8ClampedArray, width: number, height: number, fill: Rgb, outline: Rgb) {
  for (let y = 0; y < height; y++) {
    let runStartsWithOutline = false;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (frame[i + 3] <= 128) {
        runStartsWithOutline = false;
        continue;
      }
      const previousClear = x === 0 || frame[i - 1] <= 128;
      if (previousClear) runStartsWithOutline = near(frame, i, outline);
      else if (runStartsWithOutline && near(frame, i, fill, 90)) return true;
    }
  }
  return false;
}

/**
 * Opaque saturated pixels of a hue from green through blue to purple (75°–320°): colours an emoji
 * has and the default words (yellow to orange, black outline) and caption (white, black) do not.
 */
export function coolColours(frame: Uint8ClampedArray) {
  let n = 0;
  for (let i = 0; i < frame.length; i += 4) {
    const [r, g, b] = [frame[i], frame[i + 1], frame[i + 2]];
    const max = Math.max(r, g, b);
    const spread = max - Math.min(r, g, b);
    if (frame[i + 3] <= 128 || spread < 60) continue;
    const hue = max === r ? (60 * ((g - b) / spread) + 360) % 360 : max === g ? 60 * ((b - r) / spread) + 120 : 60 * ((r - g) / spread) + 240;
    if (hue > 75 && hue < 320) n++;
  }
  return n;
}


/**
 * The fill's colour at the top and at the bottom of the letters: the mean of the warm, bright
 * pixels (red over 200, blue under 120: the fill, not its black outline) in the top and the bottom
 * fifth of the rows that have any.
 */
export function fillEnds(frame: Uint8ClampedArray, width: number, height: number): { top: Rgb; bottom: Rgb } {
  const isFill = (i: number) => frame[i + 3] > 128 && frame[i] > 200 && frame[i + 2] < 120;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isFill((y * width + x) * 4)) rows.push(y);
  const top = rows[0];
  const bottom = rows.at(-1)!;
  const band = Math.max(1, Math.round((bottom - top + 1) / 5));
  const mean = (from: number, to: number): Rgb => {
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = from; y < to; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (!isFill(i)) continue;
        for (let c = 0; c < 3; c++) sum[c] += frame[i + c];
        n++;
      }
    return sum.map((v) => Math.round(v / n)) as Rgb;
  };
  return { top: mean(top, top + band), bottom: mean(bottom + 1 - band, bottom + 1) };
}
