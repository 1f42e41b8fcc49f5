import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './firebase-config.ts';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('readFirebaseSettings', () => {
  it('gives null without configuration, so the site runs signed out', () => {
    expect(readFirebaseSettings({})).toBeNull();
  });

  it('gives null when any option is missing or blank', () => {
    expect(readFirebaseSettings({ ...full, VITE_FIREBASE_APP_ID: undefined })).toBeNull();
    expect(readFirebaseSettings({ ...full, VITE_FIREBASE_API_KEY: ' ' })).toBeNull();
  });

  it('reads the options and the emulator switch', () => {
    expect(readFirebaseSettings(full)).toEqual({
      options: { apiKey: 'key', authDomain: 'demo-x.firebaseapp.com', projectId: 'demo-x', appId: '1:2:web:3' },
      emulators: false,
    });
    expect(readFirebaseSettings({ ...full, VITE_FIREBASE_EMULATORS: 'true' })?.emulators).toBe(true);
  });
});
