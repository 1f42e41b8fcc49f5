/** The account store (SPEC section 4, access level): who is signed in and their tier. */
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { Access } from '../../emotes/types.ts';
import type { AccountUser, FirebaseAccount } from '../../account/firebase-client.ts';
import { firebaseSettings } from '../../account/firebase-config.ts';
import type { Tier } from '../../account/tier.ts';
import { siteHost, watermarkFor } from '../../account/watermark.ts';

export interface AccountState {
  /** False when the build has no Firebase settings: the site runs signed out and offers no sign-in. */
  configured: boolean;
  status: 'loading' | 'signed-out' | 'signed-in' | 'error';
  user: AccountUser | null;
  /** Free while loading, signed out or on an error; from the claims once they are read. */
  tier: Tier;
}

export const account = proxy<AccountState>({
  configured: firebaseSettings !== null,
  status: firebaseSettings ? 'loading' : 'signed-out',
  user: null,
  tier: 'free',
});

let client: Promise<FirebaseAccount> | null = null;

function failAccount(error: unknown) {
  console.error('Account error:', error);
  Object.assign(account, { status: 'error', user: null, tier: 'free' });
}

/** Loads Firebase, once, when the build has settings; does nothing otherwise. */
export function startAccount() {
  // The literal env check is replaced at build time, so a build without settings drops Firebase entirely.
  if (!import.meta.env.VITE_FIREBASE_API_KEY) return;
  const settings = firebaseSettings;
  if (!settings || client) return;
  client = import('../../account/firebase-client.ts').then(({ connectFirebase }) =>
    connectFirebase(settings, {
      onUser: (user) => Object.assign(account, { status: user ? 'signed-in' : 'signed-out', user, tier: 'free' }),
      onTier: (uid, tier) => {
        if (account.user?.uid === uid) account.tier = tier ?? 'free';
      },
      onError: failAccount,
    }),
  );
  client.catch(failAccount);
}

/** Popup closed or replaced by the visitor: not an error worth reporting. */
const isCancelled = (error: unknown) =>
  ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'].includes((error as { code?: string })?.code ?? '');

/** Opens the Google sign-in popup; resolves false when it failed (logged), not when the visitor closed it. */
export async function signIn(): Promise<boolean> {
  try {
    await (await client)?.signIn();
  } catch (error) {
    if (isCancelled(error)) return true;
    console.error('Account error:', error);
    return false;
  }
  return true;
}

/** Signs out; the tier falls back to free through the auth state change. */
export async function signOut() {
  try {
    await (await client)?.signOut();
  } catch (error) {
    failAccount(error);
  }
}

/** The tier the watermark rule compares with: none at all when the build has no accounts (DESIGN section 2). */
export const watermarkTier = ({ configured, tier }: Pick<AccountState, 'configured' | 'tier'>): Tier | null => (configured ? tier : null);

/** The watermark and DEV overlay for output of a type with this access, for the visitor as they are now. */
export const decorationFor = (access: Access) => watermarkFor(access, watermarkTier(account), siteHost(), import.meta.env.DEV);

/** Calls back when a tier change adds or lifts the watermark for this access: the output must be made again. */
export function watchDecoration(access: Access, onChange: () => void): () => void {
  let last = decorationFor(access).watermark;
  return subscribeKey(account, 'tier', () => {
    const next = decorationFor(access).watermark;
    if (next === last) return;
    last = next;
    onChange();
  });
}
