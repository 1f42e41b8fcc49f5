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
});
