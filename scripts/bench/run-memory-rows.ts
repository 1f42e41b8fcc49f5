/**
 * `npm run bench -- --memory`: issue 19's memory rows alone (the big inputs on a bare page,
 * measure-bare-memory.ts), without the rest of the full bench's hour. Prints each figure beside its
 * target, met or NOT MET; the exit code is 0 (targets are reported, as in the full bench).
 */
import os from 'node:os';
import { measureBigInputMemory } from './measure-big-input.ts';
import { formatSiteTable, formatTargets } from './print-report.ts';
import { progress, withBenchBrowser } from './with-bench-browser.ts';

export const runMemoryRows = (): Promise<number> =>
  withBenchBrowser(async (browser, url, load) => {
    progress(`Chromium ${browser.version()} at ${url}: issue 19's memory rows (the 600×600×300 GIF on /jam, both big GIFs on /group)`);
    const site = await measureBigInputMemory(browser, url);
    process.stdout.write(`\nMemory rows: Node ${process.version}, Chromium ${browser.version()}, ${os.availableParallelism()} CPUs, ${load(1)}\n\n${formatSiteTable(site)}\n\n${formatTargets(site)}\n`);
    return 0;
  });
