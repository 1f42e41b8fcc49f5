/**
 * `npm run bench -- --memory`: issue 19's memory rows alone (the big inputs on a bare page,
 * measure-bare-memory.ts), without the rest of the full bench's hour. Prints each figure beside its
 * target, met or NOT MET; the exit code is 0 (targets are reported, as in the full bench).
 */
import os from 'node:os';
import { measureBigInputMemory } from './measure-big-input.ts';
import { formatSiteTable, formatTargets } from './print-report.ts';
import { launchChromium } from './run-pipeline.ts';
import { buildBenchPage, serveBenchPage } from './serve-bench-page.ts';

const progress = (line: string) => process.stderr.write(`bench ${process.uptime().toFixed(1).padStart(5)} s: ${line}\n`);

export async function runMemoryRows(): Promise<number> {
  const loadAtStart = os.loadavg()[0];
  progress('building the bench page');
  await buildBenchPage();
  const { url, server } = await serveBenchPage();
  try {
    const browser = await launchChromium();
    try {
      progress(`Chromium ${browser.version()} at ${url}: issue 19's memory rows (the 600×600×300 GIF on /jam, both big GIFs on /group)`);
      const site = await measureBigInputMemory(browser, url);
      const load = `load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`;
      process.stdout.write(`\nMemory rows: Node ${process.version}, Chromium ${browser.version()}, ${os.availableParallelism()} CPUs, ${load}\n\n${formatSiteTable(site)}\n\n${formatTargets(site)}\n`);
      return 0;
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
