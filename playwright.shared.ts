import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

/** What both Playwright configs share: Debian's Chromium (Playwright downloads no browser here) on a local port. */
export const chromiumUse = (port: number): PlaywrightTestConfig['use'] => ({
  baseURL: `http://127.0.0.1:${port}`,
  browserName: 'chromium',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  acceptDownloads: true,
  trace: 'retain-on-failure',
});
