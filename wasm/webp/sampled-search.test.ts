import { describe, expect, it } from 'vitest';
import { encodeWebp } from './encode-webp.ts';
import { searchWebpQuality } from './quality-search.ts';
import { plainFarOver, SAMPLE_FRAMES, searchSampledQuality } from './sampled-search.ts';
import { DEFAULT_WEBP_QUALITY, type WebpFrames } from './meta.ts';

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
});
