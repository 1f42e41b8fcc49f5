/** Says so when a new image's framing was set to Fill for the visitor and that crops it (issue 25 item 6). */
import type { Size } from '../emotes/types.ts';
import type { InputImage } from './emote-state-types.ts';

/** Shapes closer than this (2 %) look the same framed either way. */
const SAME_SHAPE = 0.02;

/** The note shown beside Framing, or null when the image is fitted or Fill crops nothing of note. */
export function framingNote(image: Pick<InputImage, 'size' | 'transform'>, output: Size): string | null {
  if (!image.transform.fill) return null;
  const imageAspect = image.size.width / image.size.height;
  const outputAspect = output.width / output.height;
  if (Math.abs(imageAspect / outputAspect - 1) < SAME_SHAPE) return null;
  const edges = imageAspect > outputAspect ? 'its left and right edges' : 'its top and bottom';
  return `Framing set to Fill: this image has no transparency, so it covers the emote and ${edges} are cropped. Choose Fit to show all of it.`;
}
