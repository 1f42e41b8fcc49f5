import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWebp } from './encode-webp.ts';
import type { WebpFrames } from './meta.ts';

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
