import { describe, expect, it } from 'vitest';
import { ENCODE_ERRORS } from './encode-errors.ts';
import { PipelineError, isOutOfMemory, toPipelineError } from './pipeline-error.ts';

describe('PipelineError', () => {
  it('carries its code and detail and is an Error', () => {
    const error = new PipelineError(ENCODE_ERRORS.gif, 'boom');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('GIF encoding error');
    expect(error.detail).toBe('boom');
  });

  it('reads RangeError and a WASM trap as out of memory, other errors as not', () => {
    expect(isOutOfMemory(new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded'))).toBe(true);
    expect(isOutOfMemory(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isOutOfMemory(new Error('Encoding error.'))).toBe(false);
  });

  it('maps failures to worker out of memory or to the fallback code, and keeps PipelineErrors', () => {
    expect(toPipelineError(new RangeError('Array buffer allocation failed'), ENCODE_ERRORS.png).code).toBe('web worker out of memory');
    expect(toPipelineError(new Error('bad'), ENCODE_ERRORS.png).code).toBe('PNG encoding error');
    const original = new PipelineError(ENCODE_ERRORS.interrupted);
    expect(toPipelineError(original, ENCODE_ERRORS.gif)).toBe(original);
  });
});
