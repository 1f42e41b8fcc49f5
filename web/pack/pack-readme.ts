/** The README.txt of the all-platforms pack: every file with its size, frames and the checks it passed, and what was left out and why. */
import { formatBytes, formatLimitBytes } from '../format-bytes.ts';
import { formatSeconds } from '../format-seconds.ts';
import { platformById } from '../platforms/platform-rules.ts';
import type { FitReport } from '../pipeline/protocol.ts';
import { TWITCH_MANUAL_BYTES, type PackEntry } from './pack-plan.ts';

/** A file in the pack. */
export interface ReadmeFile {
  entry: PackEntry;
  bytes: number;
  width: number;
  height: number;
  frames: number;
  /** The loop's length, ms (0 for a still image). */
  durationMs: number;
  /** What the fit loop gave up to meet the limit, or null when the plain encode met it. */
  fit: FitReport | null;
  /** The checks it passed, in words (pack-checks.ts). */
  passed: string[];
}

/** A file left out, and why in words ("can't meet file size limit", a size the platform does not take). */
export interface ReadmeLeftOut {
  entry: PackEntry;
  reason: string;
}

export interface ReadmeContents {
  /** The download's name without extension. */
  filename: string;
  /** The emote type's name, e.g. 'Jam'. */
  emoteName: string;
  files: ReadmeFile[];
  leftOut: ReadmeLeftOut[];
}

/** Windows' Notepad is where many of these are opened: CRLF line ends. */
const EOL = '\r\n';
const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '20 frames, 1.0 s' or '1 frame'. */
function framesText(file: ReadmeFile): string {
  return file.frames > 1 ? `${plural(file.frames, 'frame')}, ${formatSeconds(file.durationMs)}` : '1 frame';
}

/** What the fit gave up, e.g. 'to fit 128 KB: 63 colours, every 2nd frame, scaled to 90%'. */
function fitText(fit: FitReport, format: PackEntry['format']): string {
  // A WebP or WebM keeps full colour: what it gives up first is libwebp's quality or VP9's bitrate (kbit/s).
  // An APNG starts lossless (colours 0).
  const colours = format === 'apng' && fit.colors === 0 ? 'lossless' : `${fit.colors} colours`;
  const parts = [format === 'webp' ? `quality ${fit.quality}` : format === 'webm' ? `${fit.quality} kbit/s` : colours];
  if (fit.frameStep > 1) parts.push(`every ${fit.frameStep === 2 ? '2nd' : fit.frameStep === 3 ? '3rd' : `${fit.frameStep}th`} frame`);
  if (fit.scale < 1) parts.push(`scaled to ${Math.round(fit.scale * 100)}%`);
  return `To fit ${formatLimitBytes(fit.limitBytes)}: ${parts.join(', ')}`;
}

/** One file's lines: its name, then its size, frames, what the fit gave up and the checks it passed. */
export function fileLines(file: ReadmeFile): string[] {
  const lines = [
    file.entry.filename,
    `    ${file.entry.label}: ${formatBytes(file.bytes)} (${count(file.bytes)} bytes), ${file.width}×${file.height}, ${framesText(file)}`,
  ];
  if (file.fit) lines.push(`    ${fitText(file.fit, file.entry.format)}`);
  lines.push(`    Checks passed: ${file.passed.join('; ')}`);
  return lines;
}

/** Each platform of the pack once, with its upload guide. */
function guideLines(entries: PackEntry[]): string[] {
  const ids = [...new Set(entries.map((e) => e.platformId))];
  return ids.map((id) => {
    const spec = platformById(id);
    return `${spec.platform}: ${spec.docsUrl}`;
  });
}

/** The README's text. */
export function packReadme(contents: ReadmeContents): string {
  const { files, leftOut } = contents;
  const lines = [
    `${contents.filename}: one ${contents.emoteName} emote for every platform`,
    '',
    `${plural(files.length, 'file')}, each fitted to its platform's upload rules by the emote maker and checked against them.`,
    `Twitch's three emote sizes are made for manual upload: at most ${formatLimitBytes(TWITCH_MANUAL_BYTES)} each.`,
    ...(leftOut.length ? [`${plural(leftOut.length, 'file')} left out: see LEFT OUT at the end.`] : []),
    '',
    'FILES',
    '',
  ];
  for (const file of files) lines.push(...fileLines(file), '');
  if (leftOut.length) {
    lines.push('LEFT OUT', '');
    for (const { entry, reason } of leftOut) lines.push(`${entry.filename} (${entry.label})`, `    Left out: ${reason}`, '');
  }
  lines.push('UPLOAD GUIDES', '', ...guideLines([...files.map((f) => f.entry), ...leftOut.map((l) => l.entry)]), '');
  return lines.join(EOL);
}
