/** Keeps users/{uid} and the preferences store in step while someone is signed in. Loaded lazily (Firestore is big). */
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, type Firestore } from 'firebase/firestore';
import { snapshot, subscribe } from 'valtio';
import { preferences, setPreference, type Preferences } from '../state/site/preferences.ts';
import { readSyncedPreferences, sameSyncedPreferences, toSyncedDocument } from './synced-preferences.ts';

/** Where the Firestore emulator listens (firebase.json). */
const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 };

let firestore: Firestore | null = null;

function openFirestore(app: FirebaseApp, emulators: boolean): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(app);
  // Connecting twice throws, so it happens once per page with the instance.
  if (emulators) connectFirestoreEmulator(firestore, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
  return firestore;
}

/** Reads the stored preferences into the store, then writes every change; returns the stop function. */
export async function syncPreferences(app: FirebaseApp, uid: string, emulators: boolean): Promise<() => void> {
  const ref = doc(openFirestore(app, emulators), 'users', uid);
  const write = (values: Preferences) =>
    setDoc(ref, toSyncedDocument(values)).catch((error) => console.warn('Could not save preferences', error));
  const stored = await getDoc(ref);
  if (stored.exists()) {
    for (const [key, value] of Object.entries(readSyncedPreferences(stored.data()))) setPreference(key as keyof Preferences, value);
  } else {
    void write(snapshot(preferences));
  }
  let last = snapshot(preferences);
  return subscribe(preferences, () => {
    const next = snapshot(preferences);
    if (!sameSyncedPreferences(next, last)) void write(next);
    last = next;
  });
}
