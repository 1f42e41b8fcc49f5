/**
 * Sorts u64 keys ascending: insertion sort for a few, else an LSD radix sort on the low 48 bits
 * (median-cut.ts's keys are 32 bits of coordinate and 15 of index, all distinct, so any correct
 * sort gives the order Float64Array.prototype.sort gives them in JavaScript).
 */

const SMALL: i32 = 24;
const DIGITS: i32 = 6;

/** Sorts `length` keys at `keys`; `scratch` holds as many, `counts` 256 i32s. */
export function sortKeys(keys: usize, scratch: usize, counts: usize, length: i32): void {
  if (length <= SMALL) {
    insertionSort(keys, length);
    return;
  }
  let from = keys, to = scratch;
  for (let digit = 0; digit < DIGITS; digit++) {
    const shift = <u64>(digit * 8);
    memory.fill(counts, 0, 256 * 4);
    for (let k = 0; k < length; k++) {
      const c = counts + (<usize>((load<u64>(from + (<usize>k << 3)) >> shift) & 0xff) << 2);
      store<i32>(c, load<i32>(c) + 1);
    }
    let sum = 0;
    for (let d = 0; d < 256; d++) {
      const c = counts + (<usize>d << 2);
      const n = load<i32>(c);
      store<i32>(c, sum);
      sum += n;
    }
    for (let k = 0; k < length; k++) {
      const key = load<u64>(from + (<usize>k << 3));
      const c = counts + (<usize>((key >> shift) & 0xff) << 2);
      const at = load<i32>(c);
      store<i32>(c, at + 1);
      store<u64>(to + (<usize>at << 3), key);
    }
    const swap = from;
    from = to;
    to = swap;
  }
  // An even number of passes ends where it began.
}

function insertionSort(keys: usize, length: i32): void {
  for (let k = 1; k < length; k++) {
    const key = load<u64>(keys + (<usize>k << 3));
    let j = k - 1;
    while (j >= 0 && load<u64>(keys + (<usize>j << 3)) > key) {
      store<u64>(keys + (<usize>(j + 1) << 3), load<u64>(keys + (<usize>j << 3)));
      j--;
    }
    store<u64>(keys + (<usize>(j + 1) << 3), key);
  }
}
