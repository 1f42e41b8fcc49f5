/** A kept emote's stored state brought back as a maker state, by the maker's own restore (its migrations and clean-ups). */
import type { EmoteType } from '../emotes/types.ts';
import { createEmoteState, type EmoteState } from '../state/emote/emote-state.ts';
import { restoreEmoteState } from '../state/emote/persist-state.ts';

/** persist-state.ts's key of a slug's state. */
const stateKey = (slug: string) => `emote-state:${slug}`;

/**
 * The kept state as a fresh EmoteState (not in the store). restoreEmoteState reads local storage,
 * so the kept text goes there for the one synchronous call and the slug's own entry is put back
 * at once: nothing can read or write it in between.
 */
export function reviveState(type: EmoteType, stored: string): EmoteState {
  const key = stateKey(type.slug);
  const before = localStorage.getItem(key);
  try {
    localStorage.setItem(key, stored);
    return restoreEmoteState(type, createEmoteState(type));
  } finally {
    if (before === null) localStorage.removeItem(key);
    else localStorage.setItem(key, before);
  }
}
