/** The messages between the placement editor and the worker that cuts its picture (cut-picture-worker.ts). */
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { Box } from '../../cutout/trim-margins.ts';

/** One frame to cut, its model mask when the model cut the slot; the bitmap and mask are transferred. */
export interface CutPictureJob {
  id: number;
  bitmap: ImageBitmap;
  mask: Uint8Array | null;
  cutout: CutoutSettings;
}

/**
 * The cut frame as a PNG and the part of the source frame it shows (a cut that leaves nothing is a
 * clear frame of the whole source), or what went wrong.
 */
export type CutPicture = { id: number; blob: Blob; box: Box } | { id: number; error: string };
