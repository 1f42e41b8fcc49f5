/** Native anchors through their command-line tools: gifsicle from Debian (gifski is not packaged there). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/** The executable's path when `name` is on PATH, else null. */
export function findCommand(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      continue;
    }
  }
  return null;
}

/** One timed run of a command: wall ms and peak RSS in KiB (GNU time's %M, when installed). */
export function runTimed(command: string, args: string[]): { ms: number; peakKb: number | null } {
  const timed = fs.existsSync(GNU_TIME);
  const t0 = performance.now();
  const result = timed
    ? spawnSync(GNU_TIME, ['-f', '%M', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  const peak = timed ? Number(result.stderr.trim().split('\n').pop()) : NaN;
  return { ms, peakKb: Number.isFinite(peak) ? peak : null };
}

/** `gifsicle -O3 --colors 256` over an existing GIF. */
export function optimizeWithGifsicle(gifsicle: string, inFile: string, outFile: string) {
  return runTimed(gifsicle, ['-O3', '--colors', '256', '-o', outFile, inFile]);
}
