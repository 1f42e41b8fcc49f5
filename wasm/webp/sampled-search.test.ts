import { beforeAll, describe, expect, it } from 'vitest';
import { encodeWebp } from './encode-webp.ts';
import { searchWebpQuality } from './quality-search.ts';
import { estimatedFloor, frameSample, plainFarOver, SAMPLE_FRAMES, searchSampledQuality } from './sampled-search.ts';
import { dropMsFrames } from '../shared/ms-frames.ts';
import { DEFAULT_WEBP_QUALITY, type WebpFrames } from './meta.ts';
import { initWebpInNode } from '../../tests/support/node-webp.ts';

beforeAll(initWebpInNode);

/** A panning photo-like texture with a moving disc: bytes fall smoothly with quality, as a photo's do. */
function photoFrames(side: number, count: number, delayMs = 50): WebpFrames {
  const frames = Array.from({ length: count }, (_, n) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    const cx = side / 2 + Math.cos(n / 5) * side * 0.3;
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const u = x + n * 2;
        const texture = 20 * Math.sin(u * 0.4 + Math.sin(y * 0.3)) * Math.cos(y * 0.35 - u * 0.1);
        const disc = Math.hypot(x - cx, y - side / 2) < side / 5 ? 60 : 0;
        rgba.set([90 + (u % 200) / 2 + texture + disc, 60 + y + texture, 150 - y / 2 + texture / 2, 255], (y * side + x) * 4);
      }
    }
    return rgba;
  });
  return { width: side, height: side, frames, delaysMs: frames.map(() => delayMs) };
}

/** The search's encodes, counted: of all the frames, and of the sample (with the frames it held). */
function counted(input: WebpFrames) {
  const full: number[] = [];
  const sampleFrames: number[] = [];
  return {
    full, sampleFrames,
    encodes: {
      full: (quality: number) => (full.push(quality), encodeWebp(input, quality)),
      sample: (sample: WebpFrames, quality: number) => (sampleFrames.push(sample.frames.length), encodeWebp(sample, quality)),
    },
  };
}

describe('searchSampledQuality', () => {
  const input = photoFrames(96, 48);

  it('finds about the quality the full search finds, with at most two encodes of every frame, never over the limit', async () => {
    const plain = (await encodeWebp(input, DEFAULT_WEBP_QUALITY)).length;
    const low = (await encodeWebp(input, 40)).length;
    for (const share of [0.3, 0.6, 0.9]) {
      const limit = Math.round(low + (plain - low) * share);
      const whole = await searchWebpQuality((quality) => encodeWebp(input, quality), limit, plain);
      const { full, sampleFrames, encodes } = counted(input);
      const sampled = await searchSampledQuality(input, limit, encodes, plain);
      expect(sampled?.fit, `limit ${limit}`).toBeTruthy();
      const fit = sampled!.fit!;
      expect(fit.bytes.length).toBeLessThanOrEqual(limit);
      expect(Math.abs(fit.quality - whole.fit!.quality), `sampled ${fit.quality}, full ${whole.fit!.quality}`).toBeLessThanOrEqual(2);
      expect(full.length).toBeLessThanOrEqual(2);
      // The sample is every 3rd frame: 16 of 48.
      expect(new Set(sampleFrames)).toEqual(new Set([SAMPLE_FRAMES]));
    }
  });

  it('says nothing fits, with the bytes it expects at the lowest quality, when even that is far over', async () => {
    const low = (await encodeWebp(input, 40)).length;
    const { full, encodes } = counted(input);
    const sampled = await searchSampledQuality(input, Math.round(low / 3), encodes);
    expect(sampled).toMatchObject({ fit: null });
    const lowBytes = (sampled as { lowBytes: number }).lowBytes;
    expect(lowBytes / low).toBeGreaterThan(0.8);
    expect(lowBytes / low).toBeLessThan(1.25);
    expect(full).toEqual([]);
  });

  it('leaves inputs of fewer than twice the sample to the full search', async () => {
    const { full, sampleFrames, encodes } = counted(input);
    expect(await searchSampledQuality(photoFrames(32, 2 * SAMPLE_FRAMES - 1), 10_000, encodes)).toBeNull();
    expect([...full, ...sampleFrames]).toEqual([]);
  });

  it('tells a plain encode far over the limit from one near it, by one encode of the sample', async () => {
    // Frames of their own: the sample's bytes are kept per frame list, and the tests above sampled `input`.
    const input = photoFrames(96, 48);
    const plain = (await encodeWebp(input, DEFAULT_WEBP_QUALITY)).length;
    const sampled: number[] = [];
    const sample = (frames: WebpFrames, quality: number) => (sampled.push(frames.frames.length), encodeWebp(frames, quality));
    expect(await plainFarOver(input, Math.round(plain / 2), sample)).toBe(true);
    expect(await plainFarOver(input, Math.round(plain / 1.2), sample)).toBe(false);
    expect(await plainFarOver(photoFrames(32, 2 * SAMPLE_FRAMES - 1), 1, sample)).toBe(false);
    // The sample's bytes are kept: the second question costs no encode.
    expect(sampled).toEqual([SAMPLE_FRAMES]);
  });


  it("searches each frame step on the whole input's sample, never encoding again a quality a step before sampled", async () => {
    // Frames of their own, as above: the sample's bytes are kept per frame list.
    // 80 frames: the whole input is sampled every 5th, every 2nd frame every 4th (another sample, were it not shared).
    const whole = photoFrames(96, 80);
    const shared = frameSample(whole)!;
    const step2 = dropMsFrames(whole, 2);
    const plain2 = (await encodeWebp(step2, DEFAULT_WEBP_QUALITY)).length;
    const low2 = (await encodeWebp(step2, 40)).length;
    const limit = Math.round(low2 + (plain2 - low2) * 0.5);
    const sampled: { frames: number; quality: number }[] = [];
    const encodes = (frames: WebpFrames) => ({
      full: (quality: number) => encodeWebp(frames, quality),
      sample: (sample: WebpFrames, quality: number) => (sampled.push({ frames: sample.frames.length, quality }), encodeWebp(sample, quality)),
    });
    await searchSampledQuality(whole, limit, encodes(whole), undefined, shared);
    const atStep1 = sampled.map(({ quality }) => quality);
    sampled.length = 0;
    const found = await searchSampledQuality(step2, limit, encodes(step2), undefined, shared);
    expect(sampled.every(({ frames }) => frames === shared.frames.length)).toBe(true);
    expect(sampled.filter(({ quality }) => atStep1.includes(quality))).toEqual([]);
    expect(atStep1).toContain(DEFAULT_WEBP_QUALITY);
    const whole2 = await searchWebpQuality((quality) => encodeWebp(step2, quality), limit, plain2);
    expect(found?.fit?.bytes.length).toBeLessThanOrEqual(limit);
    expect(Math.abs(found!.fit!.quality - whole2.fit!.quality)).toBeLessThanOrEqual(2);
    // Frames fewer than twice the shared sample are left to the full search, as without it.
    expect(await searchSampledQuality(dropMsFrames(whole, 3), limit, encodes(whole), undefined, shared)).toBeNull();
  });
});

/**
 * The search's logic on bytes of a model, where the real encoder cannot be made to show it: the
 * sample's bytes a line in quality, the full encode's `ratio` times the sample's per frame.
 */
describe('searchSampledQuality on modelled bytes (80 frames, 16 sampled)', () => {
  // Frames of each test's own: the sample's bytes are kept per frame list, and each test models other bytes.
  // Each frame differs from the one before, so every frame is coded whole and the pixels' ratio is the count's.
  // A picture held `hold` frames repeats: an encode codes it once.
  const framesOfOwn = (hold: number): WebpFrames => ({ width: 1, height: 1, frames: Array.from({ length: 80 }, (_, i) => new Uint8ClampedArray([(Math.floor(i / hold) * 37) % 256, 0, 0, 255])), delaysMs: Array(80).fill(50) });
  function model(sampleBytes: (quality: number) => number, ratio: number, hold = 1) {
    const made: { quality: number; bytes: number }[] = [];
    return {
      made, input: framesOfOwn(hold),
      encodes: {
        full: async (quality: number) => {
          const bytes = Math.round(sampleBytes(quality) * 5 * ratio);
          made.push({ quality, bytes });
          return new Uint8Array(bytes);
        },
        sample: async (_: WebpFrames, quality: number) => new Uint8Array(Math.max(1, Math.round(sampleBytes(quality)))),
      },
    };
  }

  it('aims the first full encode under the limit with room: the frames\' count can be 7 % under the ratio (a photo\'s 5.00 for 5.33)', async () => {
    // Best that fits 400,000: quality 58. Aimed at 0.99 the count's ratio would encode quality 65, 5 % over.
    const { made, input, encodes } = model((q) => 40_000 + 600 * q, 5.33 / 5);
    const found = await searchSampledQuality(input, 400_000, encodes);
    expect(made[0].bytes, JSON.stringify(made)).toBeLessThanOrEqual(400_000);
    expect(made).toHaveLength(1);
    expect(found?.fit?.quality).toBeGreaterThanOrEqual(55);
  });

  it('aims the first full encode by the pixels the frames change, not their count: 80 frames of 20 pictures code 1.25 times the sample', async () => {
    // Every 5th of 80 frames, each picture held 4: the sample's 16 frames are 16 pictures, the whole 20.
    // Best that fits 100,000: quality 66. By the frames' count (5), even quality 40 would be 3.2 times over.
    // Bytes grow 5.5 times as fast above quality 75, as libwebp's do (quality-search.ts).
    const { made, input, encodes } = model((q) => 40_000 + 600 * (q <= 75 ? q : 75 + (q - 75) * 5.5), 0.25, 4);
    const found = await searchSampledQuality(input, 100_000, encodes);
    expect(made[0]?.quality, JSON.stringify(made)).toBeGreaterThanOrEqual(50);
    expect(made.every(({ bytes }) => bytes <= 100_000)).toBe(true);
    expect(found?.fit?.quality, JSON.stringify(made)).toBeGreaterThanOrEqual(64);
  });

  it("aims roughly before the sample is made as the file is (one try past the floor), then finds the best quality from it", async () => {
    // Bytes growing 5.5 times as fast above quality 75, as libwebp's do; the file's method codes 0.95 of the sample's.
    const sampleBytes = (q: number) => 14_000 + 600 * (q <= 75 ? q : 75 + (q - 75) * 5.5);
    const { made, input, encodes } = model(sampleBytes, 0.95);
    const order: string[] = [];
    const sample = encodes.sample;
    const found = await searchSampledQuality(input, 400_000, {
      ...encodes,
      sample: async (frames, quality) => (order.push(`sample ${quality}`), sample(frames, quality)),
      sampleAsFile: async (_, quality) => (order.push(`as file ${quality}`), new Uint8Array(Math.round(sampleBytes(quality) * 0.95))),
    });
    const beforeAsFile = order.slice(0, order.findIndex((entry) => entry.startsWith('as file')));
    // The plain's sample and one aimed try, which fits (the full search would try again above it).
    expect(beforeAsFile, order.join(', ')).toHaveLength(2);
    expect(made.every(({ bytes }) => bytes <= 400_000)).toBe(true);
    // The best that fits: sample bytes under 400,000 / (5 × 0.95), quality 82.
    expect(found?.fit?.quality, JSON.stringify(made) + order.join(', ')).toBeGreaterThanOrEqual(80);
  });

  it('makes another full encode only when the sample says its quality holds 3 % more bytes than the fit in hand', async () => {
    // Bytes that barely grow with quality: the first fit (quality 60, 0.92 of the limit) is within 2 % of quality 90's.
    const flat = model((q) => 19_000 + 10 * q, 1);
    const flatFound = await searchSampledQuality(flat.input, 106_522, flat.encodes);
    expect(flat.made, JSON.stringify(flat.made)).toHaveLength(1);
    expect(flatFound?.fit?.quality).toBe(flat.made[0].quality);
    // Each quality step 7 % of the limit: the room after the first fit buys a step worth an encode.
    const steep = model((q) => 1400 * q - 60_000, 1);
    const steepFound = await searchSampledQuality(steep.input, 100_000, steep.encodes);
    expect(steep.made, JSON.stringify(steep.made)).toHaveLength(2);
    expect(steep.made[1].quality).toBeGreaterThan(steep.made[0].quality);
    expect(steepFound?.fit?.quality).toBe(steep.made[1].quality);
    expect(steep.made[1].bytes).toBeLessThanOrEqual(100_000);
  });
});

describe('estimatedFloor', () => {
  it('stands for the encode of every frame by half the sample when well under the limit, and not near it', async () => {
    const input = photoFrames(96, 48);
    const whole = (await encodeWebp(input, 0)).length;
    const sampled: number[] = [];
    const encode = (sample: WebpFrames, quality: number) => (sampled.push(sample.frames.length), encodeWebp(sample, quality));
    const far = await estimatedFloor(input, whole * 3, 0, encode);
    expect(sampled).toEqual([SAMPLE_FRAMES / 2]);
    expect(far! / whole).toBeGreaterThan(0.8);
    expect(far! / whole).toBeLessThan(1.25);
    // Near the limit the estimate does not stand for the encode: the fit encodes the floor in full.
    expect(await estimatedFloor(input, whole * 1.1, 0, encode)).toBeNull();
    expect(await estimatedFloor(photoFrames(32, SAMPLE_FRAMES - 1), 1e9, 0, encode)).toBeNull();
  });
});

