/** The one error type the codec layer throws: its code is an encoding outcome of SPEC section 8. */
import { ENCODE_ERRORS, type EncodeErrorCode } from './encode-errors.ts';
import type { TriedEncode } from '../gif/meta.ts';

/** An encoding outcome other than a file: `code` is shown to the visitor, `detail` is for logs, `tried` is the closest encode a fit made (the page words it). */
export class PipelineError extends Error {
  constructor(
    public code: EncodeErrorCode,
    public detail?: string,
    public tried?: TriedEncode,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'PipelineError';
  }
}

/**
 * True when an error means the WASM heap could not grow: a RangeError from
 * WebAssembly.Memory.grow or an allocation in JS, or a Rust abort ('unreachable')
 * which is how gifski-wasm's allocator fails (it traps instead of returning null).
 */
export function isOutOfMemory(error: unknown): boolean {
  if (error instanceof RangeError) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /unreachable|out of memory|memory access out of bounds|allocation|Cannot allocate/i.test(text);
}

/** Turns any failure into a PipelineError: out-of-memory when it looks so, else `fallback`. */
export function toPipelineError(error: unknown, fallback: EncodeErrorCode): PipelineError {
  if (error instanceof PipelineError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (isOutOfMemory(error)) return new PipelineError(ENCODE_ERRORS.workerOutOfMemory, detail);
  return new PipelineError(fallback, detail);
}
