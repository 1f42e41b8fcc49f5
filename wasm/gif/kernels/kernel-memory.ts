/** Copies between JS arrays and the kernels' memory (views are made afresh: memory.grow detaches old ones). */
import type { GifKernels } from './gif-kernels.ts';

/** Allocates room for `data` in the kernels' heap and copies it there; returns its address. */
export function copyIn(kernels: GifKernels, data: ArrayLike<number> & { readonly byteLength: number; readonly BYTES_PER_ELEMENT: number }): number {
  const at = kernels.alloc(data.byteLength);
  putAt(kernels, at, data);
  return at;
}

/** Copies `data` (a typed array) to address `at`. */
export function putAt(kernels: GifKernels, at: number, data: ArrayLike<number> & { readonly BYTES_PER_ELEMENT: number }): void {
  const View = data.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => { set(values: ArrayLike<number>): void };
  new View(kernels.memory.buffer, at, data.length).set(data);
}

/** A copy of `length` bytes at `at`. */
export function bytesAt(kernels: GifKernels, at: number, length: number): Uint8Array {
  return new Uint8Array(kernels.memory.buffer, at, length).slice();
}
