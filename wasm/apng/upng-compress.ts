/**
 * UPNG.js 2.1.0's `UPNG.encode.compress` (MIT, Photopea) for the calls encode-apng.ts makes (no
 * quantizing by UPNG, not for GIF), made faster with the same output: its colour table was a plain
 * object keyed by each pixel's 32-bit value (a string key for every opaque colour, looked up once a
 * pixel), each frame's changed rectangle was found by comparing every pixel, and the rectangle was
 * copied and compared a byte at a time. Here the table is a small hash table in typed arrays, the
 * rectangle is read from the rows' ends inwards, and pixels are compared and copied as 32-bit values.
 * On 40 frames of a photo at 320² and 32 colours, in Node: 300 -> about 110 ms a call (of an encode's
 * 820 ms). Other calls go to UPNG's own; upng-compress.test.ts holds the two equal.
 */

/** UPNG's frame record as its writer (UPNG.encode) reads it. */
export interface UpngFrame {
  rect: { x: number; y: number; width: number; height: number };
  img: Uint8Array;
  bpl: number;
  bpp: number;
  blend: number;
  dispose: number;
  /** The frame's zlib stream, which the writer copies into the file: set between compressing and writing (encode-apng.ts). */
  cimg?: Uint8Array;
}

export interface UpngCompressed {
  ctype: number;
  depth: number;
  plte: number[];
  gotAlpha: boolean;
  frames: UpngFrame[];
}

export type UpngCompress = (bufs: ArrayBuffer[], w: number, h: number, ps: number, forGIF?: boolean, forbidPlte?: boolean) => UpngCompressed;

/** UPNG gives up counting colours at this many (a palette holds 256). */
const COUNT_UP_TO = 300;

/** The rectangle where `a` and `b` (w×h pixel values) differ, as UPNG's min/max scan finds it; null where none does. */
function changedBox(a: Int32Array, b: Int32Array, w: number, h: number) {
  const rowDiffers = (y: number) => {
    for (let i = y * w, end = i + w; i < end; i++) if (a[i] !== b[i]) return true;
    return false;
  };
  let top = 0;
  while (top < h && !rowDiffers(top)) top++;
  if (top === h) return null;
  let bottom = h - 1;
  while (!rowDiffers(bottom)) bottom--;
  let left = w;
  let right = -1;
  for (let y = top; y <= bottom; y++) {
    const row = y * w;
    for (let x = 0; x < left; x++) {
      if (a[row + x] !== b[row + x]) {
        left = x;
        break;
      }
    }
    for (let x = w - 1; x > right; x--) {
      if (a[row + x] !== b[row + x]) {
        right = x;
        break;
      }
    }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * A frame's changed rectangle as UPNG makes it (its _copyTile in modes 0, 3 and 2, a row at a time):
 * the previous frame's pixels there, then the new ones; where every changed pixel can be blended over
 * the old (UPNG's test: not a see-through pixel over a visible one), an unchanged pixel is left clear
 * and the frame is blended. `rect` lies inside both w-wide frames.
 */
function changedTile(previous: Int32Array, current: Int32Array, w: number, rect: { x: number; y: number; width: number; height: number }) {
  const { x: nx, y: ny, width: nw, height: nh } = rect;
  const tile = new Int32Array(nw * nh);
  for (let y = 0; y < nh; y++) tile.set(previous.subarray((ny + y) * w + nx, (ny + y) * w + nx + nw), y * nw);
  const tileBytes = new Uint8Array(tile.buffer);
  const currentBytes = new Uint8Array(current.buffer, current.byteOffset, current.byteLength);
  let blend = 1;
  check: for (let y = 0; y < nh; y++) {
    for (let x = 0, si = (ny + y) * w + nx, ti = y * nw; x < nw; x++, si++, ti++) {
      if (current[si] === tile[ti]) continue;
      if (currentBytes[si * 4 + 3] < 220 && tileBytes[ti * 4 + 3] > 20) {
        blend = 0;
        break check;
      }
    }
  }
  for (let y = 0; y < nh; y++) {
    const si = (ny + y) * w + nx;
    const ti = y * nw;
    if (!blend) tile.set(current.subarray(si, si + nw), ti);
    else for (let x = 0; x < nw; x++) tile[ti + x] = current[si + x] === tile[ti + x] ? 0 : current[si + x];
  }
  return { tile, blend };
}

/**
 * Pixel values (as signed integers) to palette indices: a small hash table in typed arrays, with
 * room for `entries` kept at most a third full. UPNG stops counting at COUNT_UP_TO colours within a
 * frame, but each later frame may still add one, so the bound grows with the frames.
 */
function colourTable(entries: number) {
  const bits = Math.max(4, Math.ceil(Math.log2(3 * entries)));
  const mask = (1 << bits) - 1;
  const keys = new Int32Array(mask + 1);
  const indices = new Int32Array(mask + 1).fill(-1);
  const slotOf = (value: number) => {
    let slot = Math.imul(value, 0x9e3779b1) >>> (32 - bits);
    while (indices[slot] !== -1 && keys[slot] !== value) slot = (slot + 1) & mask;
    return slot;
  };
  return {
    /** The value's index, or -1. */
    get: (value: number) => indices[slotOf(value)],
    set: (value: number, index: number) => {
      const slot = slotOf(value);
      keys[slot] = value;
      indices[slot] = index;
    },
  };
}

/** UPNG.encode.compress with the same results, faster where encode-apng.ts calls it (ps 0, not for GIF). */
export function createUpngCompress(original: UpngCompress): UpngCompress {
  return (bufs, w, h, ps, forGIF = false, forbidPlte = false) => {
    if (ps !== 0 || forGIF || bufs.length === 0) return original(bufs, w, h, ps, forGIF, forbidPlte);
    let ctype = 6;
    let depth = 8;
    let bpp = 4;
    let alphaAnd = 255;
    for (const buf of bufs) {
      const img = new Uint8Array(buf);
      for (let i = 3; i < img.length; i += 4) alphaAnd &= img[i];
    }
    let gotAlpha = alphaAnd !== 255;
    // Keys are the pixel values as signed integers; the palette keeps them unsigned, as UPNG's does.
    const cmap = colourTable(COUNT_UP_TO + bufs.length);
    cmap.set(0, 0);
    const plte: number[] = [0];
    for (const buf of bufs) {
      const img32 = new Int32Array(buf);
      for (let i = 0; i < img32.length; i++) {
        const c = img32[i];
        if ((i < w || (c !== img32[i - 1] && c !== img32[i - w])) && cmap.get(c) === -1) {
          cmap.set(c, plte.length);
          plte.push(c >>> 0);
          if (plte.length >= COUNT_UP_TO) break;
        }
      }
    }
    const cc = plte.length;
    const indexed = cc <= 256 && !forbidPlte;
    if (indexed) {
      depth = cc <= 2 ? 1 : cc <= 4 ? 2 : cc <= 16 ? 4 : 8;
      gotAlpha = true;
    }
    const frames: UpngFrame[] = [];
    for (let j = 0; j < bufs.length; j++) {
      let cimg = new Uint8Array(bufs[j]);
      let cimg32 = new Int32Array(bufs[j]);
      let [nx, ny, nw, nh, blend] = [0, 0, w, h, 0];
      if (j !== 0) {
        // Against the frame before, or the one before it (the frame between then disposed to clear).
        const tries = j === 1 || frames[frames.length - 2].dispose === 2 ? 1 : 2;
        let best = 0;
        let bestArea = 1e9;
        for (let back = 0; back < tries; back++) {
          const box = changedBox(cimg32, new Int32Array(bufs[j - 1 - back]), w, h);
          const area = box ? box.width * box.height : 1;
          if (area < bestArea) {
            [bestArea, best] = [area, back];
            [nx, ny, nw, nh] = box ? [box.x, box.y, box.width, box.height] : [0, 0, 1, 1];
          }
        }
        if (best === 1) frames[frames.length - 1].dispose = 2;
        const changed = changedTile(new Int32Array(bufs[j - 1 - best]), cimg32, w, { x: nx, y: ny, width: nw, height: nh });
        blend = changed.blend;
        cimg32 = changed.tile;
        cimg = new Uint8Array(cimg32.buffer);
      }
      let bpl = 4 * nw;
      if (indexed) {
        bpl = Math.ceil((depth * nw) / 8);
        const nimg = new Uint8Array(bpl * nh);
        const index = cmap.get;
        for (let y = 0; y < nh; y++) {
          const i = y * bpl;
          const ii = y * nw;
          if (depth === 8) for (let x = 0; x < nw; x++) nimg[i + x] = index(cimg32[ii + x]);
          else if (depth === 4) for (let x = 0; x < nw; x++) nimg[i + (x >> 1)] |= index(cimg32[ii + x]) << (4 - (x & 1) * 4);
          else if (depth === 2) for (let x = 0; x < nw; x++) nimg[i + (x >> 2)] |= index(cimg32[ii + x]) << (6 - (x & 3) * 2);
          else for (let x = 0; x < nw; x++) nimg[i + (x >> 3)] |= index(cimg32[ii + x]) << (7 - (x & 7));
        }
        [cimg, ctype, bpp] = [nimg, 3, 1];
      } else if (!gotAlpha && bufs.length === 1) {
        const nimg = new Uint8Array(nw * nh * 3);
        for (let i = 0; i < nw * nh; i++) nimg.set(cimg.subarray(i * 4, i * 4 + 3), i * 3);
        [cimg, ctype, bpp, bpl] = [nimg, 2, 3, 3 * nw];
      }
      frames.push({ rect: { x: nx, y: ny, width: nw, height: nh }, img: cimg, bpl, bpp, blend, dispose: 0 });
    }
    return { ctype, depth, plte, gotAlpha, frames };
  };
}
