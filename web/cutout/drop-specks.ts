/**
 * The speck drop after the model (issue 33 item 1): islands of subject far smaller than the
 * subject's main part are taken out. The model leaves stray specks on busy backdrops (a launch
 * pad's lights, texture it half-believes in); a chat shows each one as a dot beside the emote.
 * The visitor can turn it off (the cut-out's "Drop specks") for a subject that really is in
 * small parts.
 */
import { labelRegions, subjectPixels, SUBJECT_ALPHA } from './mask-regions.ts';

/**
 * An island under this share of the largest island's pixels is a speck. 1 %: on a 448² frame
 * whose subject covers a third of it, islands under about 670 px (26 px across) go — specks and
 * fragments, while a second person, a hand or a held object (tens of percent) stay.
 */
export const SPECK_SHARE = 0.01;

/** How far (px) around a dropped speck its faint fringe (alpha under SUBJECT_ALPHA) goes with it. */
const FRINGE = 2;

/** Drops, in place, the islands of `mask` under SPECK_SHARE of the largest; returns how many went. */
export function dropSpecks(mask: Uint8Array, width: number, height: number): number {
  const { labels, sizes } = labelRegions(subjectPixels(mask), width, height, 8);
  if (sizes.length < 2) return 0;
  const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
  const drop = sizes.map((size) => size < SPECK_SHARE * largest);
  const dropped = drop.filter(Boolean).length;
  if (!dropped) return 0;
  for (let p = 0; p < mask.length; p++) {
    const label = labels[p];
    if (label === -1 || !drop[label]) continue;
    mask[p] = 0;
    // Its soft edge would stay as a faint smudge in a PNG: clear the faint pixels right around it.
    const x0 = p % width;
    const y0 = (p - x0) / width;
    for (let y = Math.max(0, y0 - FRINGE); y <= Math.min(height - 1, y0 + FRINGE); y++) {
      for (let x = Math.max(0, x0 - FRINGE); x <= Math.min(width - 1, x0 + FRINGE); x++) {
        const q = y * width + x;
        if (mask[q] < SUBJECT_ALPHA) mask[q] = 0;
      }
    }
  }
  return dropped;
}
