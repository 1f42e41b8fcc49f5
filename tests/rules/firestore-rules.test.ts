/** firestore.rules: a signed-in visitor reads and writes only their own users/{uid} preferences, nothing else. */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';

// Set by `firebase emulators:exec`; without the emulator there is nothing to test against.
describe.skipIf(!process.env.FIRESTORE_EMULATOR_HOST)('firestore.rules', () => {
  let env: RulesTestEnvironment;
  const asAlice = () => env.authenticatedContext('alice').firestore();

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-emote-maker',
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'users/bob'), { lightTheme: true }));
  });

  it('lets a signed-in visitor write, read and delete their own preferences', async () => {
    await assertSucceeds(setDoc(doc(asAlice(), 'users/alice'), { lightTheme: true, noUnsavedWarning: false }));
    await assertSucceeds(getDoc(doc(asAlice(), 'users/alice')));
    await assertSucceeds(deleteDoc(doc(asAlice(), 'users/alice')));
  });

  it("refuses another visitor's document", async () => {
    await assertFails(getDoc(doc(asAlice(), 'users/bob')));
    await assertFails(setDoc(doc(asAlice(), 'users/bob'), { lightTheme: false }));
    await assertFails(deleteDoc(doc(asAlice(), 'users/bob')));
  });

  it('refuses signed-out visitors', async () => {
    const anonymous = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(anonymous, 'users/bob')));
    await assertFails(setDoc(doc(anonymous, 'users/bob'), { lightTheme: false }));
  });

  it('refuses fields other than the preferences, and values that are not booleans', async () => {
    await assertFails(setDoc(doc(asAlice(), 'users/alice'), { lightTheme: true, stripeRole: 'subscriber' }));
    await assertFails(setDoc(doc(asAlice(), 'users/alice'), { lightTheme: 'TRUE' }));
  });

  it('refuses every other collection', async () => {
    await assertFails(setDoc(doc(asAlice(), 'emotes/alice'), { lightTheme: true }));
    await assertFails(getDoc(doc(asAlice(), 'emotes/alice')));
  });
});
