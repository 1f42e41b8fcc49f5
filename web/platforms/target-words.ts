/** The target and what the encode gave up, in the words shown beside the output and in the options. */
import type { EncodeTarget, MadeFile } from '../pipeline/protocol.ts';
import { formatBytes } from '../format-bytes.ts';
import { targetFor, type TargetInputs } from './platform-target.ts';

/** What the target asks, e.g. 'Slack: 128 KiB, 50 frames'. */
export function describeTarget(target: EncodeTarget): string {
  const parts = [target.maxBytes !== null ? formatBytes(target.maxBytes) : null, target.maxFrames && target.maxFrames > 1 ? `${target.maxFrames} frames` : null];
  const rules = parts.filter(Boolean).join(', ');
  return rules ? `${target.name}: ${rules}` : target.name;
}

/** The first choice of the file size limit select: the preset's platform and what it asks. */
export function presetTargetLabel(inputs: TargetInputs): string {
  const target = targetFor({ ...inputs, encodeOptions: { ...inputs.encodeOptions, gifOptions: { filesizeLimitIndex: 0 } } });
  return target ? `Preset's platform (${describeTarget(target)})` : "Preset's platform (none for this preset)";
}

/** Frames per second of the file, from its delays (whole when near one). */
export function framesPerSecond(file: Pick<MadeFile, 'frameCount' | 'delaysMs'>): number {
  const totalMs = file.delaysMs.reduce((sum, ms) => sum + ms, 0);
  if (!(totalMs > 0)) return 0;
  const fps = (file.frameCount * 1000) / totalMs;
  return Math.abs(fps - Math.round(fps)) < 0.05 ? Math.round(fps) : Math.round(fps * 10) / 10;
}

/** The made file in words: '127 colours · 20 fps · 128×128 · 248 KiB of 256 KiB'. */
export function describeOutput(file: MadeFile): string {
  const parts: string[] = [];
  if (file.fit) parts.push(`${file.fit.colors} colours`);
  if (file.frameCount > 1) parts.push(`${framesPerSecond(file)} fps`);
  parts.push(`${file.width}×${file.height}`);
  const bytes = formatBytes(file.bytes.byteLength);
  const limit = file.target?.maxBytes;
  parts.push(limit ? `${bytes} of ${formatBytes(limit)}` : bytes);
  return parts.join(' · ');
}
