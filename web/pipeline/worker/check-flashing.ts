/**
 * The flashing check of animated output (WCAG 2.3.1 general flash threshold), run in the worker
 * on the frames that were just encoded. "A quarter of the frame": WCAG measures any 341×256 px
 * rectangle of a 1024×768 screen; an emote is far smaller than that, so the whole emote is the
 * reference area and a quarter of the emote's area must flash (flash-count.ts).
 */
import type { GifOptions, MadeFile, MakeResult } from '../protocol.ts';
import { cellLuminances, makeCellGrid } from './flash-luminance.ts';
import { findWorstFlashing, type WorstFlashing } from './flash-count.ts';

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

/** The worst second of flashing over a dark and over a light chat background, or null when nothing flashes. */
export function checkFlashing(input: FlashCheckInput): WorstFlashing | null {
  if (input.frames.length < 2) return null;
  const grid = makeCellGrid(input.width, input.height);
  const measured = input.frames.map((frame) => cellLuminances(frame, grid, input.alphaCutoff));
  const startsMs: number[] = [];
  let endMs = 0;
  for (const delay of input.delaysMs) {
    startsMs.push(endMs);
    endMs += delay;
  }
  const over = (key: 'overDark' | 'overLight') =>
    findWorstFlashing({ cells: measured.map((m) => m[key]), startsMs, endMs, share: grid.share, loop: input.loop });
  const results = [over('overDark'), over('overLight')].filter((r) => r !== null);
  return results.sort((a, b) => b.flashes - a.flashes)[0] ?? null;
}

/** True when a check result fails the threshold. */
export const failsFlashLimit = (worst: WorstFlashing | null): worst is WorstFlashing => worst !== null && worst.flashes > FLASH_LIMIT;

/**
 * The result with its flashing verdict: the worst second when it flashes more than three times,
 * null when it passes. Static output and frames the encoder no longer holds are left unchecked.
 */
export function withFlashCheck(result: MakeResult, input: Omit<FlashCheckInput, 'loop' | 'alphaCutoff'>, gifOptions: GifOptions): MakeResult {
  if (result.kind !== 'file' || result.mime !== 'image/gif' || input.frames.length < 2) return result;
  if (input.frames.some((frame) => frame.length !== input.width * input.height * 4)) return result;
  const worst = checkFlashing({ ...input, loop: gifOptions.loop, alphaCutoff: gifOptions.alphaCutoff });
  const flashing: MadeFile['flashing'] = failsFlashLimit(worst) ? worst : null;
  return { ...result, flashing };
}
