/**
 * Opening a maker from a gallery card (issue 35 item 1): the visitor's file (or words) becomes the
 * maker's first slot, as if chosen there. The slot's entry and its bytes are stored as a reload
 * leaves them (emote state + IndexedDB, persist-inputs.ts), so the maker page decodes it on arrival
 * with its own options, exactly as it restores a slot; a group-style maker's other slots get its
 * samples, as the card showed them.
 */
import type { EmoteType } from '../emotes/types.ts';
import { defaultInputTransform } from '../pipeline/protocol.ts';
import { stateFor, type InputImage } from '../state/emote/emote-state.ts';
import { markEdited } from '../state/emote/edit.ts';
import { saveInputBlob } from '../state/persist/persist-inputs.ts';
import { saveMasks } from '../state/persist/persist-masks.ts';
import { sampleFilename } from '../state/slot/input-actions.ts';
import { textImage } from '../state/slot/text-actions.ts';
import { resetTimeline } from '../state/slot/slot-timeline.ts';
import type { GallerySource, GalleryWords } from './gallery-source.ts';

/** The slot entry of the visitor's file: an object URL of it, placed as a maker places a new file. */
function fileImage(source: GallerySource): InputImage {
  const { width, height } = source.animation;
  const image: InputImage = {
    filename: source.name,
    url: URL.createObjectURL(source.file),
    revokeUrl: true,
    size: { width, height },
    // A cut-out subject is shown whole, as the maker frames it once cut (state/slot/framing.ts).
    transform: { ...defaultInputTransform(), fill: source.opaque && !source.cutout },
    isSample: false,
    opaque: source.opaque,
  };
  if (source.video) image.video = true;
  if (source.cutout) image.cutout = source.cutout;
  return image;
}

/** A sample's slot entry, as a fresh maker page fills it (its size is the sample's own). */
function sampleEntry(type: EmoteType, slot: number): InputImage | null {
  const sample = type.inputImageSpecs[slot]?.sample;
  if (!sample) return null;
  return { filename: sampleFilename(sample), url: sample.url, revokeUrl: false, size: { ...sample.size }, transform: { ...defaultInputTransform(), pixelated: sample.pixelated }, isSample: true };
}

/** Puts `source` in `type`'s first slot, to be decoded when its maker page opens. */
export function handOffToMaker(type: EmoteType, source: GallerySource | GalleryWords) {
  const state = stateFor(type);
  // A page never edited starts from its samples; the first slot now holds the visitor's input instead.
  if (state.fresh) type.inputImageSpecs.forEach((_, slot) => slot > 0 && !state.inputImages[slot] && (state.inputImages[slot] = sampleEntry(type, slot)));
  const previous = state.inputImages[0];
  if (previous?.revokeUrl && previous.url) URL.revokeObjectURL(previous.url);
  if (source.kind === 'words') {
    state.inputImages[0] = textImage(source.text, state.size);
    saveInputBlob(type.slug, 0, null);
  } else {
    state.inputImages[0] = fileImage(source);
    saveInputBlob(type.slug, 0, source.file);
  }
  // The model's masks go with the file, as a reload finds them (persist-masks.ts); a clip decoded to other frames there runs the model again.
  saveMasks(type.slug, 0, source.kind === 'image' ? (source.masks ?? null) : null);
  // A new source's timeline is automatic (DESIGN section 8, "replace source"): one chosen for what was there before does not carry over.
  resetTimeline(type);
  markEdited(state);
}
