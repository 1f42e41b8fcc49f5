/**
 * Cuts the placement editor's picture of a cut-out slot (the first frame, as the encode worker cuts
 * it: web/pipeline/worker/cut-inputs.ts) off the page's main thread, where one cut of a photo took
 * 20–40 ms of CPU on a quiet machine and over 100 ms on a loaded one. Imports no DOM code.
 */
import { cutAnimationIn } from '../worker/cut-inputs.ts';
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import type { Box } from '../../cutout/trim-margins.ts';
import type { CutPicture, CutPictureJob } from './cut-picture-protocol.ts';

self.onmessage = async ({ data: { id, bitmap, mask, cutout } }: MessageEvent<CutPictureJob>) => {
  try {
    self.postMessage({ id, ...(await cutPicture(bitmap, mask, cutout)) } satisfies CutPicture);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies CutPicture);
  } finally {
    bitmap.close();
  }
};

async function cutPicture(bitmap: ImageBitmap, mask: Uint8Array | null, cutout: CutoutSettings): Promise<{ blob: Blob; box: Box }> {
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const first = { width, height, frames: [{ bitmap, msDuration: 100 }], frameEndTimes: [100], truncated: false, masks: mask ? [mask] : undefined };
  const cut = await cutAnimationIn(first, cutout).catch(() => null);
  // Nothing left of the subject: the encode worker says so in the output panel; the picture stays clear.
  if (!cut) return { blob: await canvas.convertToBlob(), box: { x: 0, y: 0, width, height } };
  canvas.width = cut.animation.width;
  canvas.height = cut.animation.height;
  context.drawImage(cut.animation.frames[0].bitmap, 0, 0);
  cut.animation.frames[0].bitmap.close();
  return { blob: await canvas.convertToBlob(), box: cut.box };
}
