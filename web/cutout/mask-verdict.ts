/**
 * Whether the model's mask looks like a subject (issue 33 item 2): when it keeps very little of
 * the picture, or breaks it into many pieces, the model was unsure — a rocket on a busy launch
 * pad came out as thin fragments — and the panel says so and offers the colour tools.
 */
import { labelRegions, subjectPixels } from './mask-regions.ts';
import { SPECK_SHARE } from './drop-specks.ts';

/** The model kept under this share of the frame: too little to be the picture's subject. */
export const LITTLE_SHARE = 0.02;

/** Pieces (islands that are not specks) at or above which the cut is "in pieces". */
export const MANY_PIECES = 5;

/** What is wrong with the model's mask: 'little', 'pieces', or null when it looks like one subject. */
export type MaskVerdict = 'little' | 'pieces' | null;

export function judgeModelMask(mask: Uint8Array, width: number, height: number): MaskVerdict {
  const { sizes } = labelRegions(subjectPixels(mask), width, height, 8);
  const kept = sizes.reduce((sum, size) => sum + size, 0);
  if (kept < LITTLE_SHARE * width * height) return 'little';
  const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
  // Specks are dropped anyway (drop-specks.ts); only pieces that would stay count.
  const pieces = sizes.filter((size) => size >= SPECK_SHARE * largest).length;
  return pieces >= MANY_PIECES ? 'pieces' : null;
}
