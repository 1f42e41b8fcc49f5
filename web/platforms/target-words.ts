/** The target and what the encode gave up, in the words shown beside the output and in the options. */
import type { EncodeTarget, MadeFile } from '../pipeline/protocol.ts';
import { formatAgainst, formatBytes, formatLimitBytes } from '../format-bytes.ts';
import type { TriedEncode } from '../../wasm/gif/meta.ts';
import { targetFor, type TargetInputs } from './platform-target.ts';

/** What the target asks, e.g. 'Slack: 128 KB, 50 frames'. */
export function describeTarget(target: EncodeTarget): string {
  const parts = [target.maxBytes !== null ? formatLimitBytes(target.maxBytes) : null, target.maxFrames && target.maxFrames > 1 ? `${target.maxFrames} frames` : null];
  const rules = parts.filter(Boolean).join(', ');
  return rules ? `${target.name}: ${rules}` : target.name;
}

/** The first choice of the file size limit select: the preset's platform and what it asks. */
export function presetTargetLabel(inputs: TargetInputs): string {
  const target = targetFor({ ...inputs, encodeOptions: { ...inputs.encodeOptions, gifOptions: { filesizeLimitIndex: 0 } } });
  return target ? `Preset's platform (${describeTarget(target)})` : "Preset's platform (none for this preset)";
}

/** Frames per second of the file, from its delays (whole when near one, else one decimal). */
export function framesPerSecond(file: Pick<MadeFile, 'frameCount' | 'delaysMs'>): number {
  const totalMs = file.delaysMs.reduce((sum, ms) => sum + ms, 0);
  if (!(totalMs > 0)) return 0;
  const fps = (file.frameCount * 1000) / totalMs;
  return Math.abs(fps - Math.round(fps)) < 0.05 ? Math.round(fps) : Math.round(fps * 10) / 10;
}

/** An encode in words: its palette when set, its frame rate when animated, its size ('127 colours', '20 fps', '128×128'). */
function encodeParts(colors: number | undefined, timing: Pick<MadeFile, 'frameCount' | 'delaysMs'>, width: number, height: number): string[] {
  const parts: string[] = [];
  if (colors !== undefined) parts.push(`${colors} ${colors === 1 ? 'colour' : 'colours'}`);
  if (timing.frameCount > 1) parts.push(`${framesPerSecond(timing)} fps`);
  parts.push(`${width}×${height}`);
  return parts;
}

/** '248 KiB of 256 KiB' ('126 KB of 128 KB' for a decimal limit), or the size alone when no limit applied. */
const bytesAgainst = (bytes: number, limit: number | null | undefined) => (limit ? formatAgainst(bytes, limit) : formatBytes(bytes));

/** The made file in words: '127 colours · 20 fps · 128×128 · 248 KiB of 256 KiB'. */
export function describeOutput(file: MadeFile): string {
  const parts = encodeParts(file.fit?.colors, file, file.width, file.height);
  return [...parts, bytesAgainst(file.bytes.byteLength, file.target?.maxBytes)].join(' · ');
}

/** What a fit tried, shown beside 'can't meet file size limit': 'tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB'. */
export function describeTried(tried: TriedEncode): string {
  const timing = { frameCount: tried.delaysCs.length, delaysMs: tried.delaysCs.map((cs) => cs * 10) };
  return `tried ${encodeParts(tried.colors, timing, tried.width, tried.height).join(' · ')}: ${bytesAgainst(tried.bytes, tried.limitBytes)}`;
}
