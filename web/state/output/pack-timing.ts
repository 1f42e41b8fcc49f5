/**
 * Each pack file's time, as a User Timing measure: DevTools' Performance panel shows the pool's
 * files side by side, and the bench (scripts/bench/measure-pack.ts) reads them back by name.
 */

/** Every pack file's measure is named this, then the file's name. */
export const PACK_FILE_MEASURE = 'pack file ';

/** What a pack file's measure carries beside its span. */
export interface PackFileTiming {
  /** The pool's worker that made it. */
  worker: number;
}

/** Records one file's span, from its first progress to its end (made or not), and the worker that made it. */
export function measurePackFile(filename: string, startMs: number, worker: number) {
  if (typeof performance === 'undefined' || !performance.measure) return;
  performance.measure(PACK_FILE_MEASURE + filename, { start: startMs, detail: { worker } satisfies PackFileTiming });
}
