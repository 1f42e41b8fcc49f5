/** Words in an input slot, and the caption (issue 20): settings in the emote state, drawn by the worker. */
import type { EmoteType } from '../../emotes/types.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { cleanCaptionSpec, cleanTextSpec, defaultCaptionSpec, defaultTextSpec, type CaptionSpec, type TextSpec } from '../../text/text-spec.ts';
import { textPreviewUrl } from '../../text/text-preview-url.ts';
import { stateFor, type InputImage } from '../emote/emote-state.ts';
import { setSlot } from './replace-source.ts';
import { markEdited } from '../emote/edit.ts';
import { saveInputBlob } from '../persist/persist-inputs.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';

/** The name a text slot goes by: its first line. */
const nameOf = (text: TextSpec) => text.words.split('\n')[0].trim() || 'text';

/** The input image entry of words: the text is the setting, the URL only the page's picture of it. */
export function textImage(text: TextSpec, size: InputImage['size'], transform = defaultInputTransform()): InputImage {
  return { filename: nameOf(text), url: textPreviewUrl(text, size), revokeUrl: false, size: { ...size }, transform, isSample: false, text };
}

/** Puts words into a slot in place of its image (the "Text" button): the slot's own words if it has some, else "GG". */
export function putTextInSlot(type: EmoteType, slot: number, text: TextSpec = defaultTextSpec()) {
  const state = stateFor(type);
  if (state.inputImages[slot]?.text) return;
  setSlot(type, slot, textImage(cleanTextSpec(text), state.size), null);
  saveInputBlob(type.slug, slot, null);
  delete makerRuntime.inputErrors[slot];
  markEdited(state);
}

/** Changes a text slot's words or style. */
export function editSlotText(type: EmoteType, slot: number, change: Partial<TextSpec>) {
  const state = stateFor(type);
  const image = state.inputImages[slot];
  if (!image?.text) return;
  const text = cleanTextSpec({ ...image.text, ...change });
  state.inputImages[slot] = { ...image, text, filename: nameOf(text), url: textPreviewUrl(text, state.size) };
  markEdited(state);
}

/** The emote's caption, or the default (no words) when it has none. */
export const captionOf = (state: { caption?: CaptionSpec }) => state.caption ?? defaultCaptionSpec();

/** Changes the caption. */
export function editCaption(type: EmoteType, change: Partial<CaptionSpec>) {
  const state = stateFor(type);
  state.caption = cleanCaptionSpec({ ...captionOf(state), ...change });
  markEdited(state);
}

/** A fresh page of a text-first type starts with its words in the slot (not an edit); true when the slot takes words. */
export function startWithWords(type: EmoteType, slot: number): boolean {
  const words = type.inputImageSpecs[slot]?.startText;
  if (!words) return false;
  const state = stateFor(type);
  if (!state.inputImages[slot]) setSlot(type, slot, textImage({ ...defaultTextSpec(), words }, state.size), null);
  return true;
}
