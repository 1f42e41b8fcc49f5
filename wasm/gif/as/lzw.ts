/**
 * GIF's LZW compression with the optional lossy match, step for step as js-gif/lzw-encode.ts
 * (gifenc's code stream, MIT, Matt DesLauriers; our dense child table and lossy walk): the same
 * code order, the same child order (each new code first among its siblings), the same detour
 * budget and the same f64 sums, so both write the same bytes. The JS file explains the method.
 */
import { outByte, outBytes } from './byte-out';

const MAX_BITS: i32 = 12;
const MAX_CODES: i32 = 1 << MAX_BITS;
const MAX_DETOURS: i32 = 64;
const STACK: i32 = 1024;

// The table: dense children (code × 256 + index), sibling lists, and each code's suffix and parent.
let child: usize = 0;
let firstChild: usize = 0;
let nextSibling: usize = 0;
let suffix: usize = 0;
let parent: usize = 0;
let slotOfCode: usize = 0;
let stackCode: usize = 0;
let stackLength: usize = 0;
let stackError: usize = 0;
let block: usize = 0;

// The code stream's state (lzw-encode.ts's CodeStream).
let initCodeSize: i32 = 0;
let clearCode: i32 = 0;
let nBits: i32 = 0;
let maxCode: i32 = 0;
let freeEnt: i32 = 0;
let clearFlag = false;
let accum: i32 = 0;
let accumBits: i32 = 0;
let blockLength: i32 = 0;

/** Allocates the tables (2 MB) in the current operation's heap, children all empty. */
export function lzwBegin(): void {
  child = heap.alloc(<usize>(MAX_CODES * 256) << 1);
  memory.fill(child, 0xff, <usize>(MAX_CODES * 256) << 1);
  firstChild = heap.alloc(<usize>MAX_CODES << 1);
  nextSibling = heap.alloc(<usize>MAX_CODES << 1);
  suffix = heap.alloc(<usize>MAX_CODES);
  parent = heap.alloc(<usize>MAX_CODES << 1);
  slotOfCode = heap.alloc(<usize>MAX_CODES << 2);
  stackCode = heap.alloc(<usize>STACK << 2);
  stackLength = heap.alloc(<usize>STACK << 2);
  stackError = heap.alloc(<usize>STACK << 3);
  block = heap.alloc(256);
}

function childAt(slot: i32): i32 {
  return <i32>load<i16>(child + (<usize>slot << 1));
}

function firstChildOf(code: i32): i32 {
  return <i32>load<i16>(firstChild + (<usize>code << 1));
}

function nextSiblingOf(code: i32): i32 {
  return <i32>load<i16>(nextSibling + (<usize>code << 1));
}

function suffixOf(code: i32): i32 {
  return <i32>load<u8>(suffix + <usize>code);
}

function parentOf(code: i32): i32 {
  return <i32>load<i16>(parent + (<usize>code << 1));
}

function flushBlock(): void {
  if (blockLength == 0) return;
  outByte(blockLength);
  outBytes(block, blockLength);
  blockLength = 0;
}

function output(code: i32): void {
  const bits = accumBits;
  let acc = bits > 0 ? (accum & ((1 << bits) - 1)) | (code << bits) : code;
  let accBits = bits + nBits;
  while (accBits >= 8) {
    store<u8>(block + <usize>(blockLength++), <u8>(acc & 0xff));
    if (blockLength >= 254) flushBlock();
    acc = <i32>(<u32>acc >> 8);
    accBits -= 8;
  }
  accum = acc;
  accumBits = accBits;
  if (freeEnt > maxCode || clearFlag) {
    if (clearFlag) {
      nBits = initCodeSize + 1;
      maxCode = (1 << nBits) - 1;
      clearFlag = false;
    } else {
      nBits++;
      maxCode = nBits == MAX_BITS ? MAX_CODES : (1 << nBits) - 1;
    }
  }
}

function resetTable(): void {
  for (let code = clearCode + 2; code < freeEnt; code++) store<i16>(child + (<usize>load<i32>(slotOfCode + (<usize>code << 2)) << 1), -1);
  memory.fill(firstChild, 0xff, <usize>MAX_CODES << 1);
  freeEnt = clearCode + 2;
}

function addCode(prefix: i32, index: i32): void {
  const code = freeEnt;
  if (code < MAX_CODES) {
    const slot = prefix * 256 + index;
    store<i16>(child + (<usize>slot << 1), <i16>code);
    store<i32>(slotOfCode + (<usize>code << 2), slot);
    store<u8>(suffix + <usize>code, <u8>index);
    store<i16>(parent + (<usize>code << 1), <i16>prefix);
    store<i16>(nextSibling + (<usize>code << 1), <i16>firstChildOf(prefix));
    store<i16>(firstChild + (<usize>prefix << 1), <i16>code);
    freeEnt = code + 1;
  } else {
    clearFlag = true;
    output(clearCode);
    resetTable();
  }
}

function finish(): void {
  resetTable();
  while (accumBits > 0) {
    store<u8>(block + <usize>(blockLength++), <u8>(accum & 0xff));
    if (blockLength >= 254) flushBlock();
    accum = <i32>(<u32>accum >> 8);
    accumBits -= 8;
  }
  flushBlock();
  outByte(0);
}

// The lossy match's inputs (lzw-encode.ts's LossyMatch) for the current frame.
let paletteYuv: usize = 0;
let source: usize = 0;
let limit: f64 = 0;
let transparent: i32 = -1;
let shown: usize = 0;

/**
 * Writes `length` indices at `pixels` as GIF image data. With `lossyLimit` > 0 the match is lossy:
 * `yuv` holds the palette's (y, u, v) f32 triples, `sourceYuv` each pixel's, `shownAt` the indices
 * the canvas shows under the pixels (0 when clear), and `pixels` is rewritten with what the file shows.
 */
export function encodeLzw(pixels: usize, length: i32, colorDepth: i32, lossyLimit: f64, yuv: usize, sourceYuv: usize, t: i32, shownAt: usize): void {
  initCodeSize = max(2, colorDepth);
  clearCode = 1 << initCodeSize;
  nBits = initCodeSize + 1;
  maxCode = (1 << nBits) - 1;
  freeEnt = clearCode + 2;
  clearFlag = false;
  accum = 0;
  accumBits = 0;
  blockLength = 0;
  outByte(initCodeSize);
  output(clearCode);
  resetTable();
  if (length == 0) {
    output(clearCode + 1);
    finish();
    return;
  }
  let ent: i32;
  if (lossyLimit > 0) {
    paletteYuv = yuv;
    source = sourceYuv;
    limit = lossyLimit;
    transparent = t;
    shown = shownAt;
    ent = encodeLossy(pixels, length);
  } else {
    ent = encodeExact(pixels, length);
  }
  output(ent);
  output(clearCode + 1);
  finish();
}

function encodeExact(pixels: usize, length: i32): i32 {
  let ent = <i32>load<u8>(pixels);
  for (let p = 1; p < length; p++) {
    const wanted = <i32>load<u8>(pixels + <usize>p);
    const exact = childAt(ent * 256 + wanted);
    if (exact >= 0) {
      ent = exact;
      continue;
    }
    output(ent);
    addCode(ent, wanted);
    ent = wanted;
  }
  return ent;
}

// longestMatch's answer.
let matchCode: i32 = 0;
let matchLength: i32 = 0;

function encodeLossy(pixels: usize, length: i32): i32 {
  let p = 0;
  while (true) {
    longestMatch(pixels, length, p);
    const best = matchCode, bestLength = matchLength;
    for (let c = best, q = p + bestLength - 1; q > p; c = parentOf(c), q--) store<u8>(pixels + <usize>q, <u8>suffixOf(c));
    p += bestLength;
    if (p >= length) break;
    output(best);
    addCode(best, <i32>load<u8>(pixels + <usize>p));
  }
  return matchCode;
}

function yuvAt(base: usize, index: i32, axis: i32): f64 {
  return <f64>load<f32>(base + (<usize>(index * 3 + axis) << 2));
}

/** The string from `p` that the lossy match takes (lzw-encode.ts's longestMatch), into matchCode and matchLength. */
function longestMatch(pixels: usize, length: i32, p: i32): void {
  const t = transparent;
  const root = <i32>load<u8>(pixels + <usize>p);
  let best = root, bestLength = 1;
  let bestError: f64 = 0;
  let top = 0;
  store<i32>(stackCode, root);
  store<i32>(stackLength, 1);
  store<f64>(stackError, 0);
  top = 1;
  let budget = MAX_DETOURS;
  while (top > 0) {
    top--;
    const code = load<i32>(stackCode + (<usize>top << 2)), depth = load<i32>(stackLength + (<usize>top << 2)), error = load<f64>(stackError + (<usize>top << 3));
    if (depth > bestLength || (depth == bestLength && error < bestError)) {
      best = code;
      bestLength = depth;
      bestError = error;
    }
    const q = p + depth;
    if (q >= length) continue;
    const atQ = <i32>load<u8>(pixels + <usize>q);
    const shownQ = shown != 0 ? <i32>load<u8>(shown + <usize>q) : 0;
    const wanted = atQ == t && shown != 0 ? shownQ : atQ;
    const sy = yuvAt(source, q, 0), su = yuvAt(source, q, 1), sv = yuvAt(source, q, 2);
    let floor = Infinity;
    if (wanted != t) {
      const dy = yuvAt(paletteYuv, wanted, 0) - sy, du = yuvAt(paletteYuv, wanted, 1) - su, dv = yuvAt(paletteYuv, wanted, 2) - sv;
      floor = dy * dy + du * du + dv * dv;
    }
    for (let c = firstChildOf(code); c >= 0 && top < STACK; c = nextSiblingOf(c)) {
      const s = suffixOf(c);
      const shownIndex = s == t && shown != 0 ? shownQ : s;
      let d: f64 = 0;
      if (shownIndex != wanted) {
        if (floor == Infinity || shownIndex == t) continue;
        const dy = yuvAt(paletteYuv, shownIndex, 0) - sy;
        if (dy * dy - floor > limit) continue;
        const du = yuvAt(paletteYuv, shownIndex, 1) - su, dv = yuvAt(paletteYuv, shownIndex, 2) - sv;
        d = dy * dy + du * du + dv * dv - floor;
      }
      if (d > limit) continue;
      if (d > 0) {
        if (budget <= 0) {
          budget--;
          continue;
        }
        budget--;
      }
      store<i32>(stackCode + (<usize>top << 2), c);
      store<i32>(stackLength + (<usize>top << 2), depth + 1);
      store<f64>(stackError + (<usize>top << 3), error + max<f64>(0, d));
      top++;
    }
  }
  matchCode = best;
  matchLength = bestLength;
}
