/**
 * Whether an APNG's lossless encode is worth making (issue 34 item 2). In a photo's pack the Discord
 * sticker's lossless encode (80 frames of 320²) took 4.6 s to learn it was 16 MB against a 512 KiB
 * limit, before a fit that never uses it. Every k-th frame (about 16 of them, delays summed) encoded
 * losslessly tells the same from a fifth of the frames (the sticker in a photo's pack: 12.1 -> 7.8 s,
 * bench --pack). A sampled frame differs more from the last one
 * kept than the frames between do, so the estimate errs high where little moves: only an estimate
 * FAR_OVER times the limit skips the encode, and the fit then starts at its palettes.
 */
import { sampleMsFrames } from '../shared/ms-frames.ts';
import { encodeApng } from './encode-apng.ts';
import type { RgbaRows } from '../png/png-rows.ts';
import { LOSSLESS_APNG_COLORS, type ApngFrames } from './meta.ts';

/** The sample holds about this many frames; inputs under twice as many are never sampled. */
const SAMPLE_FRAMES = 16;
/** An estimate this many times the limit skips the lossless encode (a photo's sticker: about 30 times). */
export const FAR_OVER = 4;

/**
 * A first, smaller sample: about this many frames, believed only when it puts the encode QUICK_FAR_OVER
 * times over the limit. A photo's sticker is about 30 times over; its 16-frame sample took 1.2 s of
 * a pack's 7.6 s sticker, these 4 frames a quarter of that. Further apart, its frames err higher still.
 */
const QUICK_FRAMES = 4;
const QUICK_FAR_OVER = 2 * FAR_OVER;

/**
 * True when a sample of the frames puts their lossless encode over FAR_OVER times `limit`; false when
 * unsure or too few frames. `rows` deflates the sample as the encode it stands for would (fit-apng.ts).
 */
export async function losslessFarOver(frames: ApngFrames, limit: number, rows: RgbaRows | null = null): Promise<boolean> {
  const estimate = async (count: number) => {
    const sample = sampleMsFrames(frames, count)!;
    return ((await encodeApng(sample, LOSSLESS_APNG_COLORS, rows)).length * frames.frames.length) / sample.frames.length;
  };
  if (frames.frames.length < 2 * SAMPLE_FRAMES) return false;
  if ((await estimate(QUICK_FRAMES)) > limit * QUICK_FAR_OVER) return true;
  return (await estimate(SAMPLE_FRAMES)) > limit * FAR_OVER;
}
