/**
 * `npm run bench -- --pack` (with --short for one run each): the all-platforms pack's rows alone
 * (measure-pack.ts), made by the pool and by one worker, with each file's time, without the rest
 * of the bench. The exit code is 1 when a ZIP fails its checks or the two packs' files differ.
 */
import os from 'node:os';
import { measurePack } from './measure-pack.ts';
import { formatPackRows, formatSiteTable } from './print-report.ts';
import { launchChromium } from './run-pipeline.ts';
import { buildBenchPage, serveBenchPage } from './serve-bench-page.ts';

const progress = (line: string) => process.stderr.write(`bench ${process.uptime().toFixed(1).padStart(5)} s: ${line}\n`);

export async function runPackRows(short: boolean): Promise<number> {
  const loadAtStart = os.loadavg()[0];
  progress('building the bench page');
  await buildBenchPage();
  const { url, server } = await serveBenchPage();
  try {
    const browser = await launchChromium();
    try {
      progress(`Chromium ${browser.version()} at ${url}: the all-platforms pack, by the pool and by one worker`);
      const site = await measurePack(browser, url, short, true);
      const load = `load average ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end`;
      const tables = [formatSiteTable(site), ...formatPackRows(site)].join('\n\n');
      process.stdout.write(`\nPack rows: Node ${process.version}, Chromium ${browser.version()}, ${os.availableParallelism()} CPUs, ${load}\n\n${tables}\n`);
      return site.some((f) => f.problems?.length) ? 1 : 0;
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
