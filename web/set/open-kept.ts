/**
 * "Edit" on the set page: the kept emote becomes its maker's emote, as a reload of that maker would
 * find it (its state in the store, its files and masks in the maker's IndexedDB), and is marked as
 * being edited, so the maker offers "Update CODE in set". Called with no maker on the page.
 */
import { findEmoteType } from '../emotes/index.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { saveInputBlob } from '../state/persist/persist-inputs.ts';
import { saveMasks } from '../state/persist/persist-masks.ts';
import { readKept } from './set-db.ts';
import { SET_MESSAGES } from './set-messages.ts';
import { setEditing, setState } from './set-state.ts';
import { reviveState } from './revive-state.ts';

/** True when opening `id` would replace work on its maker that is kept nowhere (not in the set, never downloaded). */
export function wouldReplaceWork(slug: string, id: string): boolean {
  const type = findEmoteType(slug);
  if (!type || setState.editing?.id === id) return false;
  const state = stateFor(type);
  return !state.fresh && !state.saved;
}

/** Loads the kept emote into its maker; the maker's path, or null (with the notice) when it is gone. */
export async function openKeptForEditing(id: string): Promise<string | null> {
  const kept = await readKept(id).catch(() => undefined);
  const type = kept && findEmoteType(kept.slug);
  if (!kept || !type) {
    setState.notice = { text: SET_MESSAGES.missing, style: 'error' };
    return null;
  }
  const revived = reviveState(type, kept.state);
  const masks = await Promise.all(revived.inputImages.map(async (_, slot) => (kept.masks[slot] ? new Uint8Array(await kept.masks[slot].arrayBuffer()) : null)));
  // The maker's reload store: these writes are queued before the maker's reads on entering, so it reads them.
  revived.inputImages.forEach((_, slot) => {
    saveInputBlob(type.slug, slot, kept.inputs[slot] ?? null);
    saveMasks(type.slug, slot, masks[slot] && [masks[slot]]);
  });
  // Edited, so the maker restores these inputs instead of starting from its samples.
  Object.assign(stateFor(type), { ...revived, fresh: false, saved: true });
  setEditing({ id: kept.id, code: kept.code, slug: kept.slug });
  return type.url;
}
