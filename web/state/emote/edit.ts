/** Marks an emote state edited (SPEC section 4: any edit clears fresh and saved) and tells who listens (the undo history). */
import type { EmoteState } from './emote-state.ts';

export interface EditKind {
  /**
   * A whole gesture of its own (a button's click, a brush stroke): it is one undo step at once,
   * where edits that come in bursts (a slider's drag, typing) become one step once they settle.
   */
  step?: boolean;
}

type EditListener = (state: EmoteState, kind: EditKind) => void;
const listeners = new Set<EditListener>();

export function markEdited(state: EmoteState, kind: EditKind = {}) {
  state.fresh = false;
  state.saved = false;
  listeners.forEach((listener) => listener(state, kind));
}

/** Calls `listener` after every edit; returns the function that stops it. */
export function onEdit(listener: EditListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
