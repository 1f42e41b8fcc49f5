/** The words of the slot's cut-out progress (issue 18). */
import type { SegmentProgress } from '../cutout/segment/segment-types.ts';
import { formatBytes } from '../format-bytes.ts';

/** 'Starting…', 'Downloading the model: 12.0 MiB of 44.0 MiB', 'Opening the model…' or 'frame 3 of 60'. */
export function cutoutProgressText(progress: SegmentProgress | null): string {
  if (!progress) return 'Starting…';
  if (progress.phase === 'download') return `Downloading the model: ${formatBytes(progress.loadedBytes)} of ${formatBytes(progress.totalBytes)}`;
  if (progress.phase === 'open') return 'Opening the model…';
  return `Removing background: frame ${progress.frame} of ${progress.frames}`;
}

/** The progress bar's value and maximum: bytes of the total, then frames. */
export function cutoutProgressValue(progress: SegmentProgress | null): { value?: number; max: number } {
  if (!progress || progress.phase === 'open') return { max: 1 };
  if (progress.phase === 'download') return { value: progress.loadedBytes, max: Math.max(1, progress.totalBytes) };
  return { value: progress.frame, max: Math.max(1, progress.frames) };
}

/**
 * What the slot says after "Remove background" (issue 33 item 2): the tool it used and why, or
 * what looked wrong with the model's cut, and where the other tools are.
 */
export const CUTOUT_NOTES = {
  flat: 'Used “Remove backdrop”: the backdrop is one flat colour, and this tool keeps whites inside the subject.',
  clear: 'Used “Remove backdrop”: the backdrop is already transparent, so the picture stays as it is.',
  busy: 'Used the model: the backdrop is busy. If the edge is wrong, try “Remove backdrop” or “Remove colour”.',
  little: 'The model kept very little of this picture. Try “Remove backdrop” or “Remove colour” instead.',
  pieces: 'The model cut this picture into many pieces. Try “Remove backdrop” or “Remove colour” instead.',
} as const;

/** The button beside a note on a flat backdrop: the model, one click away. */
export const USE_MODEL = 'Use the model instead';
