/** Whether this build has accounts: Firebase web settings come from the Vite env (VITE_FIREBASE_*). */

/** The Firebase web app options the site needs; all four must be set for accounts to exist. */
export interface FirebaseOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

/** How to reach Firebase: the app options, and whether to talk to the local emulators instead. */
export interface FirebaseSettings {
  options: FirebaseOptions;
  /** VITE_FIREBASE_EMULATORS=true: Auth on 127.0.0.1:9099 and Firestore on 127.0.0.1:8080 (firebase.json). */
  emulators: boolean;
}

type Env = Record<string, string | boolean | undefined>;

/** The settings from an env, or null when any option is missing (the site then runs signed out). */
export function readFirebaseSettings(env: Env): FirebaseSettings | null {
  const options = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const complete = Object.values(options).every((value) => typeof value === 'string' && value.trim() !== '');
  return complete ? { options: options as FirebaseOptions, emulators: env.VITE_FIREBASE_EMULATORS === 'true' } : null;
}

/** This build's settings. */
export const firebaseSettings = readFirebaseSettings(import.meta.env);
