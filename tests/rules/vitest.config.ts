/** Vitest for the Firestore rules tests only; `npm run test:rules` runs it inside the Firestore emulator. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: '.', include: ['tests/rules/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
