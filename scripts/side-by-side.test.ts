import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'side-by-side.sh');

/** Runs side-by-side.sh in a directory of its own, whose Makefile has a slow, a quick and a failing step. */
function run(...targets: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
  fs.writeFileSync(path.join(dir, 'Makefile'), [
    'slow:', '\t@sleep 0.6; echo slow one; echo slow two', '',
    'quick:', '\t@echo quick one; sleep 0.1; echo quick two', '',
    'broken:', '\t@echo broken says why; exit 3', '',
  ].join('\n'));
  const result = spawnSync('bash', [SCRIPT, ...targets], { cwd: dir, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  return result;
}

describe('side-by-side.sh', () => {
  it('runs the steps at once and prints each one whole as it ends', () => {
    const { status, stdout } = run('slow', 'quick', 'slow2');
    // slow2 is no target: make fails on it, and the run with it.
    expect(status).toBe(1);
    expect(stdout).toMatch(/=== make quick \(exit 0\) ===\nquick one\nquick two\n/);
    expect(stdout).toMatch(/=== make slow \(exit 0\) ===\nslow one\nslow two\n/);
    // Named after slow, quick is printed first: they ran at once, and each was printed as it ended.
    expect(stdout.indexOf('make quick')).toBeLessThan(stdout.indexOf('make slow ('));
    expect(stdout).toContain('=== failed side by side: slow2');
  });

  it('fails when one step fails, after every step has run, and names it last with its output', () => {
    const { status, stdout } = run('broken', 'slow');
    expect(status).toBe(1);
    expect(stdout).toContain('=== make slow (exit 0) ===');
    expect(stdout).toMatch(/=== make broken \(exit 2\) ===/);
    const tail = stdout.slice(stdout.indexOf('=== failed side by side: broken'));
    expect(tail).toContain('--- the end of make broken ---\nbroken says why');
  });

  it('passes when every step passes', () => {
    expect(run('quick', 'slow').status).toBe(0);
  });
});
