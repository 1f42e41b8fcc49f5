import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

const PORT = 4173;

export default defineConfig({
  testDir: 'tests/e2e',
  // The accounts tests need the Auth emulator and the emulator build: playwright.emulator.config.ts.
  testIgnore: 'accounts*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    acceptDownloads: true,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm run preview',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
