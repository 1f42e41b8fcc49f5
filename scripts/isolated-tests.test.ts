import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedTestFiles } from './isolated-tests.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let made: string | null = null;
afterEach(() => {
  if (made) fs.rmSync(made, { recursive: true, force: true });
  made = null;
});

describe('isolatedTestFiles', () => {
  it("names this repository's files that mock modules, stub globals or measure their process, and no other", () => {
    const isolated = isolatedTestFiles(ROOT, ['web', 'wasm', 'scripts']);
    expect(isolated).toEqual(expect.arrayContaining(['wasm/apng/fit-apng.test.ts', 'web/decode/load-sample.test.ts', 'scripts/bench/process-memory.test.ts']));
    expect(isolated).not.toContain('wasm/gif/encode-gif.test.ts');
    expect(isolated.some((file) => file.endsWith('.browser.test.ts'))).toBe(false);
  });

  it('finds a new file by what it calls, in any folder below', () => {
    made = fs.mkdtempSync(path.join(os.tmpdir(), 'isolated-'));
    fs.mkdirSync(path.join(made, 'web/deep'), { recursive: true });
    const call = (name: string) => `vi.${name}('x');\n`;
    fs.writeFileSync(path.join(made, 'web/deep/mocks.test.ts'), call('mock'));
    fs.writeFileSync(path.join(made, 'web/stubs.test.ts'), call('stubGlobal'));
    fs.writeFileSync(path.join(made, 'web/plain.test.ts'), "it('adds', () => expect(1 + 1).toBe(2));\n");
    fs.writeFileSync(path.join(made, 'web/page.browser.test.ts'), call('mock'));
    expect(isolatedTestFiles(made, ['web', 'absent']).sort()).toEqual(['web/deep/mocks.test.ts', 'web/stubs.test.ts']);
  });
});
