/**
 * The lossless APNG for a byte limit. The PNG codec's rows (png-rows.ts) are 7 to 15 times as fast as
 * filter-rows.ts's line-by-line filters and fflate, but the Rust encoder's filtering loses bytes on
 * some pictures: on 20 photo frames of 320² it wrote 0.5 % fewer bytes for coffee.png, 3.3 % more for
 * astronaut.png and 22 % more for chelsea.png. Where that could decide whether the lossless file fits,
 * the frames are encoded again the slow way, so a sticker is never given fewer colours for it.
 */
import { encodeApng } from './encode-apng.ts';
import { LOSSLESS_APNG_COLORS, type ApngFrames } from './meta.ts';
import type { RgbaRows } from '../png/png-rows.ts';

/** Rows' bytes up to this many times the limit may still fit the slow way (chelsea: 1.22). */
export const ROWS_SLACK = 1.3;

/**
 * The lossless encode: by `rows` where given, again without them where their bytes are over
 * `limitBytes` by less than ROWS_SLACK; the smaller kept. `made` is the rows' encode when the caller
 * already made it (the worker keeps it for every target of a pack group, each with its own limit).
 */
export async function encodeLosslessApng(
  input: ApngFrames, rows: RgbaRows | null, limitBytes: number | null, made?: Promise<Uint8Array>,
): Promise<Uint8Array> {
  const fast = await (made ?? encodeApng(input, LOSSLESS_APNG_COLORS, rows));
  if (!rows || limitBytes === null || fast.length <= limitBytes || fast.length > limitBytes * ROWS_SLACK) return fast;
  const slow = await encodeApng(input, LOSSLESS_APNG_COLORS, null);
  return slow.length < fast.length ? slow : fast;
}
