/**
 * "Remove backdrop": the background is what joins the image's edges and is near their colour.
 * A flood fill from every edge pixel takes it out and keeps a subject that shares the colour
 * inside (white eyes on a white backdrop stay), unlike "Remove colour".
 */
import { squaredColourDistance } from './colour-distance.ts';
import { alphaTableFor } from './key-colour.ts';

/** The backdrop's colour: the median of the edge pixels' channels (ignoring transparent ones); null when every edge pixel is transparent. */
export function edgeColour(rgba: Uint8ClampedArray, width: number, height: number): [number, number, number] | null {
  const channels: number[][] = [[], [], []];
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    if (rgba[i + 3] < 128) return;
    for (let c = 0; c < 3; c++) channels[c].push(rgba[i + c]);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    take(width - 1, y);
  }
  if (!channels[0].length) return null;
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]) as [number, number, number];
}

/** An alpha mask with the edge-joined backdrop taken out (faded over its soft edge); `backdrop` is the colour removed. */
export function floodBackdrop(rgba: Uint8ClampedArray, width: number, height: number, tolerance: number, backdrop = edgeColour(rgba, width, height)) {
  const count = width * height;
  const mask = new Uint8Array(count);
  for (let p = 0; p < count; p++) mask[p] = rgba[p * 4 + 3];
  if (!backdrop) return { mask, backdrop };
  // What each pixel would keep if the fill reached it, in one tight pass; the fill then only reads it.
  // Transparent pixels pass the fill on: a backdrop behind already transparent parts is still one backdrop.
  const table = alphaTableFor(tolerance);
  const [r, g, b] = backdrop;
  const reach = new Uint8Array(count);
  for (let p = 0, i = 0; p < count; p++, i += 4) reach[p] = rgba[i + 3] < 128 ? 0 : table[squaredColourDistance(rgba, i, r, g, b)];
  const seen = new Uint8Array(count);
  const queue = new Int32Array(count);
  let tail = 0;
  const seed = (p: number) => {
    if (seen[p] || reach[p] === 255) return;
    seen[p] = 1;
    queue[tail++] = p;
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head];
    if (reach[p] < mask[p]) mask[p] = reach[p];
    const x = p % width;
    if (x > 0 && !seen[p - 1] && reach[p - 1] !== 255) {
      seen[p - 1] = 1;
      queue[tail++] = p - 1;
    }
    if (x < width - 1 && !seen[p + 1] && reach[p + 1] !== 255) {
      seen[p + 1] = 1;
      queue[tail++] = p + 1;
    }
    if (p >= width && !seen[p - width] && reach[p - width] !== 255) {
      seen[p - width] = 1;
      queue[tail++] = p - width;
    }
    if (p < count - width && !seen[p + width] && reach[p + width] !== 255) {
      seen[p + width] = 1;
      queue[tail++] = p + width;
    }
  }
  return { mask, backdrop };
}
