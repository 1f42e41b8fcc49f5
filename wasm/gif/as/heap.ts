/**
 * Memory for one operation of the JS side (a remap, a dither, one file's writing): it resets the
 * heap, allocates what the operation needs and copies its results out before the next. The stub
 * runtime never frees, and nothing here lives longer than one operation, so that is all it needs.
 */

/** A block of `size` bytes, 16-byte aligned; its contents are whatever the last operation left. */
export function alloc(size: usize): usize {
  return heap.alloc(size);
}

/** Forgets every block: the next operation starts from the heap's base again. */
export function reset(): void {
  heap.reset();
}
