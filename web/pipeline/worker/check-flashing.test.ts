import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MadeFile } from '../protocol.ts';
import type { GifFrames } from '../../../wasm/gif/gif-frames.ts';
import { toCentiseconds } from '../../../wasm/gif/centiseconds.ts';
import { checkFlashing, flashesNoMoreThan, keptMeasures, withFlashCheck, type FlashCheckInput } from './check-flashing.ts';
import { cellLuminances, makeCellGrid, saturatedRed, type CellGrid } from './flash-luminance.ts';
import { SRGB_TO_LINEAR } from '../../legibility/luminance.ts';

const W = 16;
const H = 16;

/** A frame filled with one grey level, opaque or with the given alpha; `columns` limits the fill to the left columns (the rest black). */
function frame(grey: number, { alpha = 255, columns = W } = {}): Uint8ClampedArray {
  const out = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const inside = x < columns;
      out.set(inside ? [grey, grey, grey, alpha] : [0, 0, 0, 255], i);
    }
  }
  return out;
}

/** An animation alternating two frames, `count` frames of `delayMs` each. */
function strobe(a: Uint8ClampedArray, b: Uint8ClampedArray, count: number, delayMs: number, loop = true): FlashCheckInput {
  return {
    width: W,
    height: H,
    frames: Array.from({ length: count }, (_, i) => (i % 2 ? b : a)),
    delaysMs: Array.from({ length: count }, () => delayMs),
    loop,
    alphaCutoff: null,
  };
}

/** A frame of one colour, opaque. */
function colour(r: number, g: number, b: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < out.length; i += 4) out.set([r, g, b, 255], i);
  return out;
}

describe('checkFlashing', () => {
  it('counts saturated red swapping with a dark green at 10 frames a second as five red flashes, though the brightness moves under 0.1', () => {
    // Relative luminance: red 0.213, green (0, 128, 0) 0.154: no general flash, but red's (R − G − B) × 320 moves by 320.
    const worst = checkFlashing(strobe(colour(255, 0, 0), colour(0, 128, 0), 20, 100, false));
    expect(worst?.flashes).toBe(5);
  });

  it('passes a red swap slower than three times a second, and a swap of two colours that are not saturated red', () => {
    expect(checkFlashing(strobe(colour(255, 0, 0), colour(0, 128, 0), 4, 500))?.flashes ?? 0).toBeLessThanOrEqual(1);
    // Pink is mostly red but not saturated (R / (R + G + B) = 0.66 in linear light); the grey is as bright (0.41 and 0.42).
    expect(checkFlashing(strobe(colour(255, 140, 140), colour(172, 172, 172), 20, 100, false))).toBeNull();
  });

  it('counts a black and white strobe at 10 frames a second as five flashes a second', () => {
    const worst = checkFlashing(strobe(frame(0), frame(255), 20, 100, false));
    expect(worst?.flashes).toBe(5);
  });

  it('counts a looping two-frame strobe through the loop', () => {
    // 2 frames of 50 ms: 20 changes a second, 10 flashes.
    expect(checkFlashing(strobe(frame(0), frame(255), 2, 50))?.flashes).toBe(10);
  });

  it('finds no flash in a strobe of 3 flashes a second', () => {
    const worst = checkFlashing(strobe(frame(0), frame(255), 12, 1000 / 6, false));
    expect(worst?.flashes).toBe(3);
  });

  it('ignores changes smaller than a tenth of relative luminance', () => {
    // Grey 100 and 110 differ by about 0.02 in relative luminance.
    expect(checkFlashing(strobe(frame(100), frame(110), 20, 50))).toBeNull();
  });

  it('ignores changes between two states brighter than 0.8', () => {
    // Grey 235 is about 0.83 and 255 is 1.0: the darker state is not below 0.8.
    expect(checkFlashing(strobe(frame(235), frame(255), 20, 50))).toBeNull();
  });

  it('needs a quarter of the area: two of sixteen columns do not flash, four do', () => {
    const small = checkFlashing(strobe(frame(0), frame(255, { columns: 2 }), 20, 50));
    const quarter = checkFlashing(strobe(frame(0), frame(255, { columns: 4 }), 20, 50));
    expect(small).toBeNull();
    expect(quarter?.flashes).toBe(10);
  });

  it('combines only areas that change together: column pairs flashing in turn are motion, in step a flash', () => {
    // Eight 2-px column pairs (an eighth of the area each) turn white for one 20 ms frame each.
    const turn = Array.from({ length: 8 }, (_, k) => {
      const f = frame(0);
      for (let y = 0; y < H; y++) for (let x = 2 * k; x < 2 * k + 2; x++) f.set([255, 255, 255, 255], (y * W + x) * 4);
      return f;
    });
    const inTurn = { width: W, height: H, frames: turn, delaysMs: Array(8).fill(20), loop: true, alphaCutoff: null };
    expect(checkFlashing(inTurn)).toBeNull();
    const inStep = strobe(frame(0), frame(255), 2, 80);
    expect(checkFlashing(inStep)?.flashes).toBeGreaterThan(3);
  });

  it('sees transparent pixels flash against a light chat background', () => {
    // Opaque black against fully transparent: black over dark chat is no change, over light chat it is.
    expect(checkFlashing(strobe(frame(0), frame(0, { alpha: 0 }), 20, 50))?.flashes).toBe(10);
  });

  it('names the worst second of an animation that strobes only in its second half', () => {
    const still = Array.from({ length: 10 }, () => frame(0));
    const flashing = Array.from({ length: 10 }, (_, i) => frame(i % 2 ? 255 : 0));
    const worst = checkFlashing({ width: W, height: H, frames: [...still, ...flashing], delaysMs: Array(20).fill(100), loop: false, alphaCutoff: null });
        // Changes at 1.1, 1.2 … 1.9 s: nine changes, four whole flashes.
    expect(worst).toEqual({ flashes: 4, fromMs: 1100, toMs: 2100 });
  });

  it('counts a slow fade up and down as no flash', () => {
    const levels = [0, 40, 80, 120, 160, 200, 240, 200, 160, 120, 80, 40];
    const input = { width: W, height: H, frames: levels.map((g) => frame(g)), delaysMs: levels.map(() => 100), loop: true, alphaCutoff: null };
    expect(checkFlashing(input)?.flashes ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('withFlashCheck', () => {
  const made: MadeFile = {
    kind: 'file', bytes: new ArrayBuffer(0), mime: 'image/gif', width: W, height: H, frameCount: 20,
    delaysMs: [], truncated: false, encoder: 'test', fit: null, target: null, timeline: null,
  };
  /** The frames as the GIF writes them: delays in whole centiseconds. */
  const written = (input: FlashCheckInput): GifFrames => ({ width: input.width, height: input.height, frames: input.frames, delaysCs: toCentiseconds(input.delaysMs) });

  it('names the worst second of a fast strobe', () => {
    const checked = withFlashCheck(made, written(strobe(frame(0), frame(255), 20, 100, false)), false);
    expect(checked).toMatchObject({ flashing: { flashes: 5, fromMs: 100, toMs: 1100 } });
  });

  it('passes three flashes a second with null', () => {
    const checked = withFlashCheck(made, written(strobe(frame(0), frame(255), 12, 1000 / 6, false)), true);
    expect(checked).toMatchObject({ flashing: null });
  });

  it('checks the delays written, not the ones asked for: 5 ms frames play as 2 cs', () => {
    // Asked for: 200 frames a second, 100 flashes. Written: 20 ms each, 25 flashes a second.
    const checked = withFlashCheck(made, written(strobe(frame(0), frame(255), 20, 5)), true);
    expect(checked).toMatchObject({ flashing: { flashes: 25 } });
  });

  it('checks an animated WebP too, its soft alpha over the chat', () => {
    // Half-transparent white over a dark chat against fully clear: still a strobe, five a second.
    const checked = withFlashCheck({ ...made, mime: 'image/webp' }, written(strobe(frame(255, { alpha: 0 }), frame(255, { alpha: 200 }), 20, 100, false)), false);
    expect(checked).toMatchObject({ flashing: { flashes: 5 } });
  });

  it('checks an APNG (a PNG of more than one frame) as the WebP', () => {
    const checked = withFlashCheck({ ...made, mime: 'image/png' }, written(strobe(frame(255, { alpha: 0 }), frame(255, { alpha: 200 }), 20, 100, false)), false);
    expect(checked).toMatchObject({ flashing: { flashes: 5 } });
  });

  it('leaves static output unchecked', () => {
    const checked = withFlashCheck({ ...made, mime: 'image/png', frameCount: 1 }, written(strobe(frame(0), frame(255), 20, 100)), true);
    expect(checked).not.toHaveProperty('flashing');
    expect(withFlashCheck(made, null, true)).not.toHaveProperty('flashing');
  });
});

/**
 * Each of the 8×8 flash cells turns dark or light every 6 frames, the cells in six groups a frame
 * apart: at 50 fps only a sixth of the emote changes at any frame, which is motion, not a flash.
 * Keep every 3rd frame and half the emote changes at once, four times a second: flashes.
 */
function stagger(): GifFrames {
  const frames = Array.from({ length: 60 }, (_, f) => {
    const out = new Uint8ClampedArray(W * H * 4);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const group = (Math.floor(y / 2) * 8 + Math.floor(x / 2)) % 6;
        const grey = Math.floor((f + 6 - group) / 6) % 2 ? 230 : 20;
        out.set([grey, grey, grey, 255], (y * W + x) * 4);
      }
    }
    return out;
  });
  return { width: W, height: H, frames, delaysCs: frames.map(() => 2) };
}

/** Every `step`th frame, each shown as long as the frames it stands for (the fit's frame drop). */
function dropFrames(gif: GifFrames, step: number): GifFrames {
  const kept = gif.frames.filter((_, i) => i % step === 0);
  return { ...gif, frames: kept, delaysCs: kept.map(() => 2 * step) };
}

const flashesOf = (gif: GifFrames) =>
  checkFlashing({ width: gif.width, height: gif.height, frames: gif.frames, delaysMs: gif.delaysCs.map((cs) => cs * 10), loop: true, alphaCutoff: null })?.flashes ?? 0;

describe('flashesNoMoreThan (the fit may drop frames only if the file flashes no more)', () => {
  it('refuses a drop that gathers changes spread over frames into flashes', () => {
    const original = stagger();
    const dropped = dropFrames(original, 3);
    expect(flashesOf(original)).toBeLessThanOrEqual(3);
    expect(flashesOf(dropped)).toBeGreaterThan(3);
    expect(flashesNoMoreThan(original, true)(dropped)).toBe(false);
  });

  it('keeps a drop of a strobe that already flashed as much, and of frames that do not flash', () => {
    const strobeFrames = strobe(frame(0), frame(255), 40, 20);
    const gif: GifFrames = { width: W, height: H, frames: strobeFrames.frames, delaysCs: strobeFrames.frames.map(() => 2) };
    expect(flashesNoMoreThan(gif, true)(dropFrames(gif, 3))).toBe(true);
    const calm: GifFrames = { width: W, height: H, frames: Array.from({ length: 20 }, (_, i) => frame(100 + i)), delaysCs: Array(20).fill(2) };
    expect(flashesNoMoreThan(calm, true)(dropFrames(calm, 2))).toBe(true);
  });
});

describe('saturatedRed', () => {
  it("is WCAG's (R − G − B) × 320 for a state at least 80 % red in linear light, and 0 otherwise", () => {
    expect(saturatedRed(1, 0, 0)).toBe(320);
    expect(saturatedRed(1, 0.2, 0)).toBeCloseTo(256, 9);
    expect(saturatedRed(1, 0.5, 0.5)).toBe(0);
    expect(saturatedRed(0, 0, 0)).toBe(0);
  });
});

/** The cells' sums pixel by pixel, in pixel order: what cellLuminances adds up, the plain way. */
function sumsPixelByPixel(frame: Uint8ClampedArray, grid: CellGrid, alphaCutoff: number | null) {
  const sums = [0, 1, 2, 3].map(() => new Float64Array(grid.pixels.length));
  for (let p = 0, i = 0; p < grid.cellOf.length; p++, i += 4) {
    const a = alphaCutoff === null ? frame[i + 3] / 255 : frame[i + 3] < alphaCutoff ? 0 : 1;
    if (a === 0) continue;
    const cell = grid.cellOf[p];
    for (let c = 0; c < 3; c++) sums[c][cell] += a * SRGB_TO_LINEAR[frame[i + c]];
    sums[3][cell] += a;
  }
  return sums;
}

describe('cellLuminances', () => {
  it('gives exactly what the pixel-by-pixel sums give (its runs add the same values in the same order), any size and alpha (fast-check)', () => {
    const frameOf = fc
      .record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 40 }), cutoff: fc.constantFrom(null, 128), seed: fc.integer() })
      .map(({ width, height, cutoff, seed }) => {
        let state = seed >>> 0;
        const frame = new Uint8ClampedArray(width * height * 4).map(() => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) >>> 24);
        return { width, height, cutoff, frame };
      });
    fc.assert(
      fc.property(frameOf, ({ width, height, cutoff, frame }) => {
        const grid = makeCellGrid(width, height);
        const [r, g, b, covered] = sumsPixelByPixel(frame, grid, cutoff);
        const mean = (sums: Float64Array, c: number, light: boolean) => (sums[c] + (light ? grid.pixels[c] - covered[c] : 0)) / grid.pixels[c];
        const luminance = (light: boolean) => r.map((_, c) => 0.2126 * mean(r, c, light) + 0.7152 * mean(g, c, light) + 0.0722 * mean(b, c, light));
        const red = (light: boolean) => r.map((_, c) => saturatedRed(mean(r, c, light), mean(g, c, light), mean(b, c, light)));
        expect(cellLuminances(frame, grid, cutoff)).toEqual({ overDark: luminance(false), overLight: luminance(true), redOverDark: red(false), redOverLight: red(true) });
      }),
      { numRuns: 200 },
    );
  });
});

describe('keptMeasures (a fit measures each of its frames once)', () => {
  it('measures a frame once per grid, again for another grid or another frame', () => {
    const kept = keptMeasures();
    const measured: Uint8ClampedArray[] = [];
    const grid = makeCellGrid(W, H);
    const measure = (f: Uint8ClampedArray) => (measured.push(f), cellLuminances(f, grid, null));
    const [a, b] = [frame(0), frame(255)];
    const first = kept.of(a, '16x16 null', measure);
    expect(kept.of(a, '16x16 null', measure)).toBe(first);
    kept.of(b, '16x16 null', measure);
    kept.of(a, '16x16 128', measure);
    expect(measured).toEqual([a, b, a]);
  });

  it("gives a fit's drops the verdicts a fresh check gives", () => {
    const original = strobe(frame(0), frame(255), 24, 40);
    const asGif = (input: FlashCheckInput): GifFrames => ({ width: input.width, height: input.height, frames: input.frames, delaysCs: input.delaysMs.map((ms) => ms / 10) });
    const mayDrop = flashesNoMoreThan(asGif(original), true);
    for (const step of [2, 3, 4]) {
      const dropped = { ...original, frames: original.frames.filter((_, i) => i % step === 0), delaysMs: original.delaysMs.filter((_, i) => i % step === 0).map((ms) => ms * step) };
      expect(mayDrop(asGif(dropped)), String(step)).toBe(flashesNoMoreThan(asGif(original), true)(asGif(dropped)));
    }
  });
});
