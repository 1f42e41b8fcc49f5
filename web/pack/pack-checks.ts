/** A made pack file against its platform's rules: the checks it passed in words, or what it breaks. */
import { platformById, problemsOf, type ProducedFile } from '../platforms/platform-rules.ts';
import type { PackEntry } from './pack-plan.ts';

/** Passed checks (empty when any failed) and problems (empty when all passed). */
export interface PackVerdict {
  passed: string[];
  problems: string[];
}

const count = (n: number) => n.toLocaleString('en');

/** Checks the file against the platform's rules and against the pack's own limit (Twitch's manual 512 KB). */
export function checkPackFile(entry: PackEntry, file: ProducedFile): PackVerdict {
  const spec = platformById(entry.platformId);
  const problems = problemsOf(spec, file);
  const limit = entry.target.maxBytes;
  if (limit !== null && file.bytes > limit && !problems.some((p) => p.startsWith('bytes:'))) {
    problems.push(`bytes: ${count(file.bytes)} is over ${entry.target.name}'s ${count(limit)} byte limit`);
  }
  if (file.width !== entry.width || file.height !== entry.height) problems.push(`size: ${file.width}×${file.height}, not the ${entry.width}×${entry.height} planned`);
  if (problems.length) return { passed: [], problems };
  const passed = [spec.staticOnly ? `${file.format.toUpperCase()} still image` : file.format.toUpperCase(), `${file.width}×${file.height}`];
  if (file.format === 'gif' && spec.maxFrames !== undefined) passed.push(`${file.frames} of at most ${spec.maxFrames} frames`);
  passed.push(limit !== null ? `${count(file.bytes)} of at most ${count(limit)} bytes` : `${count(file.bytes)} bytes (no byte limit)`);
  return { passed, problems: [] };
}
