/**
 * The timeline (start, length, speed: `encodeOptions.inputClip`) is chosen for the input it cuts
 * (issue 31, DESIGN section 8): when the slot it applies to gets another source or is emptied, or
 * another slot's input takes it over, it goes back to automatic, from 0, at 1×. setSlot
 * (input-actions.ts) is the one place that calls this. A timeline a recipe link brought waits for
 * its input instead, as the link's placements do (recipe-transforms.ts): the sample it loads keeps
 * it, and the visitor's own first input there uses it up.
 */
import type { EmoteType } from '../../emotes/types.ts';
import { defaultInputClip } from '../../pipeline/protocol.ts';
import { stateFor, type InputImage } from '../emote/emote-state.ts';
import { timelineSlot } from './clip-plan.ts';

/** Slugs whose timeline came from a recipe link and has not met its input yet. */
const fromLink = new Set<string>();

/** Marks the timeline as the link's (a recipe with clip settings opens): the next input keeps it. */
export const holdLinkTimeline = (slug: string) => fromLink.add(slug);

/** Puts the timeline back to automatic, from 0, at 1× (no change when it is so already). */
export function resetTimeline(type: EmoteType) {
  Object.assign(stateFor(type).encodeOptions.inputClip, defaultInputClip());
}

/**
 * Call once `slot` holds `image` (null: emptied) and its decoded frames; `before` is the slot the
 * timeline applied to before (timelineSlot(), -1 for none). Resets the timeline when it was chosen
 * for the source that left, or when the new source takes it over.
 */
export function followNewSource(type: EmoteType, slot: number, image: InputImage | null, before: number) {
  const after = timelineSlot();
  if (before !== slot && after !== slot) return;
  if (!fromLink.has(type.slug)) return resetTimeline(type);
  if (image && !image.isSample && after === slot) fromLink.delete(type.slug);
}
