/**
 * GIF's LZW compression, with an optional lossy mode of our own. The code stream, the code-size
 * growth and the table reset follow gifenc's lzwEncode.js (MIT, Matt DesLauriers, after
 * Kevin Weiner, Thibault Imbert, Johan Nordberg and compress.c; licence in GIFENC-LICENSE.md);
 * the table is ours: a dense child table, so that a lossy match can walk
 * the children of the current string.
 *
 * Lossy mode: where the next pixel does not extend the current string, a child of the string
 * whose colour lies within the tolerance of the wanted colour extends it instead, and the pixel
 * is rewritten with that child's index. Longer strings mean fewer codes, and a smaller file.
 * The transparent index stands for what the canvas shows under it (`shown`), so it only
 * replaces, or is replaced by, colours close to that.
 */
import type { ByteWriter } from './byte-writer.ts';

const MAX_BITS = 12;
const MAX_CODES = 1 << MAX_BITS;
/** Inexact branches a lossy match follows from one start, at most: bounds the search on noisy frames. */
const MAX_DETOURS = 64;
const STACK = 1024;
const stackCode = new Int32Array(STACK);
const stackLength = new Int32Array(STACK);
const stackError = new Float64Array(STACK);

/** How a lossy match judges colours: against the source pixels, in the quantizer's space. */
export interface LossyMatch {
  /** (y, u, v) of each palette entry (the transparent one's is ignored). */
  paletteYuv: Float32Array;
  /** (y, u, v) of each source pixel of the written rectangle. */
  source: Float32Array;
  /** How much more squared error than the wanted index's a pixel may take. */
  limit: number;
  transparentIndex: number;
  /** The index shown under each pixel before this frame, or null when the canvas is clear. */
  shown: Uint8Array | null;
}

/** Reused between calls: the tables cost 2 MB. */
interface LzwTables {
  child: Int16Array;
  firstChild: Int16Array;
  nextSibling: Int16Array;
  suffix: Uint8Array;
  parent: Int16Array;
  slotOf: Int32Array;
}

let tables: LzwTables | null = null;

function tablesOnce(): LzwTables {
  tables ??= {
    child: new Int16Array(MAX_CODES * 256).fill(-1),
    firstChild: new Int16Array(MAX_CODES).fill(-1),
    nextSibling: new Int16Array(MAX_CODES),
    suffix: new Uint8Array(MAX_CODES),
    parent: new Int16Array(MAX_CODES),
    slotOf: new Int32Array(MAX_CODES),
  };
  return tables;
}

/**
 * Writes `pixels` (indices below 2^colorDepth) as GIF image data: the minimum code size byte,
 * sub-blocks, terminator. In lossy mode `pixels` is rewritten with what the file shows.
 */
export function encodeLzw(pixels: Uint8Array, colorDepth: number, out: ByteWriter, lossy: LossyMatch | null = null): void {
  const { child, firstChild, nextSibling, suffix, parent, slotOf } = tablesOnce();
  const initCodeSize = Math.max(2, colorDepth);
  const clearCode = 1 << initCodeSize;
  const eofCode = clearCode + 1;
  let nBits = initCodeSize + 1;
  let maxCode = (1 << nBits) - 1;
  let freeEnt = clearCode + 2;
  let clearFlag = false;
  const block = new Uint8Array(256);
  let blockLength = 0;
  let accum = 0;
  let accumBits = 0;

  const flushBlock = () => {
    if (blockLength === 0) return;
    out.byte(blockLength);
    out.bytes(block, 0, blockLength);
    blockLength = 0;
  };
  const output = (code: number) => {
    accum = accumBits > 0 ? (accum & ((1 << accumBits) - 1)) | (code << accumBits) : code;
    accumBits += nBits;
    while (accumBits >= 8) {
      block[blockLength++] = accum & 0xff;
      if (blockLength >= 254) flushBlock();
      accum >>>= 8;
      accumBits -= 8;
    }
    if (freeEnt > maxCode || clearFlag) {
      if (clearFlag) {
        nBits = initCodeSize + 1;
        maxCode = (1 << nBits) - 1;
        clearFlag = false;
      } else {
        nBits++;
        maxCode = nBits === MAX_BITS ? MAX_CODES : (1 << nBits) - 1;
      }
    }
  };
  const resetTable = () => {
    for (let code = clearCode + 2; code < freeEnt; code++) child[slotOf[code]] = -1;
    firstChild.fill(-1);
    freeEnt = clearCode + 2;
  };

  function addCode(prefix: number, index: number) {
    if (freeEnt < MAX_CODES) {
      const slot = prefix * 256 + index;
      child[slot] = freeEnt;
      slotOf[freeEnt] = slot;
      suffix[freeEnt] = index;
      parent[freeEnt] = prefix;
      nextSibling[freeEnt] = firstChild[prefix];
      firstChild[prefix] = freeEnt;
      freeEnt++;
    } else {
      clearFlag = true;
      output(clearCode);
      resetTable();
    }
  }

  /** Lossy: from each string start, the longest string in the table whose colours stay within the limit; returns the last string's code. */
  function encodeLossy(): number {
    const { paletteYuv, source, limit, transparentIndex: t, shown } = lossy!;
    let p = 0;
    for (;;) {
      const root = pixels[p];
      let best = root, bestLength = 1, bestError = 0;
      let top = 0;
      stackCode[top] = root;
      stackLength[top] = 1;
      stackError[top++] = 0;
      let budget = MAX_DETOURS;
      while (top > 0) {
        const code = stackCode[--top], length = stackLength[top], error = stackError[top];
        if (length > bestLength || (length === bestLength && error < bestError)) {
          best = code;
          bestLength = length;
          bestError = error;
        }
        const q = p + length;
        if (q >= pixels.length) continue;
        // The colour the pixel should show (the transparent index shows the canvas) and its squared
        // error, Infinity for a transparent one (inlined: this runs for every pixel of every frame).
        const wanted = pixels[q] === t && shown ? shown[q] : pixels[q];
        const sy = source[q * 3], su = source[q * 3 + 1], sv = source[q * 3 + 2];
        let floor = Infinity;
        if (wanted !== t) {
          const dy = paletteYuv[wanted * 3] - sy, du = paletteYuv[wanted * 3 + 1] - su, dv = paletteYuv[wanted * 3 + 2] - sv;
          floor = dy * dy + du * du + dv * dv;
        }
        for (let c = firstChild[code]; c >= 0 && top < STACK; c = nextSibling[c]) {
          const shownIndex = suffix[c] === t && shown ? shown[q] : suffix[c];
          // A transparent pixel stays transparent; an opaque one may take a colour near enough to the source.
          let d = 0;
          if (shownIndex !== wanted) {
            if (floor === Infinity || shownIndex === t) continue;
            const dy = paletteYuv[shownIndex * 3] - sy;
            // Most branches are too far in luma alone: those are passed over before the chroma is read.
            if (dy * dy - floor > limit) continue;
            const du = paletteYuv[shownIndex * 3 + 1] - su, dv = paletteYuv[shownIndex * 3 + 2] - sv;
            d = dy * dy + du * du + dv * dv - floor;
          }
          if (d > limit || (d > 0 && budget-- <= 0)) continue;
          stackCode[top] = c;
          stackLength[top] = length + 1;
          stackError[top++] = error + Math.max(0, d);
        }
      }
      for (let c = best, q = p + bestLength - 1; q > p; c = parent[c], q--) pixels[q] = suffix[c];
      p += bestLength;
      if (p >= pixels.length) return best;
      output(best);
      addCode(best, pixels[p]);
    }
  }

  out.byte(initCodeSize);
  output(clearCode);
  resetTable();
  if (pixels.length === 0) {
    output(eofCode);
    return finish();
  }
  let ent: number;
  if (lossy) ent = encodeLossy();
  else {
    ent = pixels[0];
    for (let p = 1; p < pixels.length; p++) {
      const wanted = pixels[p];
      const exact = child[ent * 256 + wanted];
      if (exact >= 0) {
        ent = exact;
        continue;
      }
      output(ent);
      addCode(ent, wanted);
      ent = wanted;
    }
  }
  output(ent);
  output(eofCode);
  finish();

  function finish() {
    resetTable();
    while (accumBits > 0) {
      block[blockLength++] = accum & 0xff;
      if (blockLength >= 254) flushBlock();
      accum >>>= 8;
      accumBits -= 8;
    }
    flushBlock();
    out.byte(0);
  }
}
