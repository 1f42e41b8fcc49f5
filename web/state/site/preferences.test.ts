import { describe, expect, it } from 'vitest';
import { readPreferences, storePreference } from './preferences.ts';

/** A Map-backed stand-in for local storage. */
function fakeStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('preferences in local storage', () => {
  it('default to false when nothing is stored or storage is missing', () => {
    expect(readPreferences(fakeStorage())).toEqual({ lightTheme: false, noUnsavedWarning: false });
    expect(readPreferences(null)).toEqual({ lightTheme: false, noUnsavedWarning: false });
  });

  it('read as true only for the exact text TRUE', () => {
    expect(readPreferences(fakeStorage({ lightTheme: 'TRUE', noUnsavedWarning: 'true' }))).toEqual({
      lightTheme: true,
      noUnsavedWarning: false,
    });
  });

  it('store TRUE when set and remove the key when unset', () => {
    const storage = fakeStorage();
    storePreference(storage, 'noUnsavedWarning', true);
    expect(storage.map.get('noUnsavedWarning')).toBe('TRUE');
    storePreference(storage, 'noUnsavedWarning', false);
    expect(storage.map.has('noUnsavedWarning')).toBe(false);
  });

  it('treat a storage that throws as empty', () => {
    const blocked = { getItem: () => { throw new Error('denied'); } };
    expect(readPreferences(blocked)).toEqual({ lightTheme: false, noUnsavedWarning: false });
  });
});
