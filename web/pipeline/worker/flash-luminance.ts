/**
 * Relative luminance of an RGBA frame averaged over a coarse grid of cells (WCAG 2.x relative
 * luminance, sRGB → linear), and the cells' saturated red (WCAG's red flash threshold). Cells, not pixels: content sliding a few pixels is motion, not a
 * flash of an area, and averaging over cells keeps texture moving inside a cell from counting.
 */
import { SRGB_TO_LINEAR as LINEAR } from '../../legibility/luminance.ts';

/** Cells across and down (fewer when the frame is smaller than this in pixels). */
export const FLASH_GRID = 8;

/** The grid laid over a frame: each pixel's cell and each cell's share of the frame's area. */
export interface CellGrid {
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** Cell index of every pixel, row-major. */
  cellOf: Uint16Array;
  /** Pixels in each cell. */
  pixels: Float64Array;
  /** Each cell's share of the whole area, summing to 1. */
  share: Float64Array;
}

/** Splits a width×height frame into at most FLASH_GRID×FLASH_GRID cells of near-equal size. */
export function makeCellGrid(width: number, height: number): CellGrid {
  const columns = Math.min(FLASH_GRID, width);
  const rows = Math.min(FLASH_GRID, height);
  const cellOf = new Uint16Array(width * height);
  const pixels = new Float64Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * rows) / height);
    for (let x = 0; x < width; x++) {
      const cell = row * columns + Math.floor((x * columns) / width);
      cellOf[y * width + x] = cell;
      pixels[cell]++;
    }
  }
  const share = pixels.map((n) => n / (width * height));
  return { width, height, columns, rows, cellOf, pixels, share };
}

/** WCAG's saturated red: a state whose linear R/(R+G+B) is at least this. */
export const SATURATED_RED_SHARE = 0.8;
/** WCAG's red flash measure: (R − G − B) × 320, negative values set to zero. */
export const RED_SCALE = 320;

/** Saturated red of one state from its linear channel means: (R − G − B) × 320 when saturated, else 0. */
export function saturatedRed(r: number, g: number, b: number): number {
  const sum = r + g + b;
  return sum > 0 && r / sum >= SATURATED_RED_SHARE ? Math.max(0, r - g - b) * RED_SCALE : 0;
}

/**
 * Per cell, the frame composited over black (`overDark`) and over white (`overLight`): an emote's
 * transparent parts show the chat behind it, dark or light. `overDark` and `overLight` are the mean
 * relative luminance; `redOverDark` and `redOverLight` the saturated red of the cell's mean colour
 * (saturatedRed). Alpha below `alphaCutoff` counts as transparent and the rest as opaque, as the GIF
 * writes it.
 */
export function cellLuminances(frame: Uint8ClampedArray, grid: CellGrid, alphaCutoff: number | null) {
  const cells = grid.pixels.length;
  const [r, g, b, covered] = [new Float64Array(cells), new Float64Array(cells), new Float64Array(cells), new Float64Array(cells)];
  // A row at a time, a cell's run of pixels at a time, its sums held in locals: the same additions in
  // the same order as pixel by pixel (so the same sums), without a lookup and four stores a pixel.
  const { width, height, cellOf } = grid;
  const linear = LINEAR;
  // Where each column of cells starts: the same x in every row.
  const starts = [0];
  for (let x = 1; x < width; x++) if (cellOf[x] !== cellOf[x - 1]) starts.push(x);
  starts.push(width);
  for (let y = 0; y < height; y++) {
    const rowStart = y * width;
    for (let run = 0; run + 1 < starts.length; run++) {
      const cell = cellOf[rowStart + starts[run]];
      let sr = r[cell];
      let sg = g[cell];
      let sb = b[cell];
      let sa = covered[cell];
      for (let i = (rowStart + starts[run]) * 4, stop = (rowStart + starts[run + 1]) * 4; i < stop; i += 4) {
        const a = alphaCutoff === null ? frame[i + 3] / 255 : frame[i + 3] < alphaCutoff ? 0 : 1;
        if (a === 0) continue;
        sr += a * linear[frame[i]];
        sg += a * linear[frame[i + 1]];
        sb += a * linear[frame[i + 2]];
        sa += a;
      }
      r[cell] = sr;
      g[cell] = sg;
      b[cell] = sb;
      covered[cell] = sa;
    }
  }
  const mean = (sums: Float64Array, c: number, light: boolean) => (sums[c] + (light ? grid.pixels[c] - covered[c] : 0)) / grid.pixels[c];
  const luminance = (light: boolean) => r.map((_, c) => 0.2126 * mean(r, c, light) + 0.7152 * mean(g, c, light) + 0.0722 * mean(b, c, light));
  const red = (light: boolean) => r.map((_, c) => saturatedRed(mean(r, c, light), mean(g, c, light), mean(b, c, light)));
  return { overDark: luminance(false), overLight: luminance(true), redOverDark: red(false), redOverLight: red(true) };
}
