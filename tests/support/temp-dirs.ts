/** Temporary folders for a test file, each removed after the test that made it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** Registers the clean-up in the calling test file; returns the maker of folders named `prefix…`. */
export function tempDirs(): (prefix: string) => string {
  let made: string[] = [];
  afterEach(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    made = [];
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
