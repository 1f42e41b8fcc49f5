/** Makes an emote from its samples and downloads it, once the visitor's tier is known. */
import { expect, type Page } from '@playwright/test';
import { downloadLink, downloadOutput, waitForOutput } from './maker-helpers.ts';

/** What the header shows once the tier is final: a build without accounts, signed out, or a signed-in visitor's tier. */
export type TierShown = 'no accounts' | 'signed out' | 'Normal' | 'Premium';

/** Waits until the header shows the visitor as expected (while claims load, a signed-in visitor is Free). */
export async function expectTierShown(page: Page, tier: TierShown) {
  if (tier === 'no accounts') await expect(page.locator('.account-menu')).toHaveCount(0);
  else if (tier === 'signed out') await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  else await expect(page.getByTestId('account-tier')).toHaveText(tier);
}

/**
 * Opens the maker, waits for the tier and the output the page arrives with, uses every sample
 * again and downloads the output. An output made before the tier was known (the arrival's or a
 * restored input's) is never taken: the download must be newer.
 */
export async function downloadSampleEmote(page: Page, slug: string, tier: TierShown): Promise<Uint8Array> {
  await page.goto(`/${slug}`);
  await expectTierShown(page, tier);
  await waitForOutput(page);
  const before = await downloadLink(page).getAttribute('href');
  for (const button of await page.getByRole('button', { name: 'Use sample' }).all()) await button.click();
  await expect(downloadLink(page)).not.toHaveAttribute('href', before!);
  await waitForOutput(page);
  return (await downloadOutput(page)).bytes;
}
