/**
 * gifski-wasm's appetite for memory (DESIGN section 6): its heap grew by about 930 MB for
 * 448×448×150 RGBA frames (120 MB), and WASM memory never shrinks, so big encodes are sent
 * elsewhere before they trap and the worker is recycled after them.
 */

/** Heap growth per byte of RGBA frames, measured (930 MB / 120 MB, rounded up). */
const GROWTH_PER_FRAME_BYTE = 8;

/** The threaded build's memory is capped at 1 GiB; keep a margin for its thread stacks. */
export const THREADED_HEAP_LIMIT = 900 * 1024 * 1024;

/** Above this much heap a used worker keeps a memory footprint worth giving back (gifski gets at most 16 MiB of frames, ~128 MiB of heap). */
const RECYCLE_AT = 64 * 1024 * 1024;

/** The heap gifski is expected to need for frames totalling `frameBytes`. */
export function estimateGifskiHeap(frameBytes: number): number {
  return frameBytes * GROWTH_PER_FRAME_BYTE;
}

/** True when, after gifski encoded `frameBytes` of frames, the worker should be replaced to free its heap. */
export function shouldRecycleAfter(frameBytes: number): boolean {
  return estimateGifskiHeap(frameBytes) >= RECYCLE_AT;
}
