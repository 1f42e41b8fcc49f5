import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../tests/support/temp-dirs.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'npm-ci-cached.sh');

const tempDir = tempDirs();

/**
 * A project of its own, like a clean clone: a package with no dependencies (npm ci needs no network
 * for it) whose postinstall writes a file, standing for the tree npm ci makes and what patch-package does to it.
 */
function project(version = '1.0.0') {
  const dir = tempDir('npm-ci-cached-');
  const pkg = { name: 'tiny', version, private: true, scripts: { postinstall: `node -e "const fs = require('fs'); fs.mkdirSync('node_modules', { recursive: true }); fs.writeFileSync('node_modules/made-by-postinstall', '${version}')"` } };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: 'tiny', version, lockfileVersion: 3, requires: true, packages: { '': { name: 'tiny', version } } }));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}

function run(dir: string, cache: string, env: Record<string, string> = {}) {
  return spawnSync('bash', [SCRIPT, '.'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NPM_CI_CACHE_DIR: cache, ...env } });
}

/** A folder whose `npm` answers --version as the real one does and fails at anything else: npm ci must not run. */
function npmThatOnlyTellsItsVersion() {
  const bin = tempDir('npm-version-only-');
  const real = spawnSync('bash', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\n[ "$1" = --version ] && exec "${real}" --version\necho "npm ci ran" >&2; exit 97\n`, { mode: 0o755 });
  return bin;
}

const made = (dir: string) => fs.readFileSync(path.join(dir, 'node_modules/made-by-postinstall'), 'utf8');

describe('npm-ci-cached.sh', () => {
  it('runs npm ci once, keeps the tree, and copies it into the next clone without running npm ci', () => {
    const cache = tempDir('npm-ci-cache-');
    const first = project();
    const one = run(first, cache);
    expect(one.status, one.stderr).toBe(0);
    expect(one.stdout).toContain('kept in');
    expect(made(first)).toBe('1.0.0');
    const kept = fs.readdirSync(cache);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^root-[0-9a-f]{16}$/);

    const second = project();
    // A file npm ci would remove: the copy replaces the whole folder, as npm ci does.
    fs.writeFileSync(path.join(second, 'node_modules/stale'), 'x');
    const two = run(second, cache, { PATH: `${npmThatOnlyTellsItsVersion()}:${process.env.PATH}` });
    expect(two.status, two.stderr).toBe(0);
    expect(two.stdout).toContain('copied from');
    expect(made(second)).toBe('1.0.0');
    expect(fs.existsSync(path.join(second, 'node_modules/stale'))).toBe(false);
    // What is written into node_modules afterwards never reaches the kept tree.
    fs.writeFileSync(path.join(second, 'node_modules/made-by-postinstall'), 'changed');
    const third = project();
    expect(run(third, cache).stdout).toContain('copied from');
    expect(made(third)).toBe('1.0.0');
  });

  it('runs npm ci again when the lock file changes, and keeps both trees', () => {
    const cache = tempDir('npm-ci-cache-');
    expect(run(project('1.0.0'), cache).status).toBe(0);
    const changed = project('1.0.1');
    const result = run(changed, cache);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('kept in');
    expect(made(changed)).toBe('1.0.1');
    expect(fs.readdirSync(cache)).toHaveLength(2);
  });

  it('keeps nothing when npm ci fails, and fails with it', () => {
    const cache = tempDir('npm-ci-cache-');
    const broken = project();
    // A lock file that does not match package.json: npm ci refuses it.
    fs.writeFileSync(path.join(broken, 'package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0', dependencies: { 'left-pad': '1.3.0' } }));
    const result = run(broken, cache);
    expect(result.status).not.toBe(0);
    expect(fs.existsSync(cache) ? fs.readdirSync(cache) : []).toEqual([]);
  });

  it('runs plain npm ci with NPM_CI_CACHE=0', () => {
    const cache = tempDir('npm-ci-cache-');
    const dir = project();
    const result = run(dir, cache, { NPM_CI_CACHE: '0' });
    expect(result.status, result.stderr).toBe(0);
    expect(made(dir)).toBe('1.0.0');
    expect(fs.readdirSync(cache)).toEqual([]);
  });
});
