/** Asks before leaving a page with unsaved work (DESIGN section 2: !fresh && !saved, unless noUnsavedWarning). */
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from './emote-state.ts';
import { preferences } from './preferences.ts';

/** True when leaving now would lose work the visitor has not downloaded. */
export function hasUnsavedWork(type: EmoteType): boolean {
  const state = stateFor(type);
  return !state.fresh && !state.saved && !preferences.noUnsavedWarning;
}

/** Guards page unload (reload, closing, leaving the site) while the maker is open; returns the stop function. */
export function guardUnsavedWork(type: EmoteType): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedWork(type)) return;
    event.preventDefault();
    // Older Chromium shows the prompt only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
