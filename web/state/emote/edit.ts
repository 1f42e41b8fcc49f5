/** Marks an emote state edited (SPEC section 4: any edit clears fresh and saved) and tells who listens (the undo history). */
import type { EmoteState } from './emote-state.ts';

type EditListener = (state: EmoteState) => void;
const listeners = new Set<EditListener>();

export function markEdited(state: EmoteState) {
  state.fresh = false;
  state.saved = false;
  listeners.forEach((listener) => listener(state));
}

/** Calls `listener` after every edit; returns the function that stops it. */
export function onEdit(listener: EditListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
