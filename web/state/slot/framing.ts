/**
 * A slot's framing (DESIGN section 8, placement): Fit or Fill follows the input's alpha, a photo
 * with no transparency fills the emote and anything with transparency (art, a cut-out subject) is
 * shown whole, until the visitor chooses Fit or Fill themselves (`transform.fillChosen`).
 */
import type { InputImage } from '../emote/emote-state-types.ts';

type Framed = Pick<InputImage, 'transform' | 'cutout' | 'opaque' | 'isSample' | 'text'>;

/** True when the slot's subject is cut out of its background. */
export const isCutOut = (image: Pick<InputImage, 'cutout'>) => !!image.cutout && image.cutout.mode !== 'none';

/**
 * Whether the source itself has no transparency. State saved before this was recorded has only
 * the framing the file load gave it: Fill for a file with no transparency, so Fill stands for it.
 */
const sourceIsOpaque = (image: Framed) => image.opaque ?? (!image.isSample && !image.text && image.transform.fill);

/** The framing the slot's alpha asks for: Fill for an opaque source that is not cut out. */
export const framingByAlpha = (image: Framed) => sourceIsOpaque(image) && !isCutOut(image);

/** Sets the slot's framing from its alpha (after its cut-out changed), unless the visitor chose it. */
export function followAlpha(image: Framed) {
  image.opaque = sourceIsOpaque(image);
  if (!image.transform.fillChosen) image.transform.fill = framingByAlpha(image);
}
