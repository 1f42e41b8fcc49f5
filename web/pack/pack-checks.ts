/** A made pack file against its platform's rules: the checks it passed in words, or what it breaks. */
import { maxBytesFor, platformById, type ProducedFile } from '../platforms/platform-rules.ts';
import { targetProblems } from '../platforms/target-checks.ts';
import { producedFileOf } from '../platforms/produced-file.ts';
import { NOTHING_TO_MAKE } from '../messages.ts';
import { formatOf, type MadeFile, type MakeResult } from '../pipeline/protocol.ts';
import type { PackEntry } from './pack-plan.ts';

/** Passed checks (empty when any failed) and problems (empty when all passed). */
export interface PackVerdict {
  passed: string[];
  problems: string[];
}

const count = (n: number) => n.toLocaleString('en');

/** Checks the file against its target (the platform's rules and the pack's own limit, Twitch's manual 512 KB) and the planned size. */
export function checkPackFile(entry: PackEntry, file: ProducedFile): PackVerdict {
  const spec = platformById(entry.platformId);
  const problems = targetProblems(entry.target, file);
  // A still WebP sticker is held to WhatsApp's still limit (100 KiB), below the moving one the target was planned with.
  const own = maxBytesFor(spec, file, file.frames);
  const limit = entry.target.maxBytes === null ? (Number.isFinite(own) ? own : null) : Math.min(entry.target.maxBytes, own);
  if (file.width !== entry.width || file.height !== entry.height) problems.push(`size: ${file.width}×${file.height}, not the ${entry.width}×${entry.height} planned`);
  if (problems.length) return { passed: [], problems };
  const passed = [spec.staticOnly ? `${file.format.toUpperCase()} still image` : file.format.toUpperCase(), `${file.width}×${file.height}`];
  if (file.format === 'gif' && spec.maxFrames !== undefined) passed.push(`${file.frames} of at most ${spec.maxFrames} frames`);
  passed.push(limit !== null ? `${count(file.bytes)} of at most ${count(limit)} bytes` : `${count(file.bytes)} bytes (no byte limit)`);
  return { passed, problems: [] };
}

/** A made file from the pack's workers against its entry (the pack and the set's export read it the same way). */
export const checkMadeFile = (entry: PackEntry, file: MadeFile): PackVerdict => checkPackFile(entry, { ...producedFileOf(file), format: formatOf(file) });

/** Why a file was left out, in SPEC's words ('can't meet file size limit'), with the worker's detail. */
export const leftOutReason = (result: Exclude<MakeResult, { kind: 'file' }>): string =>
  result.kind === 'nothing' ? NOTHING_TO_MAKE : result.detail ? `${result.code} (${result.detail})` : result.code;
