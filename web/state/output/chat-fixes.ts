/**
 * The chat advice's one-click fixes (issue 36): each one edit of the emote (one undo step), from
 * the numbers legibility/fix-plan.ts works out.
 */
import type { EmoteType } from '../../emotes/types.ts';
import type { FrameBox } from '../../legibility/legibility-facts.ts';
import { fewerWords, zoomToBox } from '../../legibility/fix-plan.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';
import { captionOf, editCaption, editSlotText } from '../slot/text-actions.ts';
import { setOutline } from '../slot/cutout-actions.ts';
import { MAX_ZOOM, zoomOf } from '../slot/transform-actions.ts';
import { CAPTION_SIZE } from '../../text/text-spec.ts';

/** The first main slot holding an image (not words): the one the zoom and fill fixes change; null when none does. */
export function imageSlotOf(type: EmoteType): number | null {
  const images = stateFor(type).inputImages;
  const slot = type.inputImageSpecs.findIndex((_, i) => images[i] && !images[i]!.text);
  return slot < 0 ? null : slot;
}

/** The words the "fewer words" fix keeps of the caption or a slot's words (fix-plan.ts fewerWords); null for one word. */
export function shorterWords(type: EmoteType, from: 'caption' | number): string | null {
  const state = stateFor(type);
  const words = from === 'caption' ? captionOf(state).words : state.inputImages[from]?.text?.words;
  return words === undefined ? null : fewerWords(words);
}

/** Keeps fewer of the caption's or the slot's words: fewer lines, bigger letters. */
export function keepFewerWords(type: EmoteType, from: 'caption' | number) {
  const words = shorterWords(type, from);
  if (words === null) return;
  if (from === 'caption') editCaption(type, { words });
  else editSlotText(type, from, { words });
}

/** The caption's largest letter size (text-spec.ts CAPTION_SIZE.max), when it is not there yet; null otherwise. */
export function biggerCaption(type: EmoteType): number | null {
  const caption = captionOf(stateFor(type));
  return caption.size < CAPTION_SIZE.max ? CAPTION_SIZE.max : null;
}

/** Makes the caption's letters as large as the caption goes: they are shrunk to fit, so a short caption grows. */
export function growCaption(type: EmoteType) {
  editCaption(type, { size: CAPTION_SIZE.max });
}

/** Sets the subject's outline. */
export function addOutline(type: EmoteType, colour: 'white' | 'black', width: number) {
  setOutline(type, { colour: colour === 'white' ? '#ffffff' : '#000000', width });
}

/** Zooms the image slot so the subject's box (in the output's pixels) fills the frame. */
export function zoomToSubject(type: EmoteType, box: FrameBox, frame: { width: number; height: number }) {
  const slot = imageSlotOf(type);
  const state = stateFor(type);
  const image = slot === null ? null : state.inputImages[slot];
  if (!image) return;
  const zoom = zoomOf(image.transform.matrix);
  const { factor, offset } = zoomToBox(box, frame, image.transform.offset, MAX_ZOOM / zoom);
  image.transform.matrix = image.transform.matrix.map((v) => v * factor) as typeof image.transform.matrix;
  image.transform.offset = offset;
  markEdited(state);
}

/** Makes the image slot cover the frame (Fill, upright, centred): a strip or a speck becomes a picture. */
export function fillFrame(type: EmoteType) {
  const slot = imageSlotOf(type);
  const state = stateFor(type);
  const image = slot === null ? null : state.inputImages[slot];
  if (!image) return;
  image.transform = { ...image.transform, fill: true, fillChosen: true, matrix: [1, 0, 0, 1], offset: { x: 0, y: 0 } };
  markEdited(state);
}
