/** What the page shows of the set: its emotes (without their files), storage use, the emote being edited, the last notice. */
import { proxy } from 'valtio';

/** A kept emote as listed. */
export interface SetRow {
  id: string;
  code: string;
  /** Its sticker's emoji (the export's default when the visitor chose none). */
  emoji: string;
  slug: string;
  /** When it was last saved (KeptEmote.updated): a row of the same save keeps its preview's URL. */
  updated: number;
  /** Object URL of the kept preview (revoked when a read of the list finds it changed or gone), or null. */
  previewUrl: string | null;
  previewMime: string;
}

/** The kept emote the maker is editing: its "Add to set" becomes "Update CODE in set". */
export interface SetEditing {
  id: string;
  code: string;
  slug: string;
}

export interface SetNotice {
  text: string;
  style: 'error' | 'success';
}

export interface SetState {
  /** False until the set was read from IndexedDB once. */
  loaded: boolean;
  rows: SetRow[];
  /** navigator.storage.estimate(), when the browser tells. */
  usage: { usage: number; quota: number } | null;
  editing: SetEditing | null;
  notice: SetNotice | null;
  /** A write is in flight. */
  saving: boolean;
}

const EDITING_KEY = 'set-editing';

function readEditing(): SetEditing | null {
  try {
    return JSON.parse(sessionStorage.getItem(EDITING_KEY) ?? 'null') as SetEditing | null;
  } catch {
    return null;
  }
}

export const setState = proxy<SetState>({ loaded: false, rows: [], usage: null, editing: typeof sessionStorage === 'undefined' ? null : readEditing(), notice: null, saving: false });

/** Marks (or clears) the emote being edited; kept for the tab's life, so a reload of the maker still updates it. */
export function setEditing(editing: SetEditing | null) {
  setState.editing = editing;
  try {
    if (editing) sessionStorage.setItem(EDITING_KEY, JSON.stringify(editing));
    else sessionStorage.removeItem(EDITING_KEY);
  } catch {
    // Without session storage the mark lasts until the page is left.
  }
}
