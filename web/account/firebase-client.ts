/**
 * The only page module that imports Firebase statically. web/state/site/account.ts loads it with
 * import() and only when the build has Firebase settings, so a signed-out build never fetches it.
 */
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider, connectAuthEmulator, getAuth, getIdTokenResult, onAuthStateChanged, signInWithPopup, signOut, type User,
} from 'firebase/auth';
import type { FirebaseSettings } from './firebase-config.ts';
import { tierFromClaims, type Tier } from './tier.ts';

/** Where the Auth emulator listens (firebase.json). */
const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/** The signed-in visitor as the page shows them. */
export interface AccountUser {
  uid: string;
  name: string;
}

/** What the account store hears from Firebase. */
export interface AccountEvents {
  /** The visitor signed in (or a saved session came back) or signed out. */
  onUser(user: AccountUser | null): void;
  /** The tier read from the user's claims, or null when they could not be read. */
  onTier(uid: string, tier: Tier | null): void;
  /** Firebase Auth itself failed. */
  onError(error: unknown): void;
}

/** The actions Firebase offers the page. */
export interface FirebaseAccount {
  signIn(): Promise<void>;
  signOut(): Promise<void>;
}

/** Starts Firebase Auth, reports every user change with its tier, and syncs preferences while signed in. */
export function connectFirebase(settings: FirebaseSettings, events: AccountEvents): FirebaseAccount {
  const app = initializeApp(settings.options);
  const auth = getAuth(app);
  if (settings.emulators) connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  let stopSync: (() => void) | null = null;
  onAuthStateChanged(
    auth,
    (user) => {
      stopSync?.();
      stopSync = null;
      events.onUser(user && { uid: user.uid, name: user.displayName || user.email || 'Signed in' });
      if (!user) return;
      void readTier(user).then((tier) => events.onTier(user.uid, tier));
      // Firestore is big and only needed once someone is signed in.
      void import('./preferences-sync.ts')
        .then(({ syncPreferences }) => syncPreferences(app, user.uid, settings.emulators))
        .then((stop) => (auth.currentUser?.uid === user.uid ? (stopSync = stop) : stop()))
        .catch((error) => console.warn('Preferences are not synced', error));
    },
    events.onError,
  );
  return {
    signIn: () => signInWithPopup(auth, new GoogleAuthProvider()).then(() => undefined),
    signOut: () => signOut(auth),
  };
}

/** Reads the claims with a forced refresh, so a role granted since the last token counts now. */
async function readTier(user: User): Promise<Tier | null> {
  try {
    const { claims } = await getIdTokenResult(user, true);
    return tierFromClaims(claims);
  } catch (error) {
    console.error('Error getting user access.', error);
    return null;
  }
}
