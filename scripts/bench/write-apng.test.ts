import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasAnimationControl, readPngChunks } from '../../web/decode/png-chunks.ts';
import { readFrameDelays } from '../../tests/fixtures/frame-delays.ts';
import { writeApng } from './write-apng.ts';

describe('writeApng', () => {
  it('writes every frame, lossless, with its delay, as an APNG', () => {
    const frames = [0, 1, 2].map((n) => Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 7 + n * 50) % 256));
    const apng = writeApng(frames, 3, 2, 20);
    expect(hasAnimationControl(apng)).toBe(true);
    expect(readFrameDelays(apng)).toEqual([20, 20, 20]);
    const data = [...readPngChunks(apng)].filter((c) => c.type === 'IDAT' || c.type === 'fdAT');
    expect(data.map((c) => c.type)).toEqual(['IDAT', 'fdAT', 'fdAT']);
    // The last frame's rows come back byte for byte (fdAT data starts after its sequence number).
    const last = data[2];
    const rows = zlib.inflateSync(apng.subarray(last.dataStart + 4, last.dataStart + last.dataLength));
    const pixels = Buffer.concat([rows.subarray(1, 13), rows.subarray(14, 26)]);
    expect(Array.from(pixels)).toEqual(Array.from(frames[2]));
  });
});
