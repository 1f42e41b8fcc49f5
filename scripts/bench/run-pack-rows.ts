/**
 * `npm run bench -- --pack` (with --short for one run each): the all-platforms pack's rows alone
 * (measure-pack.ts), made by the pool and by one worker, with each file's time, without the rest
 * of the bench. The exit code is 1 when a ZIP fails its checks or the two packs' files differ.
 */
import os from 'node:os';
import { measurePack } from './measure-pack.ts';
import { formatPackRows, formatSiteTable } from './print-report.ts';
import { progress, withBenchBrowser } from './with-bench-browser.ts';

export const runPackRows = (short: boolean): Promise<number> =>
  withBenchBrowser(async (browser, url, load) => {
    progress(`Chromium ${browser.version()} at ${url}: the all-platforms pack, by the pool and by one worker`);
    const site = await measurePack(browser, url, short, true);
    const tables = [formatSiteTable(site), ...formatPackRows(site)].join('\n\n');
    process.stdout.write(`\nPack rows: Node ${process.version}, Chromium ${browser.version()}, ${os.availableParallelism()} CPUs, ${load(2)}\n\n${tables}\n`);
    return site.some((f) => f.problems?.length) ? 1 : 0;
  });
