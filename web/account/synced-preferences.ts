/** The users/{uid} document's preference fields (firestore.rules allows exactly these). */
import type { PreferenceKey, Preferences } from '../state/site/preferences.ts';

/** The preferences a signed-in visitor carries between browsers. */
export const SYNCED_KEYS: readonly PreferenceKey[] = ['lightTheme', 'noUnsavedWarning'];

/** The synced preferences found in a stored document; fields of the wrong type are ignored. */
export function readSyncedPreferences(data: Record<string, unknown> | undefined): Partial<Preferences> {
  const found: Partial<Preferences> = {};
  for (const key of SYNCED_KEYS) if (typeof data?.[key] === 'boolean') found[key] = data[key] as boolean;
  return found;
}

/** The document to write for the current preferences. */
export function toSyncedDocument(preferences: Preferences): Preferences {
  return Object.fromEntries(SYNCED_KEYS.map((key) => [key, preferences[key]])) as unknown as Preferences;
}

/** True when the two hold the same synced values (nothing to write). */
export const sameSyncedPreferences = (a: Preferences, b: Preferences) => SYNCED_KEYS.every((key) => a[key] === b[key]);
