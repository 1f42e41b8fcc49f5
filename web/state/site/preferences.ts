/** Visitor preferences (SPEC section 3): kept in local storage as the text TRUE when set, removed when unset. */
import { proxy } from 'valtio';

export interface Preferences {
  /** Show the light theme instead of the default dark one. */
  lightTheme: boolean;
  /** Leave or reload a maker page with unsaved work without asking first. */
  noUnsavedWarning: boolean;
}
export type PreferenceKey = keyof Preferences;

const PREFERENCE_KEYS: readonly PreferenceKey[] = ['lightTheme', 'noUnsavedWarning'];
const STORED_TRUE = 'TRUE';

/** The browser's local storage, or null where it is missing or blocked (node, privacy settings). */
function findStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads every preference from storage; anything but the text TRUE (or no storage) means false. */
export function readPreferences(storage: Pick<Storage, 'getItem'> | null): Preferences {
  const read = (key: PreferenceKey) => {
    try {
      return storage?.getItem(key) === STORED_TRUE;
    } catch {
      return false;
    }
  };
  return Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, read(key)])) as unknown as Preferences;
}

/** Writes one preference: TRUE when set, the key removed when unset. */
export function storePreference(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, key: PreferenceKey, value: boolean) {
  try {
    if (value) storage?.setItem(key, STORED_TRUE);
    else storage?.removeItem(key);
  } catch (error) {
    console.warn('Could not store the preference', key, error);
  }
}

/** The preferences of this visitor, read from local storage at start-up. */
export const preferences = proxy<Preferences>(readPreferences(findStorage()));

/** Changes a preference and persists it. */
export function setPreference(key: PreferenceKey, value: boolean) {
  preferences[key] = value;
  storePreference(findStorage(), key, value);
}
