import { describe, expect, it } from 'vitest';
import { applyAlphaCutoff } from './alpha-cutoff.ts';

describe('applyAlphaCutoff', () => {
  it('makes pixels below the cutoff fully transparent black and the rest opaque', () => {
    const rgba = new Uint8ClampedArray([10, 20, 30, 127, 40, 50, 60, 128, 70, 80, 90, 0, 1, 2, 3, 255]);
    applyAlphaCutoff(rgba, 128);
    expect(Array.from(rgba)).toEqual([0, 0, 0, 0, 40, 50, 60, 255, 0, 0, 0, 0, 1, 2, 3, 255]);
  });

  it('works on Uint8Array too and honours another cutoff', () => {
    const rgba = new Uint8Array([9, 9, 9, 200, 9, 9, 9, 201]);
    applyAlphaCutoff(rgba, 201);
    expect(Array.from(rgba)).toEqual([0, 0, 0, 0, 9, 9, 9, 255]);
  });
});
