/**
 * The nearest opaque palette entry of an RGB colour, exact, as js-gif/nearest-colour.ts and
 * remap-frame.ts find it: a walk out from the query's luma over the entries sorted by luma
 * (sorted on the JS side with the same sort, so ties resolve alike), memoised per distinct colour
 * in an open-addressing table with the same hash. Every value is read from f32 and compared in f64,
 * as JavaScript reads a Float32Array.
 */
import { lumaOf, U_SCALE, V_SCALE } from './weighted';

/** The sorted entries: luma, u, v (f32 each) and each one's palette index (u8). */
let count: i32 = 0;
let ys: usize = 0;
let us: usize = 0;
let vs: usize = 0;
let ids: usize = 0;
/** The palette's RGB bytes (3 per entry), for the dithers' errors. */
export let paletteRgb: usize = 0;

/** log2 of the memo's slots at first; it doubles when half full (as remap-frame.ts). */
const MEMO_BITS: i32 = 16;
let memoBits: i32 = 0;
let memoKeys: usize = 0;
let memoValues: usize = 0;
let memoUsed: i32 = 0;

/** Takes the entries searchNearest walks: sorted by luma, each axis apart (f32), and their indices (u8). */
export function setSearch(sortedY: usize, sortedU: usize, sortedV: usize, sortedIds: usize, entries: i32): void {
  ys = sortedY;
  us = sortedU;
  vs = sortedV;
  ids = sortedIds;
  count = entries;
}

/** Takes the palette for the searches that follow (all in the current operation's heap), with an empty memo. */
export function setPalette(sortedY: usize, sortedU: usize, sortedV: usize, sortedIds: usize, entries: i32, rgb: usize): void {
  setSearch(sortedY, sortedU, sortedV, sortedIds, entries);
  paletteRgb = rgb;
  memoBits = MEMO_BITS;
  memoKeys = heap.alloc(<usize>4 << memoBits);
  memoValues = heap.alloc(<usize>1 << memoBits);
  memory.fill(memoKeys, 0, <usize>4 << memoBits);
  memoUsed = 0;
}

function sortedY(s: i32): f64 {
  return <f64>load<f32>(ys + (<usize>s << 2));
}

/** Index of the entry nearest to (y, u, v) (nearest-colour.ts's search). */
export function searchNearest(y: f64, u: f64, v: f64): i32 {
  let lo = 0, hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedY(mid) < y) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  let bestDistance = Infinity;
  for (let up = lo, down = lo - 1; up < count || down >= 0; ) {
    const dyUp = up < count ? sortedY(up) - y : Infinity;
    const dyDown = down >= 0 ? y - sortedY(down) : Infinity;
    let s: i32;
    if (dyUp <= dyDown) s = up++;
    else s = down--;
    const dy = sortedY(s) - y;
    if (dy * dy >= bestDistance) break;
    const du = <f64>load<f32>(us + (<usize>s << 2)) - u, dv = <f64>load<f32>(vs + (<usize>s << 2)) - v;
    const d = dy * dy + du * du + dv * dv;
    if (d < bestDistance) {
      bestDistance = d;
      best = s;
    }
  }
  return <i32>load<u8>(ids + <usize>best);
}

/** The nearest entry of an RGB colour, unmemoised (remap-frame.ts's createNearestEntry). */
export function nearestEntry(r: i32, g: i32, b: i32): i32 {
  const y = lumaOf(<f64>r, <f64>g, <f64>b);
  return searchNearest(<f64><f32>y, <f64><f32>(U_SCALE * (<f64>b - y)), <f64><f32>(V_SCALE * (<f64>r - y)));
}

const GOLDEN: u32 = 0x9e3779b1;

function slotOf(key: i32, bits: i32): i32 {
  return <i32>((<u32>key * GOLDEN) >> <u32>(32 - bits));
}

/** The nearest entry of an RGB colour, memoised per colour (remap-frame.ts's createNearestLookup). */
export function nearestLookup(r: i32, g: i32, b: i32): i32 {
  const key = ((r << 16) | (g << 8) | b) + 1;
  const mask = (1 << memoBits) - 1;
  let slot = slotOf(key, memoBits);
  let k = load<i32>(memoKeys + (<usize>slot << 2));
  while (k != 0 && k != key) {
    slot = (slot + 1) & mask;
    k = load<i32>(memoKeys + (<usize>slot << 2));
  }
  if (k == key) return <i32>load<u8>(memoValues + <usize>slot);
  const index = nearestEntry(r, g, b);
  store<i32>(memoKeys + (<usize>slot << 2), key);
  store<u8>(memoValues + <usize>slot, <u8>index);
  if (++memoUsed * 2 > 1 << memoBits) growMemo();
  return index;
}

function growMemo(): void {
  const oldKeys = memoKeys, oldValues = memoValues, oldSlots = 1 << memoBits;
  memoBits++;
  memoKeys = heap.alloc(<usize>4 << memoBits);
  memoValues = heap.alloc(<usize>1 << memoBits);
  memory.fill(memoKeys, 0, <usize>4 << memoBits);
  const mask = (1 << memoBits) - 1;
  for (let i = 0; i < oldSlots; i++) {
    const key = load<i32>(oldKeys + (<usize>i << 2));
    if (key == 0) continue;
    let slot = slotOf(key, memoBits);
    while (load<i32>(memoKeys + (<usize>slot << 2)) != 0) slot = (slot + 1) & mask;
    store<i32>(memoKeys + (<usize>slot << 2), key);
    store<u8>(memoValues + <usize>slot, load<u8>(oldValues + <usize>i));
  }
}
