/**
 * Issue 19, item 1: a visitor who keeps the tab open uploads an image on /jam, goes to /shake by
 * the site's links and comes back, again and again. Six cycles change the DOM node count by less
 * than 100 (a single one-off step of a tree kept once set aside, the rest held to the same gain per
 * visit) and the renderer's RSS, after garbage collection, by less than 30 MiB.
 *
 * The page is a bare one (bare-page.ts): with Playwright's Network domain on, Chromium's network
 * agent kept a copy of every image the page showed, and the RSS rose 84 MiB over six cycles here
 * while the page's own memory stayed flat. Before each reading Chromium is told memory is critically
 * short (Memory.simulatePressureNotification), which empties its caches of decoded images (the
 * preview's and the input's animated <img>: 140 MiB for a 320×320 input after six cycles) the way
 * it would on a machine short of memory: what is left is what the page holds, and what grows of it
 * grows per visit. The figures of every cycle are printed, those before the pressure too.
 */
import { expect, test } from './test.ts';
import { makePhotoGif } from '../fixtures/make-photo-gif.ts';
import { openBarePage, type BarePage } from './bare-page.ts';
import { rendererRssMib } from './memory-helpers.ts';
import { followLinksTo, nodesByRegion, settle, steadyNodes, waitForOutput, waitForSlot } from './bare-maker.ts';

// A cycle took 6–12 s at a load average of 5, 57–77 s at 24–30.
test.describe.configure({ timeout: 900_000 });

const CYCLES = 6;

/** Drops a file on slot 0 the way a visitor's drag does (memory-helpers.ts dropFile). */
const dropFile = (page: BarePage, name: string, base64: string) =>
  page.call(
    ({ name, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/gif' }));
      document.querySelector('fieldset[data-slot="0"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { name, base64 },
  );

test('six cycles of upload, leave and return keep the DOM and the renderer the same size', async ({ browser, baseURL }) => {
  // Big enough that a kept copy of its frames (320×320×60×4 bytes, 23 MiB a cycle) shows in the RSS, small enough to cycle quickly.
  const base64 = Buffer.from(makePhotoGif({ width: 320, height: 320, frames: 60, delayMs: 40 })).toString('base64');
  const page = await openBarePage(browser, `${baseURL}/jam`);
  try {
    await page.send('Performance.enable');
    await waitForOutput(page);
    let uploads = 0;
    /** Drops a new file (its own name, so the slot shows when it is in), waits for its output, goes to /shake and comes back to find it restored. */
    const cycle = async () => {
      const name = `clip-${++uploads}.gif`;
      await dropFile(page, name, base64);
      await waitForSlot(page, 0, name);
      await waitForOutput(page);
      await followLinksTo(page, 'shake', 'Shake Emote Maker');
      await followLinksTo(page, 'jam', 'Jam Emote Maker');
      await waitForSlot(page, 0, name);
      await waitForOutput(page);
    };
    /** Nodes and renderer RSS after garbage collection, and the RSS once Chromium's caches are emptied. */
    const measure = async () => {
      await settle(page, false);
      const rssCached = rendererRssMib();
      await settle(page, true);
      const nodes = await steadyNodes(page);
      return { nodes, regions: await nodesByRegion(page), rssCached, rss: rendererRssMib() };
    };
    // Two cycles first, so every chunk, font and cache the cycle touches is loaded before measuring,
    // and what a visit keeps once (the last page's detached tree, a one-off step of about 150 nodes
    // that came in the first or the second cycle as the machine's load had it) is in the baseline:
    // what is measured is what grows per visit.
    await cycle();
    await cycle();
    const before = await measure();
    const figures: string[] = [];
    let after = before;
    const counts = [before.nodes];
    for (let i = 0; i < CYCLES; i++) {
      await cycle();
      after = await measure();
      counts.push(after.nodes);
      figures.push(`cycle ${i + 1}: ${after.nodes} nodes, ${after.rss.toFixed(0)} MiB (${after.rssCached.toFixed(0)} before the pressure)`);
    }
    const show = (m: typeof before) => `${m.nodes} nodes, ${m.rss.toFixed(0)} MiB (${m.rssCached.toFixed(0)} before the pressure)`;
    console.info(`before: ${show(before)}\n${figures.join('\n')}`);
    // Where the elements are, in the regions whose count changed (empty when none did).
    const grown = Object.keys({ ...before.regions, ...after.regions }).filter((key) => before.regions[key] !== after.regions[key]);
    console.info(`regions that changed: ${grown.map((key) => `${key} ${before.regions[key] ?? 0} → ${after.regions[key] ?? 0}`).join(', ') || 'none'}`);
    // A visit that keeps nodes adds them every cycle; a tree kept once (the one-off step of about
    // 150 nodes above, seen in the first, second or fifth cycle as the load had it: a clean run's
    // cycles read 1719 ×4, then 1864 ×2) is one step. The largest step is set aside and the rest
    // held to 100 nodes over six cycles scaled to the five left, as sensitive to a per-visit gain as
    // before (17 nodes a visit fails), while two steps of any size still fail.
    const steps = counts.slice(1).map((count, i) => count - counts[i]);
    const largest = Math.max(0, ...steps);
    expect(after.nodes - before.nodes - largest, `DOM nodes gained over six cycles, the largest step (${largest}) set aside: ${counts.join(', ')}`).toBeLessThan((100 * (CYCLES - 1)) / CYCLES);
    expect(after.rss - before.rss, 'renderer RSS (MiB) gained over six cycles').toBeLessThan(30);
  } finally {
    await page.close();
  }
});
