import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumRssKb, descendantsOf } from './chromium-memory.ts';
import { readStatusKb } from './process-memory.ts';

describe('descendantsOf', () => {
  it('finds children and their children, not the root, its parent or strangers', () => {
    const parents = new Map([[10, 1], [11, 10], [12, 10], [13, 11], [20, 1], [21, 20]]);
    expect(descendantsOf(10, parents).sort()).toEqual([11, 12, 13]);
    expect(descendantsOf(99, parents)).toEqual([]);
  });
});

describe('chromiumRssKb', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill());

  /** A child whose command line reads `name` (bash's exec -a), once it runs under that name. */
  async function startNamed(name: string): Promise<number> {
    child = spawn('bash', ['-c', `exec -a ${name} sleep 30`], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').startsWith(name); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return child.pid!;
  }

  it('sums the RSS of descendants named like Chromium, and of no others', async () => {
    const before = chromiumRssKb(process.pid);
    const pid = await startNamed('chromium-stand-in');
    expect(chromiumRssKb(process.pid) - before).toBe(readStatusKb(pid, 'VmRSS'));
    child!.kill();
    await startNamed('other-process');
    expect(chromiumRssKb(process.pid)).toBe(before);
  });
});
