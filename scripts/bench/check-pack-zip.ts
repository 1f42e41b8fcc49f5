/** The bench's check of an all-platforms ZIP: every planned file there, each read from its own bytes and checked against its platform. */
import { unzipSync } from 'fflate';
import type { ProducedFile } from '../../web/platforms/platform-rules.ts';
import type { PackEntry } from '../../web/pack/pack-plan.ts';
import { checkPackFile } from '../../web/pack/pack-checks.ts';
import { GifReader } from 'omggif';
import { webpmuxInfo } from '../../tests/support/webpmux-info.ts';
import { ffprobeInfo } from '../../tests/support/ffprobe-info.ts';

/** Files found and each problem found, named by file. */
export interface PackZipCheck {
  files: number;
  bytes: number;
  problems: string[];
}

/** What a GIF, PNG, APNG, WebP or WebM in the ZIP is: its format, size, frame count and byte count (a WebM's and an APNG's read by Debian's ffprobe, with their length). */
export function readPackFile(name: string, bytes: Uint8Array): ProducedFile {
  if (name.endsWith('.webm')) {
    const webm = ffprobeInfo(bytes);
    return { format: 'webm', width: webm.width, height: webm.height, frames: webm.frames, bytes: bytes.length, durationMs: webm.durationMs };
  }
  if (name.endsWith('.webp')) {
    const webp = webpmuxInfo(bytes);
    return { format: 'webp', width: webp.width, height: webp.height, frames: webp.frames, bytes: bytes.length };
  }
  if (name.endsWith('.gif')) {
    const gif = new GifReader(bytes);
    return { format: 'gif', width: gif.width, height: gif.height, frames: gif.numFrames(), bytes: bytes.length };
  }
  if (Buffer.from(bytes).includes(Buffer.from('acTL'))) {
    const apng = ffprobeInfo(bytes);
    const durationMs = apng.durationsMs.reduce((sum, ms) => sum + ms, 0);
    return { format: apng.codec === 'apng' ? 'apng' : 'png', width: apng.width, height: apng.height, frames: apng.frames, bytes: bytes.length, durationMs };
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20), frames: 1, bytes: bytes.length };
}

/** Checks the ZIP against the plan: each entry not left out must be there and meet its platform's rules; README.txt too. */
export function checkPackZip(zip: Uint8Array, plan: PackEntry[]): PackZipCheck {
  const files = unzipSync(zip);
  const problems: string[] = [];
  if (!files['README.txt']) problems.push('README.txt is missing');
  const wanted = plan.filter((entry) => !entry.leftOut);
  for (const entry of wanted) {
    const bytes = files[entry.filename];
    if (!bytes) problems.push(`${entry.filename} is missing`);
    else problems.push(...checkPackFile(entry, readPackFile(entry.filename, bytes)).problems.map((p) => `${entry.filename}: ${p}`));
  }
  const extra = Object.keys(files).filter((name) => name !== 'README.txt' && !wanted.some((entry) => entry.filename === name));
  problems.push(...extra.map((name) => `${name} was not planned`));
  return { files: Object.keys(files).length - (files['README.txt'] ? 1 : 0), bytes: zip.length, problems };
}

/** The entries (README.txt too) whose bytes differ between two ZIPs, or that only one holds: none when two packs made the same files. */
export function differingEntries(a: Uint8Array, b: Uint8Array): string[] {
  const [left, right] = [unzipSync(a), unzipSync(b)];
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return names.filter((name) => !left[name] || !right[name] || Buffer.compare(left[name], right[name]) !== 0);
}
