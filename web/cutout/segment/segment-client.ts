/**
 * Cuts the subject out of frames with the segmentation model. Until the model is bundled
 * (issue 18) no model is available, and the cut-out says so in the slot.
 */
import { SegmentError, type FrameMask, type SegmentHooks } from './segment-types.ts';

/** One alpha mask per frame; the bitmaps are the caller's and are not closed. */
export async function segmentFrames(frames: ImageBitmap[], hooks: SegmentHooks = {}): Promise<FrameMask[]> {
  void frames;
  void hooks;
  throw new SegmentError('model-unavailable', 'The background-removal model is not available in this build.');
}
