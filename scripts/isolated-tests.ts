/**
 * Which Node test files run isolated (issue 37). The Node unit tests share one module graph
 * (vitest's `isolate: false`): each file in a fresh one cost 102 s of wall and 113 CPU-s, shared
 * 60 s and 64 CPU-s (measured, 159 files). A file that replaces what others import cannot share:
 * one that mocks a module or stubs a global (found by reading it, so a new one is found too),
 * and one that measures its own process's memory (named below).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Calls whose effect outlives the file that makes them when the module graph is shared. */
const REPLACES_SHARED = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

/** Files that read their own process's memory: another file's heap beside them is in their figures. */
const MEASURES_ITS_PROCESS = ['scripts/bench/process-memory.test.ts'];

/** The Node test files (not *.browser.test.ts) under `dirs`, relative to `root`. */
function nodeTestFiles(root: string, dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.name.endsWith('.test.ts') && !entry.name.endsWith('.browser.test.ts')) found.push(relative);
    }
  };
  dirs.filter((dir) => fs.existsSync(path.join(root, dir))).forEach(walk);
  return found;
}

/** The Node test files under `dirs` that must run in a module graph of their own. */
export function isolatedTestFiles(root: string, dirs: string[]): string[] {
  return nodeTestFiles(root, dirs).filter((file) => MEASURES_ITS_PROCESS.includes(file) || REPLACES_SHARED.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
