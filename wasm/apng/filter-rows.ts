/**
 * The filter step UPNG.js runs on each frame, done faster: UPNG filters the whole frame with each of
 * PNG's five filters and deflates all five with pako to keep the smallest, which took 11.7 s for 20
 * frames of 320×320 here (168 ms a deflate). This picks the filter line by line (the libpng
 * heuristic: the smallest sum of the filtered bytes read as signed), and the caller deflates once
 * (zlib-deflate.ts). Palette frames keep filter 0, as UPNG does (PNG's advice for palettes). RGBA
 * frames go to the PNG codec's WebAssembly where the encode was handed it (png-rows.ts, which filters
 * and deflates in one); this path serves palettes and where WebAssembly cannot run.
 */

/** UPNG's own line filter: writes line `y` of `img` filtered with `type` into `data` (type byte first). */
export type FilterLine = (data: Uint8Array, img: Uint8Array, y: number, bpl: number, bpp: number, type: number) => void;

/** Sum of the filtered line's bytes read as signed: a line of small differences compresses best. */
function lineCost(data: Uint8Array, start: number, length: number): number {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += data[i] < 128 ? data[i] : 256 - data[i];
  return sum;
}

/** The frame's rows filtered with UPNG's `filterLine`, each line's type byte first: what PNG deflates. */
export function createFilterRows(filterLine: FilterLine) {
  return (img: Uint8Array, h: number, bpp: number, bpl: number): Uint8Array => {
    const data = new Uint8Array(h * (bpl + 1));
    for (let y = 0; y < h; y++) {
      if (bpp === 1) {
        filterLine(data, img, y, bpl, bpp, 0);
        continue;
      }
      const start = y * (bpl + 1) + 1;
      let best = 0;
      let bestCost = Infinity;
      for (let type = 0; type < 5; type++) {
        filterLine(data, img, y, bpl, bpp, type);
        const cost = lineCost(data, start, bpl);
        if (cost < bestCost) [best, bestCost] = [type, cost];
      }
      if (best !== 4) filterLine(data, img, y, bpl, bpp, best);
    }
    return data;
  };
}
