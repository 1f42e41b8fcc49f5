/**
 * Each slot's latest choice (issue 31, DESIGN section 8). Every load into a slot (file, drop,
 * paste, URL, sample, words, a page's restore) starts a choice with an id of its own; work for a
 * source (its decode, a span decoded again, the model's cut-out) carries the id of the choice that
 * brought it. A later choice supersedes the earlier one: its signal aborts (a URL fetch stops), and
 * whatever still arrives for it, result or error, is dropped by its caller, never shown.
 */

/** One choice for a slot. */
export interface SlotChoice {
  readonly slot: number;
  readonly id: number;
  /** Aborts once a later choice is made for the slot (or the page is left). */
  readonly signal: AbortSignal;
}

const latest = new Map<number, { choice: SlotChoice; controller: AbortController }>();
let lastId = 0;

/** Starts a choice for `slot`: the one before it is superseded and its work aborted. */
export function beginChoice(slot: number): SlotChoice {
  latest.get(slot)?.controller.abort();
  const controller = new AbortController();
  const choice = { slot, id: ++lastId, signal: controller.signal };
  latest.set(slot, { choice, controller });
  return choice;
}

/** True while no later choice was made for its slot. */
export const isLatest = (choice: SlotChoice): boolean => latest.get(choice.slot)?.choice === choice;

/** The choice whose source the slot holds or is loading; a fresh one when the slot has none yet. */
export const currentChoice = (slot: number): SlotChoice => latest.get(slot)?.choice ?? beginChoice(slot);

/** Supersedes every slot's choice (the page is left): what is in flight stops and is dropped. */
export function abandonChoices() {
  latest.forEach(({ controller }) => controller.abort());
  latest.clear();
}
