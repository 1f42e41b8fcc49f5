import os from 'node:os';
import { defineConfig } from '@playwright/test';

import { chromiumUse } from './playwright.shared.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, STILL_IMAGES_ARG } from './scripts/chromium-args.mjs';
import { ALONE_SPECS } from './tests/e2e/alone-specs.ts';

/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Independent tests run side by side, one worker per core (E2E_WORKERS overrides), against the one
 * `vite preview`: each test gets a context of its own or the worker's kept one handed over as new
 * (tests/e2e/test.ts), and none shares state with another.
 * The tests that measure the main thread's tasks or the renderer's memory run afterwards, one at a
 * time, in the project 'alone': another test's renderer beside them would be in their figures.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? os.availableParallelism());

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  // No service worker unless a spec asks for one (test.use({ serviceWorkers: 'allow' })): the ones
  // that test offline use, updates and the kept model do. Elsewhere its precache of every asset is
  // work no check reads, about a seventh of a test's CPU.
  use: { ...chromiumUse(PORT), serviceWorkers: 'block' },
  projects: [
    // The accounts tests need the Auth emulator and the emulator build: playwright.emulator.config.ts.
    // Animated images hold still here (STILL_IMAGES_ARG says why); 'alone' measures memory with them playing.
    {
      name: 'parallel', fullyParallel: true, testIgnore: ['accounts*.spec.ts', ...ALONE_SPECS],
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, STILL_IMAGES_ARG] } },
    },
    { name: 'alone', testMatch: ALONE_SPECS, workers: 1, dependencies: ['parallel'] },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
