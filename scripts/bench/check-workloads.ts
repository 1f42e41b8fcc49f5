/** `npm run bench -- --check-workloads`: our frames against ../shared's reference generator, byte for byte. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate, WORKLOADS, type WorkloadId } from './workloads.mjs';
import { ROOT } from './paths.ts';

/** The reference generator beside the project, when this checkout has one. */
export const SHARED_WORKLOADS = path.resolve(ROOT, '../shared/bench/workloads.mjs');

/** Index of the first frame that differs (or the frame count when the counts differ), or -1 when equal. */
export function firstDifferentFrame(ours: Uint8Array[], theirs: Uint8Array[]): number {
  if (ours.length !== theirs.length) return Math.min(ours.length, theirs.length);
  return ours.findIndex((frame, i) => !Buffer.from(frame).equals(Buffer.from(theirs[i])));
}

/** Compares every workload; prints one line each and returns the exit code (0 also when ../shared is absent). */
export async function checkWorkloads(): Promise<number> {
  if (!fs.existsSync(SHARED_WORKLOADS)) {
    process.stdout.write(`skipped: ${SHARED_WORKLOADS} not found (a clone without ../shared)\n`);
    return 0;
  }
  const shared = (await import(/* @vite-ignore */ pathToFileURL(SHARED_WORKLOADS).href)) as { generate: typeof generate };
  let failed = 0;
  for (const id of (Object.keys(WORKLOADS) as WorkloadId[]).filter((id) => !WORKLOADS[id].variantOf)) {
    const ours = generate(id);
    const diff = firstDifferentFrame(ours, shared.generate(id));
    const bytes = ours.reduce((n, f) => n + f.length, 0);
    process.stdout.write(`${id}: ${diff < 0 ? `identical (${ours.length} frames, ${bytes} bytes)` : `DIFFERS from frame ${diff}`}\n`);
    if (diff >= 0) failed++;
  }
  return failed ? 1 : 0;
}
