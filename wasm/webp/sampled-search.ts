/**
 * libwebp's quality for many frames, aimed on a sample of them (issue 34 item 2). An animated WebP's
 * bytes go about with its frames: on a 512² photo, every 4th frame (their delays summed) made 3.8 to
 * 4.0 times fewer bytes at qualities 40 to 90, in a quarter of the time. So the search for the
 * quality runs on the sample, its bytes scaled by the ratio the last encode of all the frames
 * measured, and only its answers are encoded in full: a photo's WhatsApp sticker (80 frames of
 * 512²) took 8 full encodes of 3 s, and takes 1 or 2. A full encode under the limit is the only
 * answer it gives, and it stops after FULL_TRIES of them; it returns null when it cannot tell, and
 * the full search (quality-search.ts) runs as before.
 */
import { dropMsFrames } from '../shared/ms-frames.ts';
import { searchWebpQuality, type QualitySearch } from './quality-search.ts';
import { DEFAULT_WEBP_QUALITY, MIN_WEBP_QUALITY, type WebpFrames } from './meta.ts';

/** The sample holds about this many frames; inputs under twice as many are searched in full. */
export const SAMPLE_FRAMES = 16;
/** Encodes of every frame the sampled search makes at most. */
const FULL_TRIES = 3;
/** A full encode this close to the limit ends the search (the full search's 0.99 costs a 3 s encode a step here). */
const CLOSE_ENOUGH = 0.97;
/** The sample is aimed this far under its scaled limit: the ratio moves a little with quality. */
const AIM = 0.99;
/** A plain encode predicted over this many times the limit is not made (a photo's 512² WhatsApp sticker: 3.8 times). */
const FAR_OVER = 1.5;
/** A sample that says even the lowest quality is over by less than this is checked in full. */
const NEAR_MISS = 1.1;

/** The encodes the search makes: of all the frames (counted as the fit's tries) and of the sample. */
export interface SampledEncodes {
  full: (quality: number) => Promise<Uint8Array>;
  sample: (sample: WebpFrames, quality: number) => Promise<Uint8Array>;
}

/**
 * The best quality whose encode of all `frames` fits `limit`, searched on a sample; `plainBytes`
 * is the full encode at the default quality when it was made (and is over the limit). Null when
 * the frames are too few to sample or the sample led nowhere.
 */
export async function searchSampledQuality(
  frames: WebpFrames, limit: number, encode: SampledEncodes, plainBytes?: number,
): Promise<QualitySearch<Uint8Array> | null> {
  const sample = sampleOf(frames);
  if (!sample) return null;
  const sampleBytes = (quality: number) => sampledBytes(sample, quality, encode.sample);
  const plainSample = await sampleBytes(DEFAULT_WEBP_QUALITY);
  // Until a full encode measures it, the ratio is the plain's when known, else the frames' count.
  let ratio = plainBytes ? plainBytes / plainSample : frames.frames.length / sample.frames.length;
  let over = plainBytes ? DEFAULT_WEBP_QUALITY : DEFAULT_WEBP_QUALITY + 1;
  let found: { bytes: Uint8Array; quality: number } | null = null;
  for (let tries = 0; tries < FULL_TRIES; tries++) {
    const quality = await aimOnSample(sampleBytes, (limit * AIM) / ratio, plainSample);
    let next = quality ?? MIN_WEBP_QUALITY;
    if (quality === null && !found && (await sampleBytes(MIN_WEBP_QUALITY)) * ratio > limit * NEAR_MISS) {
      return { fit: null, lowBytes: Math.round((await sampleBytes(MIN_WEBP_QUALITY)) * ratio) };
    }
    next = Math.min(next, over - 1);
    // The sample puts nothing better than the fit in hand under the limit: it is the answer.
    if ((found && next <= found.quality) || next < MIN_WEBP_QUALITY) break;
    const bytes = await encode.full(next);
    ratio = bytes.length / (await sampleBytes(next));
    if (bytes.length <= limit) {
      found = { bytes, quality: next };
      if (bytes.length >= limit * CLOSE_ENOUGH) break;
    } else {
      over = next;
      if (next === MIN_WEBP_QUALITY) return { fit: null, lowBytes: bytes.length };
    }
  }
  return found ? { fit: found } : null;
}

/** Every k-th frame, their delays summed, about SAMPLE_FRAMES of them; null for too few frames to sample. */
function sampleOf(frames: WebpFrames): WebpFrames | null {
  const step = Math.floor(frames.frames.length / SAMPLE_FRAMES);
  return step < 2 ? null : dropMsFrames(frames, step);
}

/** Sample bytes by quality, kept per sampled frame list (the same frames are sampled alike): the plain's estimate and the fit share them. */
const sampleCache = new WeakMap<Uint8ClampedArray, Map<string, number>>();

async function sampledBytes(sample: WebpFrames, quality: number, encode: SampledEncodes['sample']): Promise<number> {
  // Keyed by the sample's second frame (its first is every sample's) with its count, delays and quality.
  let byQuality = sampleCache.get(sample.frames[1]);
  if (!byQuality) sampleCache.set(sample.frames[1], (byQuality = new Map()));
  const key = `${sample.frames.length} ${sample.delaysMs.join(',')} ${quality}`;
  if (!byQuality.has(key)) byQuality.set(key, (await encode(sample, quality)).length);
  return byQuality.get(key)!;
}

/**
 * Whether the encode of all `frames` at the default quality would be far over `limit` (the sample's
 * bytes say over FAR_OVER times it): then it is not worth making, and the fit starts without it.
 */
export async function plainFarOver(frames: WebpFrames, limit: number, encode: SampledEncodes['sample']): Promise<boolean> {
  const sample = sampleOf(frames);
  if (!sample) return false;
  return ((await sampledBytes(sample, DEFAULT_WEBP_QUALITY, encode)) * frames.frames.length) / sample.frames.length > limit * FAR_OVER;
}

/** The highest quality the sample's bytes put under `sampleLimit` (the default's when it is under), or null below the lowest. */
async function aimOnSample(sampleBytes: (quality: number) => Promise<number>, sampleLimit: number, plainSample: number): Promise<number | null> {
  if (plainSample <= sampleLimit) return DEFAULT_WEBP_QUALITY;
  const search = await searchWebpQuality(async (quality) => ({ length: await sampleBytes(quality) }), sampleLimit, plainSample);
  return search.fit ? search.fit.quality : null;
}
