/** The Auth emulator from the tests' side: its REST API (no mock) and signing in through its popup. */
import { expect, type Page } from '@playwright/test';

/** firebase.json and .env.emulator agree on these. */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-emote-maker';

/** The emulator accepts 'owner' as an admin token for a demo project. */
async function callEmulator(path: string, method: string, body?: unknown) {
  const response = await fetch(`${AUTH_EMULATOR}${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Deletes every account, so each run starts from an empty emulator. */
export const clearAccounts = () => callEmulator(`/emulator/v1/projects/${PROJECT_ID}/accounts`, 'DELETE');

/** The uid of the account with this e-mail. */
export async function findUid(email: string): Promise<string> {
  const found = await callEmulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, 'POST', { email: [email] });
  return found.users[0].localId;
}

/** Replaces the account's custom claims, as the Admin SDK's setCustomUserClaims does. */
export const setClaims = (uid: string, claims: Record<string, unknown>) =>
  callEmulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, 'POST', {
    localId: uid,
    customAttributes: JSON.stringify(claims),
  });

/** Clicks 'Sign in with Google' and adds a new account in the emulator's popup; resolves once signed in. */
export async function signInThroughPopup(page: Page, email: string, displayName: string) {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(displayName);
  const closed = popup.waitForEvent('close');
  await popup.locator('#sign-in').click();
  await closed;
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
