/**
 * The one transition that replaces a slot's source (issue 31 item 1, DESIGN section 8). A slot is one
 * record: its source with placement and cut-out settings (the emote state's inputImages entry), the
 * choice that brought it (slot-choice.ts), what was decoded from it (decoded-inputs.ts), its
 * thumbnails, masks and error, and the timeline when it holds the longest animated input. What this
 * transition does to each, in one place:
 *
 * - reset:       the decoded frames and thumbnails (the new source's, or none), the model's masks,
 *                the error, and the timeline when the source it cut leaves (slot-timeline.ts);
 * - re-derived:  the framing comes with the new entry (Fill for a source with no transparency, unless
 *                a recipe link holds one: input-actions.ts, recipe-transforms.ts; after a cut-out,
 *                framing.ts), and the automatic length from the new frames (clip-plan.ts);
 * - kept:        the emote's own fields (preset, size, settings, stack, caption, outline) and the other
 *                slots; the old source's object URL while an undo step names it (kept-urls.ts).
 */
import type { EmoteType } from '../../emotes/types.ts';
import type { Animation } from '../../pipeline/protocol.ts';
import { stateFor, type InputImage } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { saveMasks } from '../persist/persist-masks.ts';
import { retireUrl } from './kept-urls.ts';
import { putDecodedInput } from './decoded-inputs.ts';
import { takeThumbnails } from './timeline-thumbnails.ts';
import { followNewSource } from './slot-timeline.ts';
import { timelineSlot } from './clip-plan.ts';
import { beginChoice, type SlotChoice } from './slot-choice.ts';

/**
 * Replaces a slot's source and its decoded animation, releasing what was there. Without `choice` (the
 * load that brought them, still the latest) it is a choice of its own (words, emptying): a load in
 * flight for the slot is superseded (slot-choice.ts).
 */
export function setSlot(type: EmoteType, slot: number, image: InputImage | null, animation: Animation | null, choice?: SlotChoice) {
  if (!choice) {
    beginChoice(slot);
    delete makerRuntime.loadingSlots[slot];
  }
  const state = stateFor(type);
  const previous = state.inputImages[slot];
  const timelineWas = timelineSlot();
  if (previous?.revokeUrl) retireUrl(previous.url);
  state.inputImages[slot] = image;
  delete makerRuntime.inputErrors[slot];
  takeThumbnails(slot, image, animation);
  putDecodedInput(slot, image?.url ?? null, animation);
  saveMasks(type.slug, slot, null);
  followNewSource(type, slot, image, timelineWas);
}
