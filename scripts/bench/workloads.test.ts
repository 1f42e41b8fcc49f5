import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstDifferentFrame, SHARED_WORKLOADS } from './check-workloads.ts';
import { generate, WORKLOADS } from './workloads.mjs';

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
