/** Asks before leaving a page with unsaved work (DESIGN section 2: !fresh && !saved, unless noUnsavedWarning). */
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { preferences } from '../site/preferences.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';

/** The maker page open now, if any. */
let openMaker: EmoteType | null = null;

/** True when leaving now would lose work the visitor has not downloaded. */
export function hasUnsavedWork(type: EmoteType): boolean {
  const state = stateFor(type);
  return !state.fresh && !state.saved && !preferences.noUnsavedWarning;
}

/**
 * True when a reload now could lose the visitor's work: the open maker was edited since its last
 * download (whatever the warning preference), or holds an overlay image (kept only in the page).
 * A fresh or just-downloaded maker's settings and inputs are already stored (persist-state.ts,
 * persist-inputs.ts) and come back after the reload.
 */
export function reloadWouldLoseWork(): boolean {
  if (!openMaker) return false;
  const state = stateFor(openMaker);
  return (!state.fresh && !state.saved) || makerRuntime.overlayBitmap !== null;
}

/** Guards page unload (reload, closing, leaving the site) while the maker is open; returns the stop function. */
export function guardUnsavedWork(type: EmoteType): () => void {
  openMaker = type;
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedWork(type)) return;
    event.preventDefault();
    // Older Chromium shows the prompt only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (openMaker === type) openMaker = null;
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
