import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumRssKb, descendantsOf, readParents } from './chromium-memory.ts';
import { readStatusKb } from './process-memory.ts';

describe('descendantsOf', () => {
  it('finds children and their children, not the root, its parent or strangers', () => {
    const parents = new Map([[10, 1], [11, 10], [12, 10], [13, 11], [20, 1], [21, 20]]);
    expect(descendantsOf(10, parents).sort()).toEqual([11, 12, 13]);
    expect(descendantsOf(99, parents)).toEqual([]);
  });
});

describe('chromiumRssKb', () => {
  let root: ChildProcess | undefined;
  afterEach(() => root?.kill('SIGKILL'));

  /**
   * A root of its own (the test runner's tree holds vitest's real Chromium, whose RSS moves
   * between two reads) with two children: one whose command line reads like Chromium, one not.
   */
  async function startTree(): Promise<{ rootPid: number; named: number; other: number }> {
    root = spawn('bash', ['-c', '(exec -a chromium-stand-in sleep 30) & (exec -a other-process sleep 30) & wait'], { stdio: 'ignore' });
    const rootPid = root.pid!;
    for (let i = 0; i < 200; i++) {
      const kids = descendantsOf(rootPid, readParents()).map((pid) => ({ pid, cmd: cmdline(pid) }));
      const named = kids.find((kid) => kid.cmd.startsWith('chromium-stand-in'));
      const other = kids.find((kid) => kid.cmd.startsWith('other-process'));
      if (named && other) return { rootPid, named: named.pid, other: other.pid };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the stand-in processes did not start');
  }

  it('sums the RSS of descendants named like Chromium, and of no others', async () => {
    const { rootPid, named } = await startTree();
    expect(chromiumRssKb(rootPid)).toBe(readStatusKb(named, 'VmRSS'));
  });
});

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
