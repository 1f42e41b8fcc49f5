/** Shared steps for the maker page tests: waiting for output and downloading it as bytes. */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The download link of the current output. */
export const downloadLink = (page: Page) => page.getByRole('link', { name: /^Download / });

/** Waits until no job is in flight and an output is offered. */
export async function waitForOutput(page: Page) {
  await expect(downloadLink(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /making/ })).toHaveCount(0);
}

/** Clicks the download link and returns the file's name and bytes. */
export async function downloadOutput(page: Page): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync(path!)) };
}

/** Width and height from a PNG's IHDR. */
export function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Fails the test on any uncaught page error (a crash), and collects console errors. */
export function watchForCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('crash', () => crashes.push('page crashed'));
  return crashes;
}
