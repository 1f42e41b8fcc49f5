import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { account, signIn, signOut, startAccount } from '../state/site/account.ts';
import { TIER_NAMES } from './tier-names.ts';

/** Sign in / sign out and the visitor's tier, in the site header; nothing when the build has no accounts. */
export default function AccountMenu() {
  const { configured, status, user, tier } = useSnapshot(account);
  // Firebase loads after the first paint, and only in builds that have accounts.
  useEffect(startAccount, []);
  if (!configured) return null;
  const startSignIn = async () => {
    if (!(await signIn())) toast.error('Sign-in failed. Please try again.');
  };
  return (
    <div className="account-menu">
      {status === 'signed-in' && user ? (
        <>
          <span className="account-user">{user.name}</span>
          <span className="account-tier" data-testid="account-tier">{TIER_NAMES[tier]}</span>
          <button type="button" className="button" onClick={() => void signOut()}>Sign out</button>
        </>
      ) : status === 'error' ? (
        <span className="hint">Accounts are unavailable right now</span>
      ) : (
        <button type="button" className="button primary" disabled={status === 'loading'} onClick={() => void startSignIn()}>
          Sign in with Google
        </button>
      )}
    </div>
  );
}
