/**
 * A made file against the target it was made for: its platform's rules (platform-rules.ts) and
 * the target's own byte limit and frame cap where they are stricter (Twitch's manual upload, a
 * custom limit). The single download's encode and the all-platforms pack both judge with this.
 */
import type { EncodeTarget } from '../pipeline/protocol.ts';
import { PLATFORMS, problemsOf, type ProducedFile } from './platform-rules.ts';

const count = (n: number) => n.toLocaleString('en');

/** Reasons the file does not meet the target; empty when it does. */
export function targetProblems(target: EncodeTarget, file: ProducedFile): string[] {
  const spec = PLATFORMS.find((p) => p.id === target.platformId);
  const problems = spec ? problemsOf(spec, file) : [];
  const has = (what: string) => problems.some((p) => p.startsWith(`${what}:`));
  if (target.maxBytes !== null && file.bytes > target.maxBytes && !has('bytes')) {
    problems.push(`bytes: ${count(file.bytes)} is over ${target.name}'s ${count(target.maxBytes)} byte limit`);
  }
  if (target.maxFrames !== null && file.frames > target.maxFrames && !has('frames')) {
    problems.push(`frames: ${file.frames} is more than ${target.name}'s ${target.maxFrames}`);
  }
  return problems;
}
