import { describe, expect, it } from 'vitest';
import { formatPackFiles, medianPackFileTimes, packFileTimes } from './pack-file-times.ts';

const measure = (name: string, startTime: number, duration: number, worker: number) => ({ name, startTime, duration, detail: { worker } });

describe('packFileTimes', () => {
  it("reads the pack's measures alone, each file's span and its end from the click", () => {
    const entries = [measure('pack file a.gif', 1100, 300, 0), measure('other', 0, 5, 0), measure('pack file b.webp', 1050, 900, 1)];
    expect(packFileTimes(entries, 'pack file ', 1000)).toEqual([
      { file: 'a.gif', worker: 0, ms: 300, doneAtMs: 400 },
      { file: 'b.webp', worker: 1, ms: 900, doneAtMs: 950 },
    ]);
  });
});

describe('medianPackFileTimes', () => {
  it("takes each file's median over runs, in the order the files ended", () => {
    const run = (a: number, b: number) => [
      { file: 'a.gif', worker: 0, ms: a, doneAtMs: a + 10 },
      { file: 'b.png', worker: 1, ms: b, doneAtMs: b + 10 },
    ];
    expect(medianPackFileTimes([run(300, 100), run(100, 200), run(200, 300)])).toEqual([
      { file: 'b.png', worker: 1, ms: 200, doneAtMs: 210 },
      { file: 'a.gif', worker: 0, ms: 200, doneAtMs: 210 },
    ]);
  });
});

describe('formatPackFiles', () => {
  it('names the row, counts its workers and gives each file a line (workers counted from 1)', () => {
    const text = formatPackFiles('Pack', [{ file: 'a.gif', worker: 1, ms: 12.4, doneAtMs: 99.6 }, { file: 'b.png', worker: 0, ms: 3, doneAtMs: 120 }]);
    expect(text.split('\n')[0]).toBe('Pack: each file (2 workers; median ms)');
    expect(text).toMatch(/a\.gif\s+2\s+12\s+100/);
    expect(text).toMatch(/b\.png\s+1\s+3\s+120/);
  });
});
