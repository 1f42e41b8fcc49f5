/**
 * Issue 19's memory after the work (items 2 and 3): whether the renderer rises after a big input's
 * file is made (the issue saw 0.89 → 1.24 GB in the 10 s after), what it holds once garbage is
 * collected, and how much of the upload it still holds once the visitor has left for another maker.
 */
import { readStatusKb } from './process-memory.ts';
import type { TargetCheck } from './targets.ts';

/** What the renderer may gain in the 10 s after the file beyond what it held when the file was made. */
export const AFTER_FILE_SLACK_MIB = 50;
/** Issue 19 item 2: on /shake after the 600×600×300 upload on /jam, within this of before the upload. */
export const AFTER_LEAVING_MIB = 100;

/** Resident memory of these processes now, summed, in MiB. */
export const rssMiB = (pids: number[]) => Math.round(pids.reduce((sum, pid) => sum + (readStatusKb(pid, 'VmRSS') ?? 0), 0) / 1024);

/** The RSS when called (the file just made) and its highest in the `ms` after, sampled every 500 ms. */
export async function riseAfterFile(pids: number[], ms = 10_000): Promise<{ atFileMiB: number; maxAfterMiB: number; check: TargetCheck }> {
  const atFileMiB = rssMiB(pids);
  let maxAfterMiB = atFileMiB;
  for (let waited = 0; waited < ms; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    maxAfterMiB = Math.max(maxAfterMiB, rssMiB(pids));
  }
  const check = { target: `no rise in the ${ms / 1000} s after the file (≤ +${AFTER_FILE_SLACK_MIB} MiB)`, met: maxAfterMiB - atFileMiB <= AFTER_FILE_SLACK_MIB };
  return { atFileMiB, maxAfterMiB, check };
}

/** The target of the renderer on another maker, from its RSS before the upload and after leaving (both settled). */
export const afterLeavingCheck = (beforeMiB: number, afterMiB: number): TargetCheck => ({
  target: `renderer within ${AFTER_LEAVING_MIB} MiB of before the upload`,
  met: afterMiB - beforeMiB <= AFTER_LEAVING_MIB,
});
