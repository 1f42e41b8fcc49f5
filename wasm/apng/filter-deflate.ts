/**
 * The filter-and-deflate step UPNG.js runs on each frame, done faster: UPNG filters the whole frame
 * with each of PNG's five filters and deflates all five with pako to keep the smallest, which took
 * 11.7 s for 20 frames of 320×320 here (168 ms a deflate). This picks the filter line by line
 * (the libpng heuristic: the smallest sum of the filtered bytes read as signed) and deflates once
 * with fflate: 20 such frames in about 2 s, a few percent larger or smaller. Palette frames keep
 * filter 0, as UPNG does (PNG's advice for palettes). RGBA frames go to the PNG codec's WebAssembly
 * where the encode was handed it (png-rows.ts, about a tenth of the time); this path stays for
 * palettes and where WebAssembly cannot run.
 */
import { zlibSync } from 'fflate';
import type { RgbaRows } from '../png/png-rows.ts';

/** UPNG's own line filter: writes line `y` of `img` filtered with `type` into `data` (type byte first). */
type FilterLine = (data: Uint8Array, img: Uint8Array, y: number, bpl: number, bpp: number, type: number) => void;

/** fflate's level: 6 as zlib's default; lower levels saved little time on these frames and cost bytes. */
const LEVEL = 6;

/** Sum of the filtered line's bytes read as signed: a line of small differences compresses best. */
function lineCost(data: Uint8Array, start: number, length: number): number {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += data[i] < 128 ? data[i] : 256 - data[i];
  return sum;
}

/**
 * A replacement for UPNG.encode._filterZero built on its own `filterLine`: same arguments, zlib
 * stream out. `rows` gives the current encode's WebAssembly rows, if it was handed them.
 */
export function createFilterDeflate(filterLine: FilterLine, rows: () => RgbaRows | null) {
  return (img: Uint8Array, h: number, bpp: number, bpl: number, data: Uint8Array): Uint8Array => {
    const wasm = bpp === 4 ? rows() : null;
    if (wasm) return wasm(img, bpl / 4, h);
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
    return zlibSync(data, { level: LEVEL });
  };
}
