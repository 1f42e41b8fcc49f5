import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';

/** What both Playwright configs share: Debian's Chromium (Playwright downloads no browser here) on a local port. */
export const chromiumUse = (port: number): PlaywrightTestConfig['use'] => ({
  baseURL: `http://127.0.0.1:${port}`,
  browserName: 'chromium',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  acceptDownloads: true,
  // A trace records every frame the page paints and a DOM snapshot per action: a third of a test's
  // CPU on these animated pages, for a file kept only when a test fails. Off unless asked for
  // (E2E_TRACE=retain-on-failure); a failure still leaves its screenshot and error.
  trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
  screenshot: 'only-on-failure',
});
