/** Says why a slot's framing is what it is, while it follows the input's alpha (issue 25 item 6, issue 31 item 4). */
import type { Size } from '../../emotes/types.ts';
import type { InputImage } from '../emote/emote-state-types.ts';
import { isCutOut } from './framing.ts';

/** Shapes closer than this (2 %) look the same framed either way. */
const SAME_SHAPE = 0.02;

/**
 * The note shown beside Framing, or null when the visitor chose it, the source has transparency of
 * its own (fitted whole, as expected) or the shapes match so either framing shows the same.
 */
export function framingNote(image: Pick<InputImage, 'size' | 'cutout' | 'opaque'> & { transform: Pick<InputImage['transform'], 'fill' | 'fillChosen'> }, output: Size): string | null {
  if (image.transform.fillChosen || image.opaque !== true) return null;
  const imageAspect = image.size.width / image.size.height;
  const outputAspect = output.width / output.height;
  if (Math.abs(imageAspect / outputAspect - 1) < SAME_SHAPE) return null;
  const cut = isCutOut(image);
  if (cut && !image.transform.fill) return 'Framing set to Fit: its background is removed, so all of the subject shows. Choose Fill to cover the emote.';
  if (cut || !image.transform.fill) return null;
  const edges = imageAspect > outputAspect ? 'its left and right edges' : 'its top and bottom';
  return `Framing set to Fill: this image has no transparency, so it covers the emote and ${edges} are cropped. Choose Fit to show all of it.`;
}
