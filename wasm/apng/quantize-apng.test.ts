import { describe, expect, it } from 'vitest';
import { forceGifKernels, gifKernelKind } from '../gif/kernels/gif-kernels.ts';
import { quantizeApngFrames } from './quantize-apng.ts';
import { movingDisc } from './moving-disc.ts';

/** The distinct RGBA values of the frames, as 32-bit numbers. */
const valuesOf = (frames: Uint8ClampedArray[]) => new Set(frames.flatMap((frame) => [...new Uint32Array(frame.slice().buffer)]));

describe('quantizeApngFrames', () => {
  it('gives on the GIF kernels the frames the TypeScript loops give, every alpha of an edge included', () => {
    const input = movingDisc(48, 40, 3);
    // A band where alpha runs through every value, faint pixels (which the kernels leave to the loops) among them.
    for (const frame of input.frames) for (let x = 0; x < 48; x++) for (let y = 30; y < 36; y++) frame[(y * 48 + x) * 4 + 3] = (x * 37 + y * 11) % 256;
    expect(gifKernelKind()).toBe('wasm');
    const onKernels = [256, 40].map((colors) => quantizeApngFrames(input, colors).frames);
    forceGifKernels('js');
    try {
      expect([256, 40].map((colors) => quantizeApngFrames(input, colors).frames)).toEqual(onKernels);
    } finally {
      forceGifKernels(null);
    }
  });

  it.each([256, 64, 16, 2])('leaves at most %i distinct RGBA values, 0,0,0,0 among them, and clear pixels clear', (colors) => {
    const input = movingDisc(48, 40, 4);
    const out = quantizeApngFrames(input, colors);
    expect(out.frames).toHaveLength(4);
    const values = valuesOf([...out.frames]);
    values.add(0);
    expect(values.size).toBeLessThanOrEqual(colors);
    input.frames.forEach((frame, f) => {
      for (let i = 3; i < frame.length; i += 4) if (frame[i] === 0) expect(out.frames[f][i - 3] | out.frames[f][i - 2] | out.frames[f][i - 1] | out.frames[f][i]).toBe(0);
    });
  });

  it('keeps a soft edge: half-transparent rim pixels stay partly transparent when entries allow', () => {
    const input = movingDisc(48, 40, 2);
    const out = quantizeApngFrames(input, 128);
    const rim = [...input.frames[0].keys()].filter((i) => i % 4 === 3 && input.frames[0][i] === 128);
    expect(rim.length).toBeGreaterThan(0);
    const partial = rim.filter((i) => out.frames[0][i] > 0 && out.frames[0][i] < 255);
    // The rim runs through every hue of the gradient: more (colour, level) pairs than the 31 entries
    // a quarter of 128 leaves, so the rarest round to clear or solid (80 % kept here).
    expect(partial.length / rim.length).toBeGreaterThan(0.75);
    for (const i of partial) expect(Math.abs(out.frames[0][i] - 128)).toBeLessThanOrEqual(26);
  });

  it('maps each opaque pixel near its colour (a gradient at 64 colours: no channel off by more than 40)', () => {
    const input = movingDisc(48, 40, 1);
    const out = quantizeApngFrames(input, 64);
    let worst = 0;
    for (let i = 0; i < input.frames[0].length; i += 4) {
      if (input.frames[0][i + 3] !== 255) continue;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(input.frames[0][i + c] - out.frames[0][i + c]));
    }
    expect(worst).toBeLessThanOrEqual(40);
  });
});
