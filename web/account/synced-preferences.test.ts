import { describe, expect, it } from 'vitest';
import { readSyncedPreferences, sameSyncedPreferences, toSyncedDocument } from './synced-preferences.ts';

describe('synced preferences', () => {
  it('reads the boolean preference fields of a stored document', () => {
    expect(readSyncedPreferences({ lightTheme: true, noUnsavedWarning: false })).toEqual({ lightTheme: true, noUnsavedWarning: false });
  });

  it('ignores missing documents, unknown fields and wrong types', () => {
    expect(readSyncedPreferences(undefined)).toEqual({});
    expect(readSyncedPreferences({ lightTheme: 'TRUE', admin: true })).toEqual({});
  });

  it('writes only the synced keys and compares them', () => {
    const extra = { lightTheme: true, noUnsavedWarning: false, other: 1 } as never;
    expect(toSyncedDocument(extra)).toEqual({ lightTheme: true, noUnsavedWarning: false });
    expect(sameSyncedPreferences(extra, { lightTheme: true, noUnsavedWarning: false })).toBe(true);
    expect(sameSyncedPreferences(extra, { lightTheme: true, noUnsavedWarning: true })).toBe(false);
  });
});
