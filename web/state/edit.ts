/** Marks an emote state edited (SPEC section 4: any edit clears fresh and saved). */
import type { EmoteState } from './emote-state.ts';

export function markEdited(state: EmoteState) {
  state.fresh = false;
  state.saved = false;
}
