import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstDifferentFrame, SHARED_WORKLOADS } from './check-workloads.ts';
import { generate, WORKLOADS } from './workloads.mjs';
import { repeatPeriodOf } from '../../wasm/gif/repeat-period.ts';

const hasShared = fs.existsSync(SHARED_WORKLOADS);

describe('benchmark workloads', () => {
  it('have the declared size and frame count, with transparency only where declared', () => {
    for (const id of ['W1', 'W2'] as const) {
      const frames = generate(id);
      const { width, height, frames: count } = WORKLOADS[id];
      expect(frames).toHaveLength(count);
      expect(frames.every((f) => f.length === width * height * 4)).toBe(true);
      expect(frames[0].some((_, i) => i % 4 === 3 && frames[0][i] === 0)).toBe(true);
    }
  });
  it('W2n is W2 with its second half mirrored: no repeat within its loop, as W2 has', () => {
    const w2 = generate('W2'), w2n = generate('W2n');
    const width = WORKLOADS.W2n.width;
    // Byte comparison per frame: toEqual walks 30 × 65,536 elements one by one (40 s on a loaded machine).
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
    expect(w2n.slice(0, 30).every((frame, i) => same(frame, w2[i]))).toBe(true);
    expect(same(w2n[30], w2[30]), 'the mirrored half differs').toBe(false);
    expect(repeatPeriodOf(w2, w2.map(() => 2))).toBe(30);
    expect(repeatPeriodOf(w2n, w2n.map(() => 2))).toBe(60);
    const row = 64 * width * 4;
    expect(w2n[40].subarray(row, row + 4)).toEqual(w2[40].subarray(row + (width - 1) * 4, row + width * 4));
  });
  it('finds the first frame that differs', () => {
    const a = [new Uint8Array([1]), new Uint8Array([2])];
    expect(firstDifferentFrame(a, [new Uint8Array([1]), new Uint8Array([2])])).toBe(-1);
    expect(firstDifferentFrame(a, [new Uint8Array([1]), new Uint8Array([3])])).toBe(1);
    expect(firstDifferentFrame(a, [new Uint8Array([1])])).toBe(1);
  });
  it.skipIf(!hasShared)('equal ../shared/bench byte for byte (W1, W2; W3 with --check-workloads)', async () => {
    const shared = await import(/* @vite-ignore */ pathToFileURL(SHARED_WORKLOADS).href);
    for (const id of ['W1', 'W2'] as const) expect(firstDifferentFrame(generate(id), shared.generate(id))).toBe(-1);
  });
  if (!hasShared) it.skip(`../shared is absent (${SHARED_WORKLOADS}): byte-for-byte check skipped`, () => {});
});
