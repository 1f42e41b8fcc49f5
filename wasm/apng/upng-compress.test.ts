import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// UPNG alone, never encode-apng.ts (which puts the faster step in UPNG's place): its own step is the reference.
import UPNG from 'upng-js';
import { createUpngCompress, type UpngCompress } from './upng-compress.ts';

const upng = UPNG as unknown as { encode: { compress: UpngCompress } };
const original = upng.encode.compress;
const faster = createUpngCompress(original);

/** The result with its typed arrays as plain arrays, to compare whole. */
const plain = (result: ReturnType<UpngCompress>) => ({ ...result, frames: result.frames.map((f) => ({ ...f, img: Array.from(f.img) })) });
const both = (frames: Uint8Array[], w: number, h: number) => [
  plain(original(frames.map((f) => f.slice().buffer), w, h, 0, false, false)),
  plain(faster(frames.map((f) => f.slice().buffer), w, h, 0, false, false)),
];

/**
 * Frames as an emote's are: each the one before with a rectangle painted (or none, or all),
 * from a few colours (a palette) or many (a photo's), opaque, clear or partly clear.
 */
const framesOf = fc
  .record({
    w: fc.integer({ min: 1, max: 24 }),
    h: fc.integer({ min: 1, max: 24 }),
    colours: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 6, max: 40 }), fc.constant(1000)),
    alphas: fc.constantFrom([255], [0, 255], [0, 30, 128, 200, 255]),
    seed: fc.integer(),
    paints: fc.array(fc.record({ x: fc.nat(), y: fc.nat(), w: fc.nat(), h: fc.nat(), colour: fc.nat() }), { minLength: 0, maxLength: 6 }),
  })
  .map(({ w, h, colours, alphas, seed, paints }) => {
    let state = seed >>> 0;
    const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const colour = (n: number) => [(n * 97) % 256, (n * 53 + 7) % 256, (n * 29 + 11) % 256, alphas[n % alphas.length]];
    const first = new Uint8Array(w * h * 4);
    for (let p = 0; p < w * h; p++) first.set(colour(Math.floor(random() * colours)), p * 4);
    const frames = [first];
    for (const paint of paints) {
      const next = frames[frames.length - 1].slice();
      const [x0, y0] = [paint.x % w, paint.y % h];
      for (let y = y0; y < Math.min(h, y0 + (paint.h % h) + 1); y++) {
        for (let x = x0; x < Math.min(w, x0 + (paint.w % w) + 1); x++) next.set(colour(colours === 1000 ? Math.floor(random() * 1000) : paint.colour % colours), (y * w + x) * 4);
      }
      frames.push(next);
    }
    return { w, h, frames };
  });

describe("UPNG's frame-preparing step, made faster", () => {
  it('gives what UPNG gives: palette, depth, rectangles, blend and dispose, pixels (fast-check)', () => {
    fc.assert(
      fc.property(framesOf, ({ w, h, frames }) => {
        const [reference, ours] = both(frames, w, h);
        expect(ours).toEqual(reference);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same on frames that repeat, clear between and return (dispose to clear), and on over 300 colours', () => {
    const w = 30;
    const h = 20;
    const solid = (rgba: number[]) => new Uint8Array(w * h * 4).map((_, i) => rgba[i % 4]);
    const ramp = new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
    const a = solid([200, 10, 10, 255]);
    const clear = solid([0, 0, 0, 0]);
    for (const frames of [[a, a, a], [a, clear, a, clear], [ramp, a, ramp], [ramp]]) {
      const [reference, ours] = both(frames, w, h);
      expect(ours).toEqual(reference);
    }
  });

  it('gives the same past 300 colours counted over more frames than its table has slots (each later frame adds one colour)', () => {
    // 1,100 one-pixel frames, each a new colour: UPNG's count stops at 300 in a frame, not across them.
    const frames = Array.from({ length: 1100 }, (_, i) => new Uint8Array([i & 255, (i >> 8) & 255, 7, 255]));
    const [reference, ours] = both(frames, 1, 1);
    expect(ours.plte.length).toBe(1101);
    expect(ours).toEqual(reference);
  });

  it('hands calls it was not made for to UPNG (a quantizing call)', () => {
    const frame = new Uint8Array(8 * 8 * 4).map((_, i) => (i * 13) % 256);
    expect(plain(faster([frame.slice().buffer], 8, 8, 16, false, false))).toEqual(plain(original([frame.slice().buffer], 8, 8, 16, false, false)));
  });
});
