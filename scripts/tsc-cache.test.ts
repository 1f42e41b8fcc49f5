import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../tests/support/temp-dirs.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'tsc-cache.sh');
const TSC = path.resolve(import.meta.dirname, '../node_modules/typescript/bin/tsc');

const tempDir = tempDirs();

/** A clone of a tiny project checked as this one is: incremental, its state in node_modules/.cache/tsc. */
function clone(files: Record<string, string>) {
  const dir = tempDir('tsc-cache-clone-');
  const config = { compilerOptions: { strict: true, noEmit: true, incremental: true, tsBuildInfoFile: 'node_modules/.cache/tsc/app.tsbuildinfo', types: [] }, include: ['src'] };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
  fs.mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'src', name), text);
  return dir;
}

const cacheScript = (dir: string, step: string, kept: string, env: Record<string, string> = {}) =>
  spawnSync('bash', [SCRIPT, step], { cwd: dir, encoding: 'utf8', env: { ...process.env, TSC_CACHE_DIR: kept, ...env } });
const typecheck = (dir: string) => spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
const state = (dir: string) => path.join(dir, 'node_modules/.cache/tsc/app.tsbuildinfo');

const SHAPE = 'export interface Shape { side: number }\n';
const USE = "import type { Shape } from './shape';\nexport const area = (s: Shape): number => s.side * s.side;\n";

describe('tsc-cache.sh', () => {
  it("keeps a passing check's state for the machine and hands it to the next clone, whose check still sees its own change", () => {
    const kept = path.join(tempDir('tsc-cache-kept-'), 'tsc');
    const first = clone({ 'shape.ts': SHAPE, 'use.ts': USE });
    expect(cacheScript(first, 'restore', kept).status).toBe(0);
    expect(fs.existsSync(state(first)), 'nothing kept yet').toBe(false);
    expect(typecheck(first).status).toBe(0);
    expect(cacheScript(first, 'save', kept).status).toBe(0);
    expect(fs.readdirSync(kept)).toEqual(['app.tsbuildinfo']);

    // The next clone changes a type another file uses: the state from the first must not hide the error there.
    const next = clone({ 'shape.ts': 'export interface Shape { side: string }\n', 'use.ts': USE });
    const restored = cacheScript(next, 'restore', kept);
    expect(restored.stdout).toContain('copied from');
    expect(fs.readFileSync(state(next), 'utf8')).toBe(fs.readFileSync(state(first), 'utf8'));
    const check = typecheck(next);
    expect(check.status).not.toBe(0);
    expect(check.stdout).toContain('src/use.ts');
  });

  it('leaves a clone’s own state as it is, and does nothing with TSC_CACHE=0', () => {
    const kept = path.join(tempDir('tsc-cache-kept-'), 'tsc');
    const dir = clone({ 'shape.ts': SHAPE });
    expect(typecheck(dir).status).toBe(0);
    cacheScript(dir, 'save', kept);
    fs.writeFileSync(state(dir), 'its own');
    expect(cacheScript(dir, 'restore', kept).stdout).toBe('');
    expect(fs.readFileSync(state(dir), 'utf8')).toBe('its own');

    const off = clone({ 'shape.ts': SHAPE });
    expect(cacheScript(off, 'restore', kept, { TSC_CACHE: '0' }).status).toBe(0);
    expect(fs.existsSync(state(off))).toBe(false);
    expect(cacheScript(dir, 'oops', kept).status).toBe(2);
  });
});
