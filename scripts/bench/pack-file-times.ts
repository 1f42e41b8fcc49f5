/**
 * Each pack file's time, read back from the page's User Timing measures (web/state/output/pack-timing.ts),
 * its median over a row's runs, and the table the report prints: which worker made it, how long it took
 * and when it was done after the click, so the pool's slowest worker (the whole pack's time) shows.
 */
import { formatTable, median } from './format-table.ts';

/** One file of one pack. */
export interface PackFileTime {
  file: string;
  /** The pool's worker that made it. */
  worker: number;
  /** From its first progress to its end. */
  ms: number;
  /** Its end, from the click. */
  doneAtMs: number;
}

/** A User Timing measure as the page hands it over. */
export interface MeasureEntry {
  name: string;
  startTime: number;
  duration: number;
  detail: unknown;
}

/** The pack's files from the page's measures named `prefix` + file, timed from `clickAt` (the page's clock). */
export function packFileTimes(entries: readonly MeasureEntry[], prefix: string, clickAt: number): PackFileTime[] {
  return entries
    .filter((entry) => entry.name.startsWith(prefix))
    .map((entry) => ({
      file: entry.name.slice(prefix.length),
      worker: (entry.detail as { worker?: number } | null)?.worker ?? 0,
      ms: entry.duration,
      doneAtMs: entry.startTime + entry.duration - clickAt,
    }));
}

/** Each file's median over runs (its worker from the first run: the plan is the same each run), in the first run's order of ends. */
export function medianPackFileTimes(runs: readonly PackFileTime[][]): PackFileTime[] {
  const first = [...(runs[0] ?? [])].sort((a, b) => a.doneAtMs - b.doneAtMs);
  return first.map(({ file, worker }) => {
    const times = runs.flatMap((run) => run.filter((t) => t.file === file));
    return { file, worker, ms: median(times.map((t) => t.ms)), doneAtMs: median(times.map((t) => t.doneAtMs)) };
  });
}

/** The table of one pack row's files. */
export function formatPackFiles(row: string, files: readonly PackFileTime[]): string {
  const workers = new Set(files.map((f) => f.worker)).size;
  const body = files.map((f) => [f.file, String(f.worker + 1), String(Math.round(f.ms)), String(Math.round(f.doneAtMs))]);
  return `${row}: each file (${workers} worker${workers === 1 ? '' : 's'}; median ms)\n${formatTable(['file', 'worker', 'own ms', 'done at ms'], body)}`;
}
