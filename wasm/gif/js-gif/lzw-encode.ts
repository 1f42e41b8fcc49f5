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
 *
 * Every loop is in a top-level function and the code stream's state in an object, not in
 * closures over one call's variables: on a new page V8 optimised the closures late, and the first
 * W2n encode spent 144 ms here against 35 ms once warm (bench page, Chromium).
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
 * The code stream: codes packed LSB-first into sub-blocks of at most 254 bytes, the code size
 * growing with the table, and the table itself (dense children plus sibling lists).
 */
class CodeStream {
  nBits: number;
  maxCode: number;
  freeEnt: number;
  clearFlag = false;
  accum = 0;
  accumBits = 0;
  blockLength = 0;
  readonly block = new Uint8Array(256);
  readonly clearCode: number;

  constructor(
    readonly out: ByteWriter,
    readonly initCodeSize: number,
    readonly tables: LzwTables,
  ) {
    this.clearCode = 1 << initCodeSize;
    this.nBits = initCodeSize + 1;
    this.maxCode = (1 << this.nBits) - 1;
    this.freeEnt = this.clearCode + 2;
  }

  flushBlock(): void {
    if (this.blockLength === 0) return;
    this.out.byte(this.blockLength);
    this.out.bytes(this.block, 0, this.blockLength);
    this.blockLength = 0;
  }

  output(code: number): void {
    const bits = this.accumBits;
    let accum = bits > 0 ? (this.accum & ((1 << bits) - 1)) | (code << bits) : code;
    let accumBits = bits + this.nBits;
    while (accumBits >= 8) {
      this.block[this.blockLength++] = accum & 0xff;
      if (this.blockLength >= 254) this.flushBlock();
      accum >>>= 8;
      accumBits -= 8;
    }
    this.accum = accum;
    this.accumBits = accumBits;
    if (this.freeEnt > this.maxCode || this.clearFlag) {
      if (this.clearFlag) {
        this.nBits = this.initCodeSize + 1;
        this.maxCode = (1 << this.nBits) - 1;
        this.clearFlag = false;
      } else {
        this.nBits++;
        this.maxCode = this.nBits === MAX_BITS ? MAX_CODES : (1 << this.nBits) - 1;
      }
    }
  }

  resetTable(): void {
    const { child, slotOf, firstChild } = this.tables;
    for (let code = this.clearCode + 2; code < this.freeEnt; code++) child[slotOf[code]] = -1;
    firstChild.fill(-1);
    this.freeEnt = this.clearCode + 2;
  }

  addCode(prefix: number, index: number): void {
    const code = this.freeEnt;
    if (code < MAX_CODES) {
      const { child, slotOf, suffix, parent, nextSibling, firstChild } = this.tables;
      const slot = prefix * 256 + index;
      child[slot] = code;
      slotOf[code] = slot;
      suffix[code] = index;
      parent[code] = prefix;
      nextSibling[code] = firstChild[prefix];
      firstChild[prefix] = code;
      this.freeEnt = code + 1;
    } else {
      this.clearFlag = true;
      this.output(this.clearCode);
      this.resetTable();
    }
  }

  /** The bits still held, the last sub-block and the terminator. */
  finish(): void {
    this.resetTable();
    while (this.accumBits > 0) {
      this.block[this.blockLength++] = this.accum & 0xff;
      if (this.blockLength >= 254) this.flushBlock();
      this.accum >>>= 8;
      this.accumBits -= 8;
    }
    this.flushBlock();
    this.out.byte(0);
  }
}

/**
 * Writes `pixels` (indices below 2^colorDepth) as GIF image data: the minimum code size byte,
 * sub-blocks, terminator. In lossy mode `pixels` is rewritten with what the file shows.
 */
export function encodeLzw(pixels: Uint8Array, colorDepth: number, out: ByteWriter, lossy: LossyMatch | null = null): void {
  const initCodeSize = Math.max(2, colorDepth);
  const stream = new CodeStream(out, initCodeSize, tablesOnce());
  out.byte(initCodeSize);
  stream.output(stream.clearCode);
  stream.resetTable();
  if (pixels.length === 0) {
    stream.output(stream.clearCode + 1);
    stream.finish();
    return;
  }
  const ent = lossy ? encodeLossy(pixels, stream, lossy) : encodeExact(pixels, stream);
  stream.output(ent);
  stream.output(stream.clearCode + 1);
  stream.finish();
}

/** Lossless: the longest string in the table at each step; returns the last string's code. */
function encodeExact(pixels: Uint8Array, stream: CodeStream): number {
  const { child } = stream.tables;
  let ent = pixels[0];
  for (let p = 1; p < pixels.length; p++) {
    const wanted = pixels[p];
    const exact = child[ent * 256 + wanted];
    if (exact >= 0) {
      ent = exact;
      continue;
    }
    stream.output(ent);
    stream.addCode(ent, wanted);
    ent = wanted;
  }
  return ent;
}

/** Lossy: from each string start, the longest string in the table whose colours stay within the limit; returns the last string's code. */
function encodeLossy(pixels: Uint8Array, stream: CodeStream, lossy: LossyMatch): number {
  const { parent, suffix } = stream.tables;
  for (let p = 0; ; ) {
    const found = longestMatch(pixels, p, lossy, stream.tables);
    const best = found % MAX_CODES, bestLength = (found - best) / MAX_CODES;
    for (let c = best, q = p + bestLength - 1; q > p; c = parent[c], q--) pixels[q] = suffix[c];
    p += bestLength;
    if (p >= pixels.length) return best;
    stream.output(best);
    stream.addCode(best, pixels[p]);
  }
}

/**
 * The string from `p` that the lossy match takes: a depth-first walk of the table from the
 * pixel's own code, following each child whose colour stays within the limit. Returns its code
 * plus its length times MAX_CODES (one number, so nothing is allocated per string).
 */
function longestMatch(pixels: Uint8Array, p: number, lossy: LossyMatch, tables: LzwTables): number {
  const { paletteYuv, source, limit, transparentIndex: t, shown } = lossy;
  const { firstChild, nextSibling, suffix } = tables;
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
  return best + bestLength * MAX_CODES;
}
