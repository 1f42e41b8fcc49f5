/** The project's import graph read from source text: every relative import of every .ts/.tsx file, type-only ones included. */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Files under `dirs` (relative to the root), tests and declaration files left out. */
export function productFiles(dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) found.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return found;
}

/** The files `file` imports (resolved, relative specifiers only). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] ?? match[2])).filter((target) => /\.tsx?$/.test(target));
}

/** Every file reached from `start` by imports, `start` included. */
export function importClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** Pairs of files that import each other. */
export function mutualImports(files: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  const set = new Set(files);
  for (const file of files) {
    for (const target of importsOf(file)) {
      if (file < target && set.has(target) && importsOf(target).includes(file)) pairs.push([file, target]);
    }
  }
  return pairs;
}

export const relative = (file: string) => path.relative(ROOT, file);

/** A loop of imports among `files` (each file imports the next, the last the first), or null when there is none. */
export function importLoop(files: string[]): string[] | null {
  const set = new Set(files);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const target of importsOf(file)) {
      if (!set.has(target)) continue;
      if (state.get(target) === 'open') return path.slice(path.indexOf(target));
      if (!state.has(target)) {
        const loop = visit(target);
        if (loop) return loop;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of files) {
    if (state.has(file)) continue;
    const loop = visit(file);
    if (loop) return loop;
  }
  return null;
}
