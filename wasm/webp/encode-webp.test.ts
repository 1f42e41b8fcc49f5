import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWebp } from './encode-webp.ts';
import type { WebpFrames } from './meta.ts';
import { initWebpInNode } from '../../tests/support/node-webp.ts';

beforeAll(initWebpInNode);

/** Frames of a moving gradient disc on a clear background, half-transparent at its rim. */
function movingDisc(width: number, height: number, count: number): WebpFrames {
  const frames = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = Math.hypot(x - width / 2 - f * 2, y - height / 2);
        const i = (y * width + x) * 4;
        rgba.set([(x * 255) / width, (y * 255) / height, f * 20, d < width / 3 ? 255 : d < width / 3 + 4 ? 128 : 0], i);
      }
    }
    return rgba;
  });
  return { width, height, frames, delaysMs: frames.map(() => 70) };
}

/** `webpmux -info` of the bytes (Debian's webp package: a reader we did not write). */
function webpmuxInfo(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'webp-')), 'out.webp');
  fs.writeFileSync(file, bytes);
  return execFileSync('webpmux', ['-info', file], { encoding: 'utf8' });
}

describe('encodeWebp', () => {
  it('writes an animated WebP that webpmux reads: canvas, every frame, delays, alpha, looping', async () => {
    const bytes = await encodeWebp(movingDisc(64, 48, 6), 80);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
    const info = webpmuxInfo(bytes);
    expect(info).toContain('Canvas size: 64 x 48');
    expect(info).toMatch(/Features present: animation.*transparency|Features present: animation/);
    expect(info).toContain('Loop Count : 0');
    expect(info).toContain('Number of frames: 6');
    const rows = info.split('\n').filter((line) => /^\s*\d+:/.test(line));
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.trim().split(/\s+/)[6]).toBe('70');
  });

  it('writes only the rectangle that changed, and lengthens a frame that nothing changes', async () => {
    // A still grey backdrop with a 6 px square stepping right 4 px a frame; frame 2 repeats frame 1.
    const side = 64;
    const frame = (at: number) => {
      const rgba = new Uint8ClampedArray(side * side * 4).fill(128);
      for (let y = 20; y < 26; y++) for (let x = at; x < at + 6; x++) rgba.set([250, 30, 30, 255], (y * side + x) * 4);
      return rgba;
    };
    const bytes = await encodeWebp({ width: side, height: side, frames: [frame(10), frame(14), frame(14), frame(18)], delaysMs: [70, 70, 70, 70] }, 80);
    const rows = webpmuxInfo(bytes).split('\n').filter((line) => /^\s*\d+:/.test(line)).map((line) => line.trim().split(/\s+/));
    // No.: width height alpha x_offset y_offset duration …
    expect(rows.map((row) => row.slice(1, 3).concat(row.slice(4, 7)).map(Number))).toEqual([
      [64, 64, 0, 0, 70],
      [10, 6, 10, 20, 140],
      [10, 6, 14, 20, 70],
    ]);
  });

  it('encodes a frame that is a view into a larger buffer as the frame alone', async () => {
    const frames = movingDisc(32, 32, 1).frames;
    const shared = new Uint8ClampedArray(frames[0].length * 2);
    shared.set(frames[0], frames[0].length);
    const view = shared.subarray(frames[0].length);
    expect(await encodeWebp({ width: 32, height: 32, frames: [view], delaysMs: [70] }, 80)).toEqual(await encodeWebp({ width: 32, height: 32, frames, delaysMs: [70] }, 80));
  });

  it('writes one frame as a still WebP, and spends fewer bytes at a lower quality', async () => {
    const still = await encodeWebp(movingDisc(64, 64, 1), 90);
    expect(webpmuxInfo(still)).not.toContain('animation');
    const high = await encodeWebp(movingDisc(64, 64, 4), 95);
    const low = await encodeWebp(movingDisc(64, 64, 4), 30);
    expect(low.length).toBeLessThan(high.length);
  });

  it("refuses frames it cannot take with 'WebP encoding error' or 'zero frames found'", async () => {
    await expect(encodeWebp({ width: 4, height: 4, frames: [], delaysMs: [] }, 90)).rejects.toThrow('zero frames found');
    await expect(encodeWebp({ width: 4, height: 4, frames: [new Uint8ClampedArray(10)], delaysMs: [100] }, 90)).rejects.toThrow('WebP encoding error');
  });
});
