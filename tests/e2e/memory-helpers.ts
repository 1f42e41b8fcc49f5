/**
 * Resident memory of the browser's renderer processes (where the page and its workers run), as
 * Linux's /proc sees it, for the memory tests of issue 19 (which drive a bare page: bare-page.ts).
 */
import { listRendererPids } from '../../scripts/bench/renderer-processes.ts';
import { readStatusKb } from '../../scripts/bench/process-memory.ts';

/** Resident memory of all of this test's renderer processes, in MiB (the test worker launched the browser). */
export function rendererRssMib(): number {
  const kb = listRendererPids(process.pid).reduce((sum, pid) => sum + (readStatusKb(pid, 'VmRSS') ?? 0), 0);
  return kb / 1024;
}
