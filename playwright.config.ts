import { defineConfig } from '@playwright/test';

import { chromiumUse } from './playwright.shared.ts';

/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // The accounts tests need the Auth emulator and the emulator build: playwright.emulator.config.ts.
  testIgnore: 'accounts*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: chromiumUse(PORT),
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
