import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildPackZip } from '../../web/pack/pack-zip.ts';
import { planPack } from '../../web/pack/pack-plan.ts';
import { checkPackZip, differingEntries } from './check-pack-zip.ts';
import { encodeWebp } from '../../wasm/webp/encode-webp.ts';
import { encodeApng } from '../../wasm/apng/encode-apng.ts';
import { initWebpInNode } from '../../tests/support/node-webp.ts';

// At the top level: the files below are made before any test runs.
await initWebpInNode();

const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

/** A two-frame GIF of `side` px with a few bytes of content. */
function gif(side: number): Uint8Array {
  const encoder = GIFEncoder();
  for (let f = 0; f < 2; f++) encoder.writeFrame(new Uint8Array(side * side).fill(f), side, side, { palette: [[0, 0, 0], [255, 255, 255]], delay: 50 });
  encoder.finish();
  return encoder.bytes();
}

/** A PNG's signature and IHDR: all the check reads of a PNG. */
function png(side: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(bytes.buffer).setUint32(16, side);
  new DataView(bytes.buffer).setUint32(20, side);
  return bytes;
}

/** A two-frame WebP of `side` px, flat grey. */
const webp = (side: number) => encodeWebp({ width: side, height: side, frames: [0, 1].map((f) => new Uint8ClampedArray(side * side * 4).fill(100 + f)), delaysMs: [50, 50] }, 50);
const webp512 = await webp(512);
/** A 1 s VP9-with-alpha WebM of 100 px made by Debian's ffmpeg (Node has no VideoEncoder). */
const webm100 = new Uint8Array(execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red@0.5:s=100x100:d=1:r=20,format=yuva420p', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-f', 'webm', '-'], { maxBuffer: 1 << 20 }));
/** A two-frame APNG of 320 px, flat grey: the Discord sticker, the plan's one APNG. */
const apng320 = await encodeApng({ width: 320, height: 320, frames: [0, 1].map((f) => new Uint8ClampedArray(320 * 320 * 4).fill(100 + f)), delaysMs: [50, 50] });

const plan = planPack({ filename: 'emotejam', format: 'gif', size: { width: 112, height: 112 } });
const fileFor = (entry: (typeof plan)[number], side = entry.width) => ({
  name: entry.filename,
  bytes: entry.format === 'gif' ? gif(side) : entry.format === 'webp' ? webp512 : entry.format === 'webm' ? webm100 : entry.format === 'apng' ? apng320 : png(side),
});

describe('checkPackZip', () => {
  it('finds every planned file within its rules, and counts them without the README', () => {
    const zip = buildPackZip(plan.map((entry) => fileFor(entry)), 'readme', new Date(2025, 0, 1));
    expect(checkPackZip(zip, plan)).toEqual({ files: 16, bytes: zip.length, problems: [] });
  });

  it('names a missing file, a file its platform refuses and a file nobody planned', () => {
    const files = plan.filter((entry) => entry.platformId !== 'slack').map((entry) => fileFor(entry, entry.filename.includes('badge-72') ? 80 : entry.width));
    const zip = buildPackZip([...files, { name: 'stray.gif', bytes: gif(8) }], 'readme', new Date(2025, 0, 1));
    expect(checkPackZip(zip, plan).problems).toEqual([
      'emotejam-twitch-badge-72.png: size: 80×80 is not 18, 36 or 72 px square',
      'emotejam-twitch-badge-72.png: size: 80×80, not the 72×72 planned',
      'emotejam-slack-128.gif is missing',
      'stray.gif was not planned',
    ]);
  });
});

describe('differingEntries', () => {
  it('finds none between two ZIPs of the same files made at different times, and names a changed, a missing and an extra entry', () => {
    const files = [{ name: 'a.gif', bytes: gif(8) }, { name: 'b.png', bytes: png(18) }];
    const zip = buildPackZip(files, 'readme', new Date(2025, 0, 1));
    expect(differingEntries(zip, buildPackZip(files, 'readme', new Date(2026, 5, 2)))).toEqual([]);
    const other = buildPackZip([{ name: 'a.gif', bytes: gif(9) }, { name: 'c.gif', bytes: gif(8) }], 'readme', new Date(2025, 0, 1));
    expect(differingEntries(zip, other)).toEqual(['a.gif', 'b.png', 'c.gif']);
    expect(differingEntries(zip, buildPackZip(files, 'another readme', new Date(2025, 0, 1)))).toEqual(['README.txt']);
  });
});
