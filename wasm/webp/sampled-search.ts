/**
 * libwebp's quality for many frames, aimed on a sample of them (issue 34 item 2). An animated WebP's
 * bytes go about with its frames: on a 512² photo, every 4th frame (their delays summed) made 3.8 to
 * 4.0 times fewer bytes at qualities 40 to 90, in a quarter of the time. So the search for the
 * quality runs on the sample, its bytes scaled by the ratio the last encode of all the frames
 * measured, and only its answers are encoded in full: a photo's WhatsApp sticker (80 frames of
 * 512²) took 8 full encodes of 3 s, and takes 1 (in Chromium: the 5 s encode's wasted twin and a
 * 1.8 s floor gone, the WebP 16.6 -> 10.6 s). A full encode under the limit is the only
 * answer it gives, and it stops after FULL_TRIES of them; it returns null when it cannot tell, and
 * the full search (quality-search.ts) runs as before.
 */
import { sampleMsFrames } from '../shared/ms-frames.ts';
import { changedArea, maxDiffForQuality } from './changed-rect.ts';
import { searchWebpQuality, type QualitySearch } from './quality-search.ts';
import { DEFAULT_WEBP_QUALITY, MIN_WEBP_QUALITY, type WebpFrames } from './meta.ts';

/** The sample holds about this many frames; inputs under twice as many are searched in full. */
export const SAMPLE_FRAMES = 16;
/** Encodes of every frame the sampled search makes at most. */
const FULL_TRIES = 3;
/** A full encode this close to the limit ends the search (the full search's 0.99 costs a 3 s encode a step here). */
const CLOSE_ENOUGH = 0.97;
/** The sample is aimed this far under its scaled limit once a full encode measured the ratio: it moves a little with quality. */
const AIM = 0.99;
/**
 * Before any full encode, the ratio is the frames' count, and the aim leaves room for its error: on
 * a photo's WhatsApp sticker (80 frames of 512², every 5th sampled) the count said 5.00 where full
 * encodes measured 5.32 and 5.35, so an aim of 0.99 made a 4.4 s encode 7 % over, and another.
 */
const FIRST_AIM = 0.92;
/**
 * A full encode is made again only when the sample says its quality holds this much more than the
 * fit in hand (bytes being the detail kept): below quality 75 a step is about 1 % of a photo's
 * bytes, above it about 5 %, two steps below are not seen, and another full encode of a photo's
 * WhatsApp sticker (80 frames of 512²) costs 4 s of a 17 s pack.
 */
const WORTH_A_FULL_ENCODE = 1.03;
/** A plain encode predicted over this many times the limit is not made (a photo's 512² WhatsApp sticker: 3.8 times). */
const FAR_OVER = 1.5;
/** A sample that says even the lowest quality is over by less than this is checked in full. */
const NEAR_MISS = 1.1;

/** The encodes the search makes: of all the frames (counted as the fit's tries) and of the sample. */
export interface SampledEncodes {
  full: (quality: number) => Promise<Uint8Array>;
  sample: (sample: WebpFrames, quality: number) => Promise<Uint8Array>;
  /**
   * The sample encoded as the file is (encodeWebp's method, where `sample` uses a faster one that
   * codes 1.5 to 6 % more bytes): made once, at the first aim, so that the first full encode is
   * aimed at the file's bytes. Without it the sample's bytes stand for the file's.
   */
  sampleAsFile?: (sample: WebpFrames, quality: number) => Promise<Uint8Array>;
}

/**
 * The best quality whose encode of all `frames` fits `limit`, searched on a sample; `plainBytes`
 * is the full encode at the default quality when it was made (and is over the limit). `shared` is
 * a sample of the whole input the frames were taken from at full size (frameSample): the fit's frame
 * steps all search on it, so what one step encoded of it, the next reuses. Null when the frames are
 * too few to sample or the sample led nowhere.
 */
export async function searchSampledQuality(
  frames: WebpFrames, limit: number, encode: SampledEncodes, plainBytes?: number, shared?: WebpFrames | null,
): Promise<QualitySearch<Uint8Array> | null> {
  // The shared sample stands for frames at least twice as many: nearer, its encodes cost near a full one.
  const sample = shared && frames.frames.length >= 2 * shared.frames.length ? shared : frameSample(frames);
  if (!sample) return null;
  const sampleBytes = (quality: number) => sampledBytes(sample, quality, encode.sample);
  const plainSample = await sampleBytes(DEFAULT_WEBP_QUALITY);
  // Until a full encode measures it, the ratio is the plain's when known, else that of the pixels the encodes code.
  let ratio = plainBytes ? plainBytes / plainSample : areaRatio(frames, sample);
  let over = plainBytes ? DEFAULT_WEBP_QUALITY : DEFAULT_WEBP_QUALITY + 1;
  let found: { bytes: Uint8Array; quality: number } | null = null;
  for (let tries = 0; tries < FULL_TRIES; tries++) {
    const measured = plainBytes !== undefined || tries > 0;
    // Before a full encode, with the sample to be made as the file is: a rough aim (one try past the
    // floor), since the re-aim after it searches again (a photo's sticker: 3 sample encodes, 0.75 s, fewer).
    const rough = !measured && encode.sampleAsFile !== undefined;
    let quality = await aimOnSample(sampleBytes, (limit * (measured ? AIM : FIRST_AIM)) / ratio, plainSample, rough ? 1 : undefined);
    if (!measured && quality !== null && encode.sampleAsFile) {
      // A photo's WhatsApp sticker: aimed on the faster method's bytes alone, the first full encode
      // came out at 0.90 of the limit and another (4 s) followed; the file's method at the aim says how much room there is.
      ratio *= (await encode.sampleAsFile(sample, quality)).length / (await sampleBytes(quality));
      quality = await aimOnSample(sampleBytes, (limit * FIRST_AIM) / ratio, plainSample);
    }
    let next = quality ?? MIN_WEBP_QUALITY;
    if (quality === null && !found && (await sampleBytes(MIN_WEBP_QUALITY)) * ratio > limit * NEAR_MISS) {
      return { fit: null, lowBytes: Math.round((await sampleBytes(MIN_WEBP_QUALITY)) * ratio) };
    }
    next = Math.min(next, over - 1);
    // The sample puts nothing worth an encode better than the fit in hand under the limit: it is the answer.
    if (next < MIN_WEBP_QUALITY || (found && (next <= found.quality || (await sampleBytes(next)) * ratio < found.bytes.length * WORTH_A_FULL_ENCODE))) break;
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

/**
 * The sample the search takes of these frames (every k-th, about SAMPLE_FRAMES), or null for too few.
 * A fit makes it once of its whole input and hands it to the search at each frame step at full size:
 * on a photo's WhatsApp sticker (W3, 80 frames of 512²) the whole input's sample at quality 66 times
 * 40/16 frames was 505,795 B where every 2nd frame encoded made 506,414 B.
 */
export const frameSample = (frames: WebpFrames, count = SAMPLE_FRAMES): WebpFrames | null => sampleMsFrames(frames, count);

/**
 * How many times the sample's pixels an encode of all the frames codes: the frames' count ratio
 * when every frame changes the whole canvas, less when frames repeat or change in part (a frame
 * holds only what changed: encode-webp.ts), where the sample's frames, further apart, change more.
 */
function areaRatio(frames: WebpFrames, sample: WebpFrames): number {
  return areaOf(frames) / areaOf(sample);
}

/** Areas by frame list: the fit asks for the same frames' again at each of its questions. */
const areas = new WeakMap<Uint8ClampedArray[], number>();

function areaOf(f: WebpFrames): number {
  if (!areas.has(f.frames)) areas.set(f.frames, changedArea(f.frames, f.width, f.height, maxDiffForQuality(DEFAULT_WEBP_QUALITY)));
  return areas.get(f.frames)!;
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
  const sample = frameSample(frames);
  if (!sample) return false;
  return (await sampledBytes(sample, DEFAULT_WEBP_QUALITY, encode)) * areaRatio(frames, sample) > limit * FAR_OVER;
}

/** A floor estimated from the sample is taken only this far under the limit; nearer, the floor is encoded in full. */
const FLOOR_ROOM = 0.75;

/**
 * The bytes of all `frames` at `quality` (the fit's floor, libwebp's 0) estimated from a sample
 * when that leaves no doubt they are under `limit` (under FLOOR_ROOM of it); null when the frames
 * are too few to sample or the estimate is too near the limit to stand for the encode. On a photo's
 * WhatsApp sticker the floor (40 frames of 512² at quality 0) took 1.8 s, at 12 % of the limit.
 */
export async function estimatedFloor(frames: WebpFrames, limit: number, quality: number, encode: SampledEncodes['sample']): Promise<number | null> {
  // Half the search's sample: the estimate need only tell "well under" from "near".
  const sample = frameSample(frames, SAMPLE_FRAMES / 2);
  if (!sample) return null;
  const estimate = Math.round((await sampledBytes(sample, quality, encode)) * areaRatio(frames, sample));
  return estimate < limit * FLOOR_ROOM ? estimate : null;
}

/** The highest quality the sample's bytes put under `sampleLimit` (the default's when it is under), or null below the lowest. */
async function aimOnSample(sampleBytes: (quality: number) => Promise<number>, sampleLimit: number, plainSample: number, tries?: number): Promise<number | null> {
  if (plainSample <= sampleLimit) return DEFAULT_WEBP_QUALITY;
  const search = await searchWebpQuality(async (quality) => ({ length: await sampleBytes(quality) }), sampleLimit, plainSample, tries);
  return search.fit ? search.fit.quality : null;
}
