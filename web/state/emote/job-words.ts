/** The words of an emote state as a job carries them, and a stored text slot made whole again (issue 20). */
import type { Size } from '../../emotes/types.ts';
import type { MakeJob } from '../../pipeline/protocol.ts';
import { cleanTextSpec, hasCaption } from '../../text/text-spec.ts';
import { textPreviewUrl } from '../../text/text-preview-url.ts';
import type { EmoteState, InputImage } from './emote-state-types.ts';

/** The job's text slots and caption; nothing when the emote has neither, so a job without words is as before. */
export function wordsOf(state: Pick<EmoteState, 'inputImages' | 'caption'>): Pick<MakeJob, 'texts' | 'caption'> {
  const texts = state.inputImages.map((image) => (image?.text ? { text: image.text, transform: image.transform } : null));
  return {
    ...(texts.some(Boolean) ? { texts } : {}),
    ...(hasCaption(state.caption) ? { caption: state.caption } : {}),
  };
}

/** A stored input image: a text slot gets its words checked and its picture drawn again (object and data URLs are not stored). */
export function restoreWords(image: InputImage, size: Size): InputImage {
  if (!image.text) return image;
  const text = cleanTextSpec(image.text);
  return { ...image, text, url: textPreviewUrl(text, size), revokeUrl: false, isSample: false };
}
