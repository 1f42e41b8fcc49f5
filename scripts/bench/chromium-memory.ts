/**
 * Resident memory of every Chromium process under the bench (browser, GPU, utility, renderers):
 * the sum of their RSS, sampled on a timer, and its peak over a span. Shared pages (the Chromium
 * binary, fonts) count once per process, as a process list adding up RSS shows them.
 */
import fs from 'node:fs';
import { parseParentPid } from './renderer-processes.ts';
import { readStatusKb } from './process-memory.ts';

/** Pids descending from `root` in a pid → parent map (breadth first, root excluded). */
export function descendantsOf(root: number, parents: Map<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const found: number[] = [];
  for (let queue = [root]; queue.length; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Every process's parent, read from /proc now. */
export function readParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      parents.set(pid, parseParentPid(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // Gone meanwhile.
    }
  }
  return parents;
}

const isChromium = (pid: number) => {
  try {
    return /chrom/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
};

/** KiB of RSS summed over the Chromium processes under `root` now. */
export function chromiumRssKb(root: number): number {
  return descendantsOf(root, readParents())
    .filter(isChromium)
    .reduce((sum, pid) => sum + (readStatusKb(pid, 'VmRSS') ?? 0), 0);
}

/** Samples chromiumRssKb every `everyMs` from now; stop() gives the peak in KiB (null when nothing was read). */
export function watchChromiumPeak(root = process.pid, everyMs = 200): { stop: () => number | null } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, chromiumRssKb(root));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak > 0 ? peak : null;
    },
  };
}
