/**
 * Issue 19, item 1: a visitor who keeps the tab open uploads an image on /jam, goes to /shake by
 * the site's links and comes back, again and again. The document and the renderer stay the size
 * they were: six cycles change the DOM node count by less than 100 and the renderer's resident
 * memory after forced garbage collection by less than 30 MiB.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makePhotoGif } from '../fixtures/make-photo-gif.ts';
import { waitForOutput, openFreshMaker } from './maker-helpers.ts';
import { chooseFileWithoutHandle, collectGarbage, countNodes, openDevTools, rendererRssMib } from './memory-helpers.ts';

test.describe.configure({ timeout: 600_000 });

const CYCLES = 6;

/** Goes to another maker by the site's links: the site name, then that maker's card. */
async function followLinksTo(page: Page, title: RegExp) {
  await page.getByRole('link', { name: 'Emote Maker', exact: true }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test('six cycles of upload, leave and return keep the DOM and the renderer the same size', async ({ page }) => {
  // Big enough that a kept copy of its frames (160×160×60×4 bytes, 6 MiB a cycle) shows in the RSS, small enough to cycle quickly.
  const spec = { width: 160, height: 160, frames: 60, delayMs: 40 };
  const gif = test.info().outputPath('clip.gif');
  fs.writeFileSync(gif, makePhotoGif(spec));
  const session = await openDevTools(page);
  await openFreshMaker(page, 'jam');
  await waitForOutput(page, 120_000);
  const cycle = async () => {
    await chooseFileWithoutHandle(page, 'Image 1 file', gif);
    const slot = page.getByRole('group', { name: 'Image 1', exact: true });
    await expect(slot.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0, { timeout: 120_000 });
    await expect(slot.getByText('clip.gif', { exact: true })).toBeVisible();
    await waitForOutput(page, 120_000);
    await followLinksTo(page, /^Shake Emote Maker$/);
    await waitForOutput(page, 120_000);
    await followLinksTo(page, /^Jam Emote Maker$/);
    await waitForOutput(page, 120_000);
  };
  // One cycle first, so every chunk, font and cache the cycle touches is loaded before measuring.
  await cycle();
  const nodesBefore = await countNodes(session);
  await collectGarbage(session);
  const rssBefore = rendererRssMib();
  const figures: string[] = [];
  for (let i = 0; i < CYCLES; i++) {
    await cycle();
    const nodes = await countNodes(session);
    figures.push(`cycle ${i + 1}: ${nodes} nodes, ${rendererRssMib().toFixed(0)} MiB`);
  }
  const nodesAfter = await countNodes(session);
  await collectGarbage(session);
  const rssAfter = rendererRssMib();
  console.info(`before: ${nodesBefore} nodes, ${rssBefore.toFixed(0)} MiB\n${figures.join('\n')}`);
  expect(nodesAfter - nodesBefore, 'DOM nodes gained over six cycles').toBeLessThan(100);
  expect(rssAfter - rssBefore, 'renderer MiB gained over six cycles').toBeLessThan(30);
});
