import { describe, expect, it } from 'vitest';
import { importClosure, importLoop, importsOf, mutualImports, productFiles, relative, ROOT } from './import-graph.ts';
import path from 'node:path';

const APP_ONLY = /^web\/(state|ui|app)\//;

describe('the architecture (STYLE.md boundaries)', () => {
  it('nothing in wasm/ imports web/', () => {
    const upward = productFiles(['wasm']).flatMap((file) =>
      [...importClosure([file])].filter((target) => relative(target).startsWith('web/')).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(upward).toEqual([]);
  });

  it("the worker's import closure holds nothing from web/state, web/ui or web/app", () => {
    const closure = [...importClosure([path.join(ROOT, 'web/pipeline/worker/worker.ts')])].map(relative);
    expect(closure.length).toBeGreaterThan(20);
    expect(closure.filter((file) => APP_ONLY.test(file))).toEqual([]);
  });

  it('no two files import each other, type-only imports included', () => {
    const pairs = mutualImports(productFiles(['web', 'wasm', 'scripts', 'tests'])).map(([a, b]) => `${relative(a)} ⇄ ${relative(b)}`);
    expect(pairs).toEqual([]);
  });

  it('the site has no loop of imports, however long (issue 31: a reader follows each import one way)', () => {
    expect(importLoop(productFiles(['web', 'wasm']))?.map(relative) ?? null).toBeNull();
  });

  it('the state imports nothing from the components or the app shell above it', () => {
    const upward = productFiles(['web/state']).flatMap((file) =>
      importsOf(file).filter((target) => /^web\/(ui|app)\//.test(relative(target))).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(upward).toEqual([]);
  });

  it('the folders of web/state import each other one way: no loop between concerns either', () => {
    const folderOf = (file: string) => relative(file).split('/').slice(0, 3).join('/');
    const uses = new Map<string, Set<string>>();
    for (const file of productFiles(['web/state'])) {
      for (const target of importsOf(file)) {
        if (!relative(target).startsWith('web/state/') || folderOf(target) === folderOf(file)) continue;
        if (!uses.has(folderOf(file))) uses.set(folderOf(file), new Set());
        uses.get(folderOf(file))!.add(folderOf(target));
      }
    }
    const loops: string[] = [];
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(uses.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    for (const [folder, targets] of uses) for (const target of targets) if (reaches(target, folder)) loops.push(`${folder} → ${target} → … → ${folder}`);
    expect(uses.size).toBeGreaterThan(4);
    expect(loops).toEqual([]);
  });
});
