/**
 * `npm run bench -- --set`: the set export's row alone (measure-set-export.ts), a set of ten kept
 * and exported once, with each emote's span. The exit code is 1 when the ZIP misses an emote or
 * the WhatsApp pack. Not in the short bench `make test` runs: it takes most of a minute.
 */
import os from 'node:os';
import { measureSetExport } from './measure-set-export.ts';
import { formatSiteTable } from './print-report.ts';
import { progress, withBenchBrowser } from './with-bench-browser.ts';

export const runSetRows = (): Promise<number> =>
  withBenchBrowser(async (browser, url, load) => {
    progress(`Chromium ${browser.version()} at ${url}: a set of ten kept on /jam and exported`);
    const { figure, table } = await measureSetExport(browser, url);
    process.stdout.write(`\nSet rows: Node ${process.version}, Chromium ${browser.version()}, ${os.availableParallelism()} CPUs, ${load(2)}\n\n${formatSiteTable([figure])}\n\n${table}\n`);
    return figure.problems?.length ? 1 : 0;
  });
