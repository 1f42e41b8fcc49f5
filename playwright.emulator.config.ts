/**
 * The accounts tests: the build made with `.env.emulator` (dist-emulator, `npm run build:emulator`)
 * on port 4178, against the real Firebase Auth emulator, which this set-up starts and stops.
 */
import { defineConfig } from '@playwright/test';

import { chromiumUse } from './playwright.shared.ts';

const PORT = 4178;
/** firebase-tools lives in its own package (`npm ci --prefix tools/firebase-emulator`): 300 MB the site does not need. */
const FIREBASE = 'tools/firebase-emulator/node_modules/.bin/firebase';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: 'accounts*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: chromiumUse(PORT),
  webServer: [
    {
      // Auth only: the Firestore emulator needs Java 21 and a download (DESIGN section 6).
      command: `${FIREBASE} emulators:start --only auth --project demo-emote-maker`,
      url: 'http://127.0.0.1:9099/',
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite preview --outDir ../dist-emulator --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
