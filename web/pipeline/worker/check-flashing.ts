/**
 * The flashing check of animated output (WCAG 2.3.1 general flash and red flash thresholds), run in the worker
 * on the frames written into the file. "A quarter of the frame": WCAG measures any 341×256 px
 * rectangle of a 1024×768 screen; an emote is far smaller than that, so the whole emote is the
 * reference area and a quarter of the emote's area must flash (flash-count.ts).
 */
import type { MadeFile, MakeResult } from '../protocol.ts';
import type { GifFrames } from '../../../wasm/gif/gif-frames.ts';
import { cellLuminances, makeCellGrid } from './flash-luminance.ts';
import { findWorstFlashing, LUMINANCE_FLASH, RED_FLASH, type FlashRule, type WorstFlashing } from './flash-count.ts';

/** More flashes than this in any one second fail WCAG 2.3.1. */
export const FLASH_LIMIT = 3;

/** Frames to check: RGBA, their delays, whether they loop and the GIF's alpha cutoff (null: alpha as is). */
export interface FlashCheckInput {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  loop: boolean;
  alphaCutoff: number | null;
}

/**
 * The worst second of flashing, in brightness or in saturated red (a rainbow swapping red and cyan
 * barely changes brightness), over a dark and over a light chat background, or null when nothing flashes.
 */
export function checkFlashing(input: FlashCheckInput, kept?: KeptMeasures): WorstFlashing | null {
  if (input.frames.length < 2) return null;
  const grid = makeCellGrid(input.width, input.height);
  const measure = (frame: Uint8ClampedArray) => cellLuminances(frame, grid, input.alphaCutoff);
  const measured = input.frames.map(kept ? (frame) => kept.of(frame, `${input.width}x${input.height} ${input.alphaCutoff}`, measure) : measure);
  const startsMs: number[] = [];
  let endMs = 0;
  for (const delay of input.delaysMs) {
    startsMs.push(endMs);
    endMs += delay;
  }
  const over = (key: keyof (typeof measured)[number], rule: FlashRule) =>
    findWorstFlashing({ cells: measured.map((m) => m[key]), startsMs, endMs, share: grid.share, loop: input.loop }, rule);
  const results = [
    over('overDark', LUMINANCE_FLASH),
    over('overLight', LUMINANCE_FLASH),
    over('redOverDark', RED_FLASH),
    over('redOverLight', RED_FLASH),
  ].filter((r) => r !== null);
  return results.sort((a, b) => b.flashes - a.flashes)[0] ?? null;
}

/**
 * Frames' cell measures kept by frame and grid, for checks of the same frames again: the fit's
 * candidates are the frames it started from with some dropped (a photo's 80-frame 512² WhatsApp
 * sticker: 40 of its frames measured again, 120 ms). Only for frames no one changes in between.
 */
export function keptMeasures() {
  const byFrame = new WeakMap<Uint8ClampedArray, Map<string, ReturnType<typeof cellLuminances>>>();
  return {
    of(frame: Uint8ClampedArray, key: string, measure: (frame: Uint8ClampedArray) => ReturnType<typeof cellLuminances>) {
      let byKey = byFrame.get(frame);
      if (!byKey) byFrame.set(frame, (byKey = new Map()));
      if (!byKey.has(key)) byKey.set(key, measure(frame));
      return byKey.get(key)!;
    },
  };
}
type KeptMeasures = ReturnType<typeof keptMeasures>;

/** Flashes in the worst second of written GIF frames (alpha already cut), 0 when none. */
function countFlashes(gif: GifFrames, loop: boolean, kept?: KeptMeasures): number {
  const delaysMs = gif.delaysCs.map((cs) => cs * 10);
  return checkFlashing({ width: gif.width, height: gif.height, frames: gif.frames, delaysMs, loop, alphaCutoff: null }, kept)?.flashes ?? 0;
}

/**
 * The fit's check on a try that dropped frames (issue 21: the fit must never make it flash more).
 * Dropping frames gathers changes that were spread over several frames into one, and a quarter of
 * the emote changing at once is a flash. A drop is kept when it flashes no more than the frames
 * before the fit, or no more than the limit (three in a second is no hazard; refusing it would
 * shrink the emote for nothing).
 */
export function flashesNoMoreThan(original: GifFrames, loop: boolean): (candidate: GifFrames) => boolean {
  let before: number | undefined;
  // A candidate's frames are the original's, some dropped: each is measured once.
  const kept = keptMeasures();
  return (candidate) => {
    before ??= countFlashes(original, loop, kept);
    return countFlashes(candidate, loop, kept) <= Math.max(before, FLASH_LIMIT);
  };
}

/** True when a check result fails the threshold. */
export const failsFlashLimit = (worst: WorstFlashing | null): worst is WorstFlashing => worst !== null && worst.flashes > FLASH_LIMIT;

/**
 * The result (a GIF, WebP, WebM or APNG) with its flashing verdict on the frames written into the
 * file (after the delays' rounding to centiseconds and any frames the fit loop dropped or shrank,
 * not the composed frames): the worst second when it flashes more than three times, null when it
 * passes. Static output (a PNG, whose mime type an APNG shares) is left unchecked. A GIF's written
 * alpha is already cut to 0 or 255 and a WebP keeps 8-bit alpha (as do a WebM and an APNG): each is
 * read as it is, over a dark and a light chat.
 */
export function withFlashCheck(result: MakeResult, written: GifFrames | null, loop: boolean): MakeResult {
  if (result.kind !== 'file' || (result.mime === 'image/png' && result.frameCount < 2) || !written || written.frames.length < 2) return result;
  const delaysMs = written.delaysCs.map((cs) => cs * 10);
  const worst = checkFlashing({ width: written.width, height: written.height, frames: written.frames, delaysMs, loop, alphaCutoff: null });
  const flashing: MadeFile['flashing'] = failsFlashLimit(worst) ? worst : null;
  return { ...result, flashing };
}
